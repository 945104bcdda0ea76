import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../ids.js'
import { createSegment } from '../segments/segment.js'
import type { Store } from '../store/store.js'
import { openapiContract } from '../../test/openapiContract.js'
import { createDataServiceApp, insertAccount, insertActivity, insertContact, insertDeveloper, insertRows, seedWorkspace } from '../../test/seed.js'
import { createTestStore, dialects } from '../../test/stores.js'

const T0 = Date.UTC(2024, 4, 1, 10, 20, 30, 123)
const DAY = 86_400_000

/** Sorts like the service: latest activity first, never-active last, then id descending. */
function serviceOrder<T extends { id: string; latest_activity: number | null }>(rows: T[]): string[] {
  return [...rows].sort((a, b) => (b.latest_activity ?? -1) - (a.latest_activity ?? -1) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id)
}

describe.each(dialects)('data service reads on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let contract: Awaited<ReturnType<typeof openapiContract>>
  let key: string
  let otherKey: string
  let acme: Awaited<ReturnType<typeof insertAccount>>
  let idle: Awaited<ReturnType<typeof insertAccount>>
  let otherAccount: Awaited<ReturnType<typeof insertAccount>>
  let developers: { id: string; latest_activity: number | null }[]
  let contacts: { id: string; latest_activity: number | null }[]
  let star: Awaited<ReturnType<typeof insertDeveloper>>
  const segments = { accounts: '', developers: '', vip: '', buyers: '', other: '' }

  async function get(url: string, apiKey = key) {
    const answer = await app.inject({ url, headers: { 'x-api-key': apiKey } })
    expect(answer.headers['x-request-id']).toEqual(expect.any(String))
    if (answer.statusCode === 200) expect(answer.json().request_id).toBe(answer.headers['x-request-id'])
    return answer
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    contract = await openapiContract(app)
    const own = await seedWorkspace(store, 'Acme')
    const other = await seedWorkspace(store, 'Other')
    key = own.key
    otherKey = other.key
    const ws = own.workspaceId
    acme = await insertAccount(store, ws, { name: 'Acme', domain: 'acme.com', country: 'US', tags: 'enterprise,beta', first_activity: T0 - 10 * DAY, latest_activity: T0, active_developers_count: 150, developer_activity: 'HIGH', customer_fit: 'STRONG' })
    idle = await insertAccount(store, ws, { name: 'Idle', domain: 'idle.io' })
    otherAccount = await insertAccount(store, other.workspaceId, { name: 'Acme elsewhere', domain: 'acme.com' })
    // 250 developers: 150 of Acme, ties on latest_activity, some never active
    developers = Array.from({ length: 250 }, (_, index) => ({
      id: newId(),
      workspace_id: ws,
      account_id: index < 150 ? acme.id : null,
      name: `Dev ${index}`,
      email: `dev${index}@acme.com`,
      tags: index % 2 ? 'oss' : '',
      first_activity: index % 10 === 0 ? null : T0 - DAY,
      latest_activity: index % 10 === 0 ? null : T0 - (index % 7) * 1000,
      created_at: T0,
    }))
    await insertRows(store, 'developers', developers as never)
    star = await insertDeveloper(store, ws, { account_id: acme.id, name: 'Star', email: 'star@acme.com', tags: 'vip', first_activity: T0 - 5 * DAY, latest_activity: T0 + 5000 })
    developers.push({ id: star.id, latest_activity: star.latest_activity ?? null })
    await insertDeveloper(store, other.workspaceId, { account_id: otherAccount.id, name: 'Elsewhere' })
    // 1,205 activities of the star developer at Acme, one per second
    await insertRows(
      store,
      'activities',
      Array.from({ length: 1205 }, (_, index) => ({
        id: `act-${String(index).padStart(5, '0')}`,
        workspace_id: ws,
        developer_id: star.id,
        account_id: acme.id,
        activity_type: index % 2 ? 'COPY_COMMAND' : 'PAGE_VISIT',
        activity_source: 'DOCS',
        source_type: 'DOCS_JS',
        page: `https://docs.acme.com/p/${index}`,
        copied_text: index % 2 ? 'npm i acme' : '',
        country: 'US',
        developer_designation: 'Engineer',
        actor: 'star@acme.com',
        occurred_at: T0 - 2_000_000 + index * 1000,
        received_at: T0,
      })),
    )
    await insertActivity(store, ws, { account_id: idle.id, developer_id: null, activity_type: 'PAGE_VISIT', occurred_at: T0 })
    contacts = []
    for (let index = 0; index < 120; index++) contacts.push({ id: newId(), latest_activity: index % 3 ? T0 - index : null })
    await insertRows(
      store,
      'contacts',
      contacts.map((contact, index) => ({
        id: contact.id,
        workspace_id: ws,
        full_name: `Buyer ${index}`,
        email: `buyer${index}@corp.com`,
        designation: 'CTO',
        tags: 'buyer',
        latest_activity: contact.latest_activity,
        first_activity: contact.latest_activity,
        created_at: T0,
        updated_at: T0,
      })) as never,
    )
    segments.accounts = (await createSegment(store, { workspaceId: ws, type: 'ACCOUNT', name: 'All accounts', description: 'every account', filter: {} })).id
    segments.developers = (await createSegment(store, { workspaceId: ws, type: 'DEVELOPER', name: 'All developers', filter: {} })).id
    segments.vip = (await createSegment(store, { workspaceId: ws, type: 'DEVELOPER', name: 'VIPs', filter: { tags: ['vip'] } })).id
    segments.buyers = (await createSegment(store, { workspaceId: ws, type: 'BUYER', name: 'CTOs', filter: { designation: ['cto'] } })).id
    segments.other = (await createSegment(store, { workspaceId: other.workspaceId, type: 'DEVELOPER', name: 'Theirs', filter: {} })).id
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('lists segments with the spec fields', async () => {
    const answer = await get('/segments')
    expect(answer.statusCode).toBe(200)
    contract.check('GET', '/segments', 200, answer.json())
    const body = answer.json()
    expect(body.data).toHaveLength(4)
    expect(body.data[0]).toEqual({ name: 'All accounts', segment_id: segments.accounts, type: 'ACCOUNT', description: 'every account' })
    expect(body.data.map((segment: { segment_id: string }) => segment.segment_id)).not.toContain(segments.other)
    expect(body).toMatchObject({ total_pages: 1, next_page: null })
    const past = await get('/segments?page=2')
    expect(past.json()).toMatchObject({ data: [], total_pages: 1, next_page: null })
  })

  it('pages the segments list past 100', async () => {
    const many = await seedWorkspace(store, 'Many segments')
    for (let index = 0; index < 105; index++) await createSegment(store, { workspaceId: many.workspaceId, type: 'ACCOUNT', name: `S${String(index).padStart(3, '0')}`, filter: {} })
    const first = (await get('/segments', many.key)).json()
    const second = (await get('/segments?page=2', many.key)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    const names = [...first.data, ...second.data].map((segment: { name: string }) => segment.name)
    // segments created in the same millisecond are ordered by id: compare as a set, then check the order is stable
    expect([...names].sort()).toEqual(Array.from({ length: 105 }, (_, index) => `S${String(index).padStart(3, '0')}`))
    const again = [...(await get('/segments', many.key)).json().data, ...(await get('/segments?page=2', many.key)).json().data]
    expect(again.map((segment: { name: string }) => segment.name)).toEqual(names)
  })

  it('answers accounts of an ACCOUNT segment with exact formats, never-active as empty and 0', async () => {
    const answer = await get(`/segment/${segments.accounts}/accounts`)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    contract.check('GET', '/segment/{segment_id}/accounts', 200, body)
    expect(body.data).toEqual([
      {
        id: acme.id,
        account_name: 'Acme',
        account_domain: 'acme.com',
        country: 'US',
        first_activity_date: '2024-04-21 10:20:30',
        last_activity_date: '2024-05-01 10:20:30',
        first_activity: T0 - 10 * DAY,
        latest_activity: T0,
        active_developers_count: 150,
        developer_activity: 'HIGH',
        customer_fit: 'STRONG',
        tags: 'enterprise,beta',
      },
      {
        id: idle.id,
        account_name: 'Idle',
        account_domain: 'idle.io',
        country: '',
        first_activity_date: '',
        last_activity_date: '',
        first_activity: 0,
        latest_activity: 0,
        active_developers_count: 0,
        developer_activity: 'LOW',
        customer_fit: 'WEAK',
        tags: '',
      },
    ])
    expect(body).toMatchObject({ total_pages: 1, next_page: null })
  })

  it('pages developers of a DEVELOPER segment with no repeats or gaps', async () => {
    const seen: string[] = []
    let page: number | null = 1
    const nextPages: (number | null)[] = []
    while (page !== null) {
      const answer = await get(`/segment/${segments.developers}/developers?page=${page}`)
      expect(answer.statusCode).toBe(200)
      const body = answer.json()
      contract.check('GET', '/segment/{segment_id}/developers', 200, body)
      expect(body.total_pages).toBe(3)
      seen.push(...body.data.map((developer: { id: string }) => developer.id))
      nextPages.push(body.next_page)
      page = body.next_page
    }
    expect(nextPages).toEqual([2, 3, null])
    expect(seen).toEqual(serviceOrder(developers))
    expect(new Set(seen).size).toBe(251)
    const past = (await get(`/segment/${segments.developers}/developers?page=4`)).json()
    expect(past).toMatchObject({ data: [], total_pages: 3, next_page: null })
    const vip = (await get(`/segment/${segments.vip}/developers`)).json()
    expect(vip.data).toEqual([
      {
        id: star.id,
        developer_name: 'Star',
        developer_business_email: 'star@acme.com',
        latest_activity: T0 + 5000,
        first_activity: T0 - 5 * DAY,
        last_activity_date: '2024-05-01 10:20:35',
        first_activity_date: '2024-04-26 10:20:30',
        tags: 'vip',
      },
    ])
  })

  it('answers buyers of a BUYER segment shaped as developers with tags', async () => {
    const first = (await get(`/segment/${segments.buyers}/buyers`)).json()
    contract.check('GET', '/segment/{segment_id}/buyers', 200, first)
    const second = (await get(`/segment/${segments.buyers}/buyers?page=2`)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    expect([...first.data, ...second.data].map((buyer: { id: string }) => buyer.id)).toEqual(serviceOrder(contacts))
    const never = second.data.at(-1)
    expect(Object.keys(never).sort()).toEqual(['developer_business_email', 'developer_name', 'first_activity', 'first_activity_date', 'id', 'last_activity_date', 'latest_activity', 'tags'])
    expect(never).toMatchObject({ latest_activity: 0, last_activity_date: '', tags: 'buyer' })
    expect(first.data[0].developer_name).toMatch(/^Buyer \d+$/)
    expect(first.data[0].developer_business_email).toMatch(/^buyer\d+@corp\.com$/)
  })

  it('refuses members of the wrong type (400) and unknown or foreign segments (404)', async () => {
    const wrong = [
      `/segment/${segments.accounts}/developers`,
      `/segment/${segments.developers}/accounts`,
      `/segment/${segments.developers}/buyers`,
      `/segment/${segments.buyers}/accounts`,
    ]
    for (const url of wrong) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json().error.type).toBe('params_invalid')
    }
    for (const url of [`/segment/${segments.other}/developers`, `/segment/nope/accounts`, `/segment/${segments.developers}/developers`]) {
      const answer = await get(url, url.includes(segments.developers) ? otherKey : key)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json()).toEqual({ error: { message: expect.any(String), type: 'not_found' } })
      contract.check('GET', '/segment/{segment_id}/developers', 404, answer.json())
    }
  })

  it('answers account activities most recent first: 1,000 without page, pages of 1,000 with page', async () => {
    const answer = await get(`/account/${acme.id}/activities`)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    contract.check('GET', '/account/{account_id}/activities', 200, body)
    expect(Object.keys(body).sort()).toEqual(['data', 'request_id'])
    expect(body.data).toHaveLength(1000)
    expect(body.data[0]).toEqual({
      activity_type: 'PAGE_VISIT',
      actor: 'star@acme.com',
      activity_source: 'DOCS',
      page: 'https://docs.acme.com/p/1204',
      copied_text: '',
      developer_designation: 'Engineer',
      country: 'US',
      activity_date: '2024-05-01 10:07:14',
      source_type: 'DOCS_JS',
      developer_id: star.id,
    })
    expect(body.data[999].page).toBe('https://docs.acme.com/p/205')
    const first = (await get(`/account/${acme.id}/activities?page=1`)).json()
    const second = (await get(`/account/${acme.id}/activities?page=2`)).json()
    contract.check('GET', '/account/{account_id}/activities', 200, second)
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    expect(second.data).toHaveLength(205)
    expect(second.data.at(-1).page).toBe('https://docs.acme.com/p/0')
    const idleActivities = (await get(`/account/${idle.id}/activities`)).json()
    expect(idleActivities.data).toEqual([expect.objectContaining({ developer_id: '', activity_date: '2024-05-01 10:20:30' })])
  })

  it('answers developers of an account without tags, paged', async () => {
    const first = (await get(`/account/${acme.id}/developers`)).json()
    contract.check('GET', '/account/{account_id}/developers', 200, first)
    const second = (await get(`/account/${acme.id}/developers?page=2`)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    const ids = [...first.data, ...second.data].map((developer: { id: string }) => developer.id)
    expect(ids).toEqual(serviceOrder(developers.filter((_, index) => index < 150 || index === 250)))
    expect(first.data[0]).toEqual({
      id: star.id,
      developer_name: 'Star',
      developer_business_email: 'star@acme.com',
      latest_activity: T0 + 5000,
      first_activity: T0 - 5 * DAY,
      last_activity_date: '2024-05-01 10:20:35',
      first_activity_date: '2024-04-26 10:20:30',
    })
    expect((await get(`/account/${idle.id}/developers`)).json()).toMatchObject({ data: [], total_pages: 0, next_page: null })
  })

  it('answers developer activities with the developer record fields', async () => {
    const body = (await get(`/developer/${star.id}/activities`)).json()
    contract.check('GET', '/developer/{developer_id}/activities', 200, body)
    expect(body.data).toHaveLength(1000)
    expect(body.data[0]).toEqual({
      account_id: acme.id,
      activity_type: 'PAGE_VISIT',
      actor: 'star@acme.com',
      source_type: 'DOCS_JS',
      source: 'DOCS',
      copied_text: '',
      action_time: T0 - 2_000_000 + 1204 * 1000,
    })
    expect(body.data[1]).toMatchObject({ activity_type: 'COPY_COMMAND', copied_text: 'npm i acme' })
    const third = (await get(`/developer/${star.id}/activities?page=3`)).json()
    expect(third).toMatchObject({ data: [], total_pages: 2, next_page: null })
  })

  it('404s accounts and developers that are unknown or of another workspace', async () => {
    const cases = [
      [`/account/${otherAccount.id}/activities`, '/account/{account_id}/activities'],
      [`/account/${otherAccount.id}/developers`, '/account/{account_id}/developers'],
      [`/account/missing/developers`, '/account/{account_id}/developers'],
      [`/developer/missing/activities`, '/developer/{developer_id}/activities'],
    ] as const
    for (const [url, path] of cases) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().error.type).toBe('not_found')
      contract.check('GET', path, 404, answer.json())
    }
    expect((await get(`/developer/${star.id}/activities`, otherKey)).statusCode).toBe(404)
    expect((await get(`/account/${acme.id}/activities`, otherKey)).statusCode).toBe(404)
  })

  it('finds an account by domain within the key workspace only', async () => {
    const found = await get('/accounts?domain=https://www.ACME.com/pricing')
    expect(found.statusCode).toBe(200)
    contract.check('GET', '/accounts', 200, found.json())
    expect(found.json().data.map((account: { id: string }) => account.id)).toEqual([acme.id])
    const theirs = (await get('/accounts?domain=acme.com', otherKey)).json()
    expect(theirs.data[0].id).toBe(otherAccount.id)
    const missing = await get('/accounts?domain=nobody.dev')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.type).toBe('not_found')
    for (const url of ['/accounts?domain=not a domain', '/accounts']) {
      const bad = await get(url)
      expect(bad.statusCode, url).toBe(400)
      expect(bad.json().error.type).toBe('params_invalid')
    }
  })

  it('rejects a page that is not an integer >= 1 on every paged endpoint', async () => {
    const paged = [
      '/segments',
      `/segment/${segments.accounts}/accounts`,
      `/segment/${segments.developers}/developers`,
      `/segment/${segments.buyers}/buyers`,
      `/account/${acme.id}/developers`,
      `/account/${acme.id}/activities`,
      `/developer/${star.id}/activities`,
    ]
    for (const base of paged) {
      for (const page of ['0', '-1', '1.5', 'abc', '']) {
        const answer = await get(`${base}?page=${page}`)
        expect(answer.statusCode, `${base}?page=${page}`).toBe(400)
        expect(answer.json()).toEqual({ error: { message: expect.stringMatching(/page/), type: 'params_invalid' } })
      }
    }
  })
})
