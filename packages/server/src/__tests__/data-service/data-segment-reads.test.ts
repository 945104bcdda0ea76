import { describe, expect, it } from 'vitest'
import { DAY, serviceOrder, T0, useReadWorld } from '../../../test/readWorld.js'
import { dialects } from '../../../test/stores.js'
import { seedWorkspace } from '../../../test/seed.js'
import { createSegment } from '../../segments/segment.js'

describe.each(dialects)('segment reads on %s', (dialect) => {
  const read = useReadWorld(dialect)

  it('lists segments with the spec fields', async () => {
    const answer = await read.get('/segments')
    expect(answer.statusCode).toBe(200)
    read.contract.check('GET', '/segments', 200, answer.json())
    const body = answer.json()
    expect(body.data).toHaveLength(4)
    expect(body.data[0]).toEqual({ name: 'All accounts', segment_id: read.world.segments.accounts, type: 'ACCOUNT', description: 'every account' })
    expect(body.data.map((segment: { segment_id: string }) => segment.segment_id)).not.toContain(read.world.segments.other)
    expect(body).toMatchObject({ total_pages: 1, next_page: null })
    const past = await read.get('/segments?page=2')
    expect(past.json()).toMatchObject({ data: [], total_pages: 1, next_page: null })
  })

  it('pages the segments list past 100', async () => {
    const many = await seedWorkspace(read.store, 'Many segments')
    for (let index = 0; index < 105; index++)
      await createSegment(read.store, { workspaceId: many.workspaceId, type: 'ACCOUNT', name: `S${String(index).padStart(3, '0')}`, filter: {} })
    const first = (await read.get('/segments', many.key)).json()
    const second = (await read.get('/segments?page=2', many.key)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    const names = [...first.data, ...second.data].map((segment: { name: string }) => segment.name)
    // creation order, even for segments created within one millisecond
    expect(names).toEqual(Array.from({ length: 105 }, (_, index) => `S${String(index).padStart(3, '0')}`))
    const again = [...(await read.get('/segments', many.key)).json().data, ...(await read.get('/segments?page=2', many.key)).json().data]
    expect(again.map((segment: { name: string }) => segment.name)).toEqual(names)
  })

  it('answers accounts of an ACCOUNT segment with exact formats, never-active as null', async () => {
    const answer = await read.get(`/segment/${read.world.segments.accounts}/accounts`)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    read.contract.check('GET', '/segment/{segment_id}/accounts', 200, body)
    expect(body.data).toEqual([
      {
        id: read.world.acme.id,
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
        id: read.world.idle.id,
        account_name: 'Idle',
        account_domain: 'idle.io',
        country: null,
        first_activity_date: null,
        last_activity_date: null,
        first_activity: null,
        latest_activity: null,
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
      const answer = await read.get(`/segment/${read.world.segments.developers}/developers?page=${page}`)
      expect(answer.statusCode).toBe(200)
      const body = answer.json()
      read.contract.check('GET', '/segment/{segment_id}/developers', 200, body)
      expect(body.total_pages).toBe(3)
      seen.push(...body.data.map((developer: { id: string }) => developer.id))
      nextPages.push(body.next_page)
      page = body.next_page
    }
    expect(nextPages).toEqual([2, 3, null])
    expect(seen).toEqual(serviceOrder(read.world.developers))
    expect(new Set(seen).size).toBe(251)
    const past = (await read.get(`/segment/${read.world.segments.developers}/developers?page=4`)).json()
    expect(past).toMatchObject({ data: [], total_pages: 3, next_page: null })
    const vip = (await read.get(`/segment/${read.world.segments.vip}/developers`)).json()
    expect(vip.data).toEqual([
      {
        id: read.world.star.id,
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
    const first = (await read.get(`/segment/${read.world.segments.buyers}/buyers`)).json()
    read.contract.check('GET', '/segment/{segment_id}/buyers', 200, first)
    const second = (await read.get(`/segment/${read.world.segments.buyers}/buyers?page=2`)).json()
    expect(first).toMatchObject({ total_pages: 2, next_page: 2 })
    expect(second).toMatchObject({ total_pages: 2, next_page: null })
    expect([...first.data, ...second.data].map((buyer: { id: string }) => buyer.id)).toEqual(serviceOrder(read.world.contacts))
    const never = second.data.at(-1)
    expect(Object.keys(never).sort()).toEqual([
      'developer_business_email',
      'developer_name',
      'first_activity',
      'first_activity_date',
      'id',
      'last_activity_date',
      'latest_activity',
      'tags',
    ])
    expect(never).toMatchObject({ latest_activity: null, last_activity_date: null, tags: 'buyer' })
    expect(first.data[0].developer_name).toMatch(/^Buyer \d+$/)
    expect(first.data[0].developer_business_email).toMatch(/^buyer\d+@corp\.com$/)
  })

  it('refuses members of the wrong type (400) and unknown or foreign segments (404)', async () => {
    const wrong = [
      `/segment/${read.world.segments.accounts}/developers`,
      `/segment/${read.world.segments.developers}/accounts`,
      `/segment/${read.world.segments.developers}/buyers`,
      `/segment/${read.world.segments.buyers}/accounts`,
    ]
    for (const url of wrong) {
      const answer = await read.get(url)
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json().error.type).toBe('params_invalid')
    }
    for (const url of [`/segment/${read.world.segments.other}/developers`, `/segment/nope/accounts`, `/segment/${read.world.segments.developers}/developers`]) {
      const answer = await read.get(url, url.includes(read.world.segments.developers) ? read.world.otherKey : read.world.key)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json()).toEqual({ error: { message: expect.any(String), type: 'not_found' } })
      read.contract.check('GET', '/segment/{segment_id}/developers', 404, answer.json())
    }
  })
})
