/**
 * Typed drops at the collector: every event it does not store has a reason, answered in
 * `dropped` (on a 200) and counted per asset, day and reason for `GET /stats/drops`; and only
 * the activities a request added are handed to the alert evaluator (a retry hands over none).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { rotateIdentifySecret } from '../../admin/identifySecrets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp, signIdentity } from '../../app.js'
import type { CollectorOptions } from '../../routes/collector.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const origin = 'https://docs.acme.io'
/** isbot counts node's fetch and inject as bots: send what a browser sends. */
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'
const today = new Date().toISOString().slice(0, 10)

describe.each(dialects)('collector drops on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let apiKey: string
  const box = new SecretBox(randomBytes(32))

  const pageVisit = (id: string = randomUUID()) => ({ type: 'PAGE_VISIT', id, time: Date.now() - 1000, url: `${origin}/start` })
  const post = (asset: Asset, events: unknown[], headers: Record<string, string> = {}, body: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain', 'user-agent': browser, origin, ...headers },
      payload: JSON.stringify({ client_id: asset.client_id, anonymous_id: randomUUID(), events, ...body }),
    })
  const newAsset = (kind: 'docs' | 'product' = 'docs') => createAsset(store, { workspaceId, kind, origins: [origin] })
  /** The stored drop counts of `asset` today, by reason (read through the data service). */
  const countsOf = async (asset: Asset) => {
    const answer = await app.inject({ method: 'GET', url: `/stats/drops?from=${today}&to=${today}`, headers: { 'x-api-key': apiKey } })
    expect(answer.statusCode).toBe(200)
    const rows: { asset_id: string; reason: string; count: number; date: string }[] = answer.json().data
    return Object.fromEntries(rows.filter((row) => row.asset_id === asset.id && row.date === today).map((row) => [row.reason, row.count]))
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    const options: CollectorOptions = {
      store,
      tokenSecret: 'collector-drops-token-secret-0123',
      secretBox: box,
      rateLimits: { collectorPerClient: 2 },
      dropFlushMs: 10,
    }
    app = await createApp(options)
    workspaceId = (await createWorkspace(store, 'Drops')).id
    apiKey = (await createApiKey(store, workspaceId, 'drops', 'read')).key
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('answers a headless browser 200 with its events dropped as a bot, and counts them for the asset', async () => {
    const asset = await newAsset()
    const answer = await post(asset, [pageVisit(), pageVisit()], { 'user-agent': headless })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ accepted: 0, dropped: { bot: 2 } })
    await expect.poll(() => countsOf(asset), { timeout: 5000 }).toEqual({ bot: 2 })
  })

  it('answers the events of a batch it did not store by reason: prose copies, refused identifies, duplicates', async () => {
    const asset = await newAsset('product')
    const { secret } = await rotateIdentifySecret(store, box, asset.id)
    const identity = { username: 'maya@customer.com', type: 'email' as const }
    const identify = (signature?: string) => ({
      type: 'IDENTIFY',
      id: randomUUID(),
      time: Date.now() - 500,
      url: `${origin}/in`,
      identity,
      ...(signature === undefined ? {} : { signature }),
    })
    const prose = { type: 'COPY', id: randomUUID(), time: Date.now() - 500, url: `${origin}/contact`, text: 'sales@acme.io', method: 'button' }
    const repeated = randomUUID()
    const events = [
      pageVisit(repeated),
      pageVisit(repeated),
      prose,
      identify(),
      identify(signIdentity('not-the-secret', identity)),
      identify(signIdentity(secret, identity)),
    ]
    const first = await post(asset, events)
    expect(first.statusCode).toBe(200)
    // kept: the page visit (sent twice, stored once) and the signed identify
    expect(first.json()).toMatchObject({ accepted: 3, dropped: { duplicate: 1, prose_copy: 1, unsigned_identify: 1, invalid_signature: 1 } })
    // a retry of the same batch: everything kept was stored before
    const retry = await post(asset, events)
    expect(retry.json()).toMatchObject({ accepted: 3, dropped: { duplicate: 3, prose_copy: 1, unsigned_identify: 1, invalid_signature: 1 } })
    await expect.poll(() => countsOf(asset), { timeout: 5000 }).toEqual({ duplicate: 4, prose_copy: 2, unsigned_identify: 2, invalid_signature: 2 })
    // the page visit sent twice in one batch counts once in the rollups
    const rolled = await store.db
      .selectFrom('stats_daily_activity')
      .select('count')
      .where('workspace_id', '=', workspaceId)
      .where('activity_type', '=', 'PAGE_VISIT')
      .execute()
    expect(rolled.reduce((sum, row) => sum + Number(row.count), 0)).toBe(1)
  })

  it('counts the events of refused requests for the asset they name: invalid, origin not allowed, rate limited', async () => {
    const asset = await newAsset()
    const invalid = await post(asset, [{ type: 'PAGE_VISIT', id: 'not-a-uuid', time: 1, url: origin }])
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.type).toBe('params_invalid')
    const elsewhere = await post(asset, [pageVisit(), pageVisit(), pageVisit()], { origin: 'https://evil.example' })
    expect(elsewhere.statusCode).toBe(403)
    // the limit is 2 requests per client ID (counted once the body is valid): the third is refused
    expect((await post(asset, [pageVisit()])).statusCode).toBe(200)
    const limited = await post(asset, [pageVisit()])
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.type).toBe('rate_limited')
    await expect.poll(() => countsOf(asset), { timeout: 5000 }).toEqual({ invalid: 1, origin_not_allowed: 3, rate_limited: 1 })
  })

  it('hands the alert evaluator the activities a request added, once: a retry hands over none', async () => {
    const asset = await newAsset()
    const handed: string[][] = []
    const committed = vi.spyOn(app.alerts, 'committed').mockImplementation((_workspaceId, activities) => {
      handed.push(activities.map((activity) => activity.id))
    })
    try {
      const [stored, added] = [randomUUID(), randomUUID()]
      const vital = { type: 'WEB_VITAL', id: randomUUID(), time: Date.now() - 100, url: `${origin}/start`, name: 'LCP', value: 900, rating: 'good' }
      const first = await post(asset, [pageVisit(stored), vital])
      const retry = await post(asset, [pageVisit(stored), vital])
      // another asset of the workspace: the first is at its rate limit
      const mixed = await post(await newAsset(), [pageVisit(stored), pageVisit(added)])
      // no web vital, nothing of the retry, only the new one of the mixed batch
      expect(handed.filter((ids) => ids.length > 0)).toEqual([[stored], [added]])
      expect(first.json()).toEqual({ accepted: 2, token: expect.any(String) })
      expect(retry.json()).toMatchObject({ accepted: 2, dropped: { duplicate: 1 } })
      expect(mixed.json()).toMatchObject({ accepted: 2, dropped: { duplicate: 1 } })
    } finally {
      committed.mockRestore()
    }
  })
})
