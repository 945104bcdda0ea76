import { describe, expect, it } from 'vitest'
import { DAY, serviceOrder, T0, useReadWorld } from '../../../test/readWorld.js'
import { dialects } from '../../../test/stores.js'

describe.each(dialects)('account and developer reads on %s', (dialect) => {
  const read = useReadWorld(dialect)

  it('answers account activities most recent first: 1,000 without page, pages of 1,000 with page', async () => {
    const answer = await read.get(`/account/${read.world.acme.id}/activities`)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    read.contract.check('GET', '/account/{account_id}/activities', 200, body)
    expect(Object.keys(body).sort()).toEqual(['data', 'request_id'])
    expect(body.data).toHaveLength(1000)
    expect(body.data[0]).toEqual({
      activity_type: 'PAGE_VISIT',
      actor: 'star@acme.com',
      activity_source: 'DOCS',
      page: 'https://docs.acme.com/p/1204',
      copied_text: null,
      developer_designation: 'Engineer',
      country: 'US',
      activity_date: '2024-05-01 10:07:14',
      source_type: 'DOCS_JS',
      developer_id: read.world.star.id,
    })
    expect(body.data[999].page).toBe('https://docs.acme.com/p/205')
    const first = (await read.get(`/account/${read.world.acme.id}/activities?page=1`)).json()
    const second = (await read.get(`/account/${read.world.acme.id}/activities?page=2`)).json()
    read.contract.check('GET', '/account/{account_id}/activities', 200, second)
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    expect(second.data).toHaveLength(205)
    expect(second.data.at(-1).page).toBe('https://docs.acme.com/p/0')
    const idleActivities = (await read.get(`/account/${read.world.idle.id}/activities`)).json()
    expect(idleActivities.data).toEqual([expect.objectContaining({ developer_id: null, activity_date: '2024-05-01 10:20:30' })])
  })

  it('answers developers of an account without tags, paged', async () => {
    const first = (await read.get(`/account/${read.world.acme.id}/developers`)).json()
    read.contract.check('GET', '/account/{account_id}/developers', 200, first)
    const second = (await read.get(`/account/${read.world.acme.id}/developers?page=2`)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    const ids = [...first.data, ...second.data].map((developer: { id: string }) => developer.id)
    expect(ids).toEqual(serviceOrder(read.world.developers.filter((_, index) => index < 150 || index === 250)))
    expect(first.data[0]).toEqual({
      id: read.world.star.id,
      developer_name: 'Star',
      developer_business_email: 'star@acme.com',
      latest_activity: T0 + 5000,
      first_activity: T0 - 5 * DAY,
      last_activity_date: '2024-05-01 10:20:35',
      first_activity_date: '2024-04-26 10:20:30',
    })
    expect((await read.get(`/account/${read.world.idle.id}/developers`)).json()).toMatchObject({ data: [], total_pages: 0, next_page: null })
  })

  it('answers developer activities with the developer record fields', async () => {
    const body = (await read.get(`/developer/${read.world.star.id}/activities`)).json()
    read.contract.check('GET', '/developer/{developer_id}/activities', 200, body)
    expect(body.data).toHaveLength(1000)
    expect(body.data[0]).toEqual({
      account_id: read.world.acme.id,
      activity_type: 'PAGE_VISIT',
      actor: 'star@acme.com',
      source_type: 'DOCS_JS',
      source: 'DOCS',
      copied_text: null,
      action_time: T0 - 2_000_000 + 1204 * 1000,
    })
    expect(body.data[1]).toMatchObject({ activity_type: 'COPY_COMMAND', copied_text: 'npm i acme' })
    const third = (await read.get(`/developer/${read.world.star.id}/activities?page=3`)).json()
    expect(third).toMatchObject({ data: [], total_pages: 2, next_page: null })
  })

  it('404s accounts and developers that are unknown or of another workspace', async () => {
    const cases = [
      [`/account/${read.world.otherAccount.id}/activities`, '/account/{account_id}/activities'],
      [`/account/${read.world.otherAccount.id}/developers`, '/account/{account_id}/developers'],
      [`/account/missing/developers`, '/account/{account_id}/developers'],
      [`/developer/missing/activities`, '/developer/{developer_id}/activities'],
    ] as const
    for (const [url, path] of cases) {
      const answer = await read.get(url)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().error.type).toBe('not_found')
      read.contract.check('GET', path, 404, answer.json())
    }
    expect((await read.get(`/developer/${read.world.star.id}/activities`, read.world.otherKey)).statusCode).toBe(404)
    expect((await read.get(`/account/${read.world.acme.id}/activities`, read.world.otherKey)).statusCode).toBe(404)
  })

  it('finds an account by domain within the key workspace only', async () => {
    const found = await read.get('/accounts?domain=https://www.ACME.com/pricing')
    expect(found.statusCode).toBe(200)
    read.contract.check('GET', '/accounts', 200, found.json())
    expect(found.json().data.map((account: { id: string }) => account.id)).toEqual([read.world.acme.id])
    const theirs = (await read.get('/accounts?domain=acme.com', read.world.otherKey)).json()
    expect(theirs.data[0].id).toBe(read.world.otherAccount.id)
    const missing = await read.get('/accounts?domain=nobody.dev')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.type).toBe('not_found')
    for (const url of ['/accounts?domain=not a domain', '/accounts']) {
      const bad = await read.get(url)
      expect(bad.statusCode, url).toBe(400)
      expect(bad.json().error.type).toBe('params_invalid')
    }
  })

  it('rejects a page that is not an integer >= 1 on every paged endpoint', async () => {
    const paged = [
      '/segments',
      `/segment/${read.world.segments.accounts}/accounts`,
      `/segment/${read.world.segments.developers}/developers`,
      `/segment/${read.world.segments.buyers}/buyers`,
      `/account/${read.world.acme.id}/developers`,
      `/account/${read.world.acme.id}/activities`,
      `/developer/${read.world.star.id}/activities`,
    ]
    for (const base of paged) {
      for (const page of ['0', '-1', '1.5', 'abc', '']) {
        const answer = await read.get(`${base}?page=${page}`)
        expect(answer.statusCode, `${base}?page=${page}`).toBe(400)
        expect(answer.json()).toEqual({ error: { message: expect.stringMatching(/page/), type: 'params_invalid' } })
      }
    }
  })
})
