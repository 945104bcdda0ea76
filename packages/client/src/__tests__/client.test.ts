/**
 * The client against a real Devtrail server on a real port, on SQLite and on PostgreSQL: every
 * endpoint through its typed method, iteration over paged answers, typed errors with the request
 * id of the answer, and 429 answers waited out and retried.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { Store } from '../../../server/src/store/store.js'
import { seedWorkspace } from '../../../server/test/seed.js'
import { createTestStore, dialects } from '../../../server/test/stores.js'
import { createDevtrailClient, type DevtrailClient } from '../createDevtrailClient.js'
import { DevtrailApiError } from '../DevtrailApiError.js'
import type { Schema } from '../schema.js'
import { ACCOUNT_COUNT, BUYER_COUNT, type ClientWorld, listeningApp, seedClientWorld } from './clientWorld.js'

/** A fetch that records the status and x-request-id of every answer it gets. */
function recordingFetch() {
  const answers: { status: number; requestId: string | null; at: number }[] = []
  const send = async (request: Request) => {
    const response = await fetch(request)
    answers.push({ status: response.status, requestId: response.headers.get('x-request-id'), at: Date.now() })
    return response
  }
  return { answers, send }
}

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<DevtrailApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DevtrailApiError)
  return error as DevtrailApiError
}

describe.each(dialects)('@devtrail/client against the server on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let baseUrl: string
  let world: ClientWorld
  let devtrail: DevtrailClient
  const recorded = recordingFetch()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    world = await seedClientWorld(store)
    ;({ app, baseUrl } = await listeningApp(store))
    devtrail = createDevtrailClient({ baseUrl: `${baseUrl}/`, apiKey: world.key, user: 'Ops@Acme.com', fetch: recorded.send })
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('lists segments and the members of each segment type', async () => {
    const segments = await devtrail.listSegments()
    expectTypeOf(segments.data).toEqualTypeOf<Schema<'Segment'>[]>()
    expect(segments.data.map((segment) => [segment.name, segment.type])).toEqual([
      ['All accounts', 'ACCOUNT'],
      ['All developers', 'DEVELOPER'],
      ['Platform buyers', 'BUYER'],
    ])
    expect(segments).toEqual(expect.objectContaining({ total_pages: 1, next_page: null, request_id: recorded.answers.at(-1)!.requestId }))

    const firstPage = await devtrail.listSegmentAccounts({ segment_id: world.accountSegmentId })
    expect(firstPage.data).toHaveLength(100)
    expect(firstPage).toEqual(expect.objectContaining({ total_pages: 3, next_page: 2 }))
    expect(firstPage.data[0]).toEqual(expect.objectContaining({ id: world.acmeId, account_domain: 'acme.com', account_name: 'Acme' }))

    const developers = await devtrail.listSegmentDevelopers({ segment_id: world.developerSegmentId })
    expect(developers.data.map((developer) => developer.developer_business_email)).toEqual(['ada@acme.com', 'grace@acme.com', 'linus@acme.com'])
    expectTypeOf(developers.data[0]!.tags).toEqualTypeOf<string>()

    const buyers = await devtrail.listSegmentBuyers({ segment_id: world.buyerSegmentId, page: 2 })
    expect(buyers).toEqual(expect.objectContaining({ total_pages: 2, next_page: null }))
    expect(buyers.data).toHaveLength(BUYER_COUNT - 100)
  })

  it('iterates every page and every row of a paged answer', async () => {
    const pages = []
    for await (const page of devtrail.pages.listSegmentAccounts({ segment_id: world.accountSegmentId })) pages.push(page)
    expect(pages.map((page) => [page.data.length, page.next_page])).toEqual([
      [100, 2],
      [100, 3],
      [30, null],
    ])
    const ids: string[] = []
    for await (const account of devtrail.all.listSegmentAccounts({ segment_id: world.accountSegmentId })) {
      expectTypeOf(account).toEqualTypeOf<Schema<'Account'>>()
      ids.push(account.id)
    }
    expect(ids).toHaveLength(ACCOUNT_COUNT)
    expect(new Set(ids).size).toBe(ACCOUNT_COUNT)
    expect(ids).toEqual(pages.flatMap((page) => page.data.map((account) => account.id)))

    const fromSecond = []
    for await (const account of devtrail.all.listSegmentAccounts({ segment_id: world.accountSegmentId, page: 2 })) fromSecond.push(account.id)
    expect(fromSecond).toEqual(ids.slice(100))

    let buyers = 0
    for await (const _buyer of devtrail.all.listSegmentBuyers({ segment_id: world.buyerSegmentId })) buyers++
    expect(buyers).toBe(BUYER_COUNT)

    // audience members page with page_no/total_pages instead of next_page
    const members = []
    for await (const member of devtrail.all.listAudienceMembers({ audience_id: world.audienceId })) members.push(member.email)
    expect(members).toHaveLength(BUYER_COUNT)
    expect(new Set(members).size).toBe(BUYER_COUNT)
  })

  it('reads accounts, developers and their activities', async () => {
    const found = await devtrail.findAccountByDomain({ domain: 'https://www.acme.com/pricing' })
    expect(found.data.map((account) => account.id)).toEqual([world.acmeId])

    const developers = await devtrail.listAccountDevelopers({ account_id: world.acmeId })
    expect(developers.data.map((developer) => developer.developer_name)).toEqual(['Ada', 'Grace', 'Linus'])
    expect(developers.data[0]).not.toHaveProperty('tags')

    const activities = await devtrail.listAccountActivities({ account_id: world.acmeId })
    expect(activities.data.map((activity) => activity.page)).toEqual([0, 1, 2, 3, 4].map((index) => `https://docs.acme.dev/page-${index}`))
    expect(activities).not.toHaveProperty('next_page')
    const paged = []
    for await (const activity of devtrail.all.listAccountActivities({ account_id: world.acmeId })) paged.push(activity.page)
    expect(paged).toEqual(activities.data.map((activity) => activity.page))

    const own = await devtrail.listDeveloperActivities({ developer_id: world.developerIds[0]! })
    expect(own.data).toHaveLength(5)
    expect(own.data[0]).toEqual(expect.objectContaining({ account_id: world.acmeId, activity_type: 'PAGE_VISIT', source: 'DOCS' }))
    expectTypeOf(own.data[0]!.action_time).toEqualTypeOf<number>()
  })

  it('sets tags and deletes a developer', async () => {
    const tagged = await devtrail.setDeveloperTags({ developer_id: world.developerIds[1]!, body: { tags: ['vip', 'beta'] } })
    expect(tagged.data).toEqual({ developer_id: world.developerIds[1], tags: 'vip,beta' })
    const removed = await devtrail.deleteDeveloper({ developer_id: world.developerIds[2]! })
    expect(removed.data).toEqual(expect.objectContaining({ developer_id: world.developerIds[2], activities: 0 }))
    const left = await devtrail.listAccountDevelopers({ account_id: world.acmeId })
    expect(left.data.map((developer) => developer.developer_name)).toEqual(['Ada', 'Grace'])
  })

  it('creates, lists and fills lists as the client user, or as the user a call names', async () => {
    const list = await devtrail.createList({
      body: { name: 'Trial accounts', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] },
    })
    expect(list).toEqual({ id: expect.any(String), name: 'Trial accounts', description: '', type: 'ACCOUNT' })
    const added = await devtrail.addListRows({ list_id: list.id, body: { entities: [{ primaryKey: 'acme.com' }, { primaryKey: 'globex.com' }] } })
    expect(added.data).toEqual({ list_id: list.id, added: 2, updated: 0 })
    expect((await devtrail.listLists()).map((row) => row.name)).toEqual(['Trial accounts'])
    expect(await devtrail.listLists({ user: 'someone.else@acme.com' })).toEqual([])

    const taken = await rejection(
      devtrail.createList({ body: { name: 'Trial accounts', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] } }),
    )
    expect(taken).toEqual(expect.objectContaining({ status: 409, type: 'name_taken', request_id: recorded.answers.at(-1)!.requestId }))
    expect(taken.message).toMatch(/Trial accounts/)
  })

  it('lists audiences', async () => {
    const audiences = await devtrail.listAudiences({ type: 'buyer' })
    expect(audiences.data.map((audience) => [audience.id, audience.count])).toEqual([[world.audienceId, BUYER_COUNT]])
    const firstPage = await devtrail.listAudienceMembers({ audience_id: world.audienceId, page: 1 })
    expect(firstPage).toEqual(expect.objectContaining({ page_no: 1, page_size: 100, total_pages: 2 }))
  })

  it('throws typed errors carrying type, message and the request id of the answer', async () => {
    const missing = await rejection(devtrail.listSegmentAccounts({ segment_id: 'no-such-segment' }))
    expect(missing).toEqual(expect.objectContaining({ status: 404, type: 'not_found', request_id: recorded.answers.at(-1)!.requestId }))
    expect(missing.request_id).toMatch(/\S/)
    expectTypeOf(missing.type).toExtend<string>()

    const wrongType = await rejection(devtrail.listSegmentAccounts({ segment_id: world.developerSegmentId }))
    expect(wrongType).toEqual(expect.objectContaining({ status: 400, type: 'params_invalid' }))

    const badPage = await rejection(devtrail.listSegments({ page: 0 }))
    expect(badPage).toEqual(expect.objectContaining({ status: 400, type: 'params_invalid' }))

    const stranger = createDevtrailClient({ baseUrl, apiKey: 'dtk_not_a_key' })
    const unauthorized = await rejection(stranger.listSegments())
    expect(unauthorized).toEqual(expect.objectContaining({ status: 401, type: 'unauthorized', retryAfterSeconds: null }))

    const noUser = createDevtrailClient({ baseUrl, apiKey: world.key })
    expect(await rejection(noUser.listLists())).toEqual(expect.objectContaining({ status: 400, type: 'params_invalid' }))
  })

  it('refuses input an operation does not take before sending anything', async () => {
    const before = recorded.answers.length
    const untyped = devtrail as unknown as Record<string, (input: unknown) => Promise<unknown>>
    await expect(untyped.listSegments!({ pag: 2 })).rejects.toThrow(/listSegments: unknown input pag/)
    await expect(untyped.listSegmentAccounts!({})).rejects.toThrow(/segment_id is required/)
    expect(recorded.answers.length).toBe(before)
  })

  it('waits out Retry-After on 429 and sends again, and hands over a 429 it may not wait for', async () => {
    const { key } = await seedWorkspace(store, 'Limited')
    const limited = await listeningApp(store, { rateLimit: { max: 2, timeWindowMs: 1000 } })
    try {
      const seen = recordingFetch()
      const patient = createDevtrailClient({ baseUrl: limited.baseUrl, apiKey: key, fetch: seen.send })
      const answers = await Promise.all([patient.listSegments(), patient.listSegments(), patient.listSegments()])
      expect(answers.map((answer) => answer.data)).toEqual([[], [], []])
      const refused = seen.answers.filter((answer) => answer.status === 429)
      expect(refused.length).toBeGreaterThanOrEqual(1)
      const retried = seen.answers.filter((answer) => answer.status === 200 && answer.at > refused[0]!.at)
      expect(retried.length).toBeGreaterThanOrEqual(1)

      const hasty = createDevtrailClient({ baseUrl: limited.baseUrl, apiKey: key, maxRetries: 0 })
      const results = await Promise.allSettled([hasty.listSegments(), hasty.listSegments(), hasty.listSegments()])
      const limitedError = results.find((result) => result.status === 'rejected')
      expect(limitedError).toBeDefined()
      const error = (limitedError as PromiseRejectedResult).reason as DevtrailApiError
      expect(error).toEqual(expect.objectContaining({ status: 429, type: 'rate_limited', request_id: expect.any(String) }))
      expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1)

      // a Retry-After longer than the client may wait is thrown at once (another key: its own window, unspent)
      const briefKey = (await seedWorkspace(store, 'Limited briefly')).key
      const brief = createDevtrailClient({ baseUrl: limited.baseUrl, apiKey: briefKey, maxRetryDelayMs: 10 })
      const started = Date.now()
      const briefResults = await Promise.allSettled([brief.listSegments(), brief.listSegments(), brief.listSegments()])
      expect(briefResults.filter((result) => result.status === 'rejected')).toHaveLength(1)
      expect(Date.now() - started).toBeLessThan(900)
    } finally {
      await limited.app.close()
    }
  })
})
