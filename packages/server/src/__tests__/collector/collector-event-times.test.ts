import { randomUUID } from 'node:crypto'
import { MAX_EVENT_AGE_MS } from '@devtrail/core/protocol'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { occurredAtOf } from '../../collector/eventTime.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const YEAR_3000 = Date.UTC(3000, 0, 1)

describe('event times', () => {
  it('keeps a plausible time and stores any other as the arrival time', () => {
    const arrival = Date.UTC(2026, 5, 1)
    expect(occurredAtOf(arrival - 5_000, arrival)).toBe(arrival - 5_000)
    expect(occurredAtOf(arrival - MAX_EVENT_AGE_MS, arrival)).toBe(arrival - MAX_EVENT_AGE_MS)
    for (const time of [0, 1, Date.UTC(1970, 0, 2), arrival - MAX_EVENT_AGE_MS - 1, arrival + 1, YEAR_3000, 8_640_000_000_000_000]) {
      expect(occurredAtOf(time, arrival), String(time)).toBe(arrival)
    }
  })
})

describe.each(dialects)('event times through the collector on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let asset: Asset

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'event-times-secret-0123456789' })
    asset = await createAsset(store, { workspaceId: (await createWorkspace(store, 'Clocks')).id, kind: 'docs', origins: ['https://docs.acme.io'] })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  const send = (events: unknown[]) =>
    app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, origin: 'https://docs.acme.io' },
      payload: JSON.stringify({ client_id: asset.client_id, anonymous_id: randomUUID(), events }),
    })
  const visit = (time: unknown) => ({ type: 'PAGE_VISIT', id: randomUUID(), time, url: 'https://docs.acme.io/start', title: 'Start' })

  it('never stores a time of 0, 1970, older than the believed age or in the future (year 3000) as such', async () => {
    const recent = Date.now() - 60_000
    const events = [visit(0), visit(Date.UTC(1970, 0, 1, 0, 0, 1)), visit(Date.now() - MAX_EVENT_AGE_MS - 60_000), visit(YEAR_3000), visit(recent)]
    const before = Date.now()
    const answer = await send(events)
    const after = Date.now()
    expect(answer.statusCode).toBe(200)
    const rows = await store.db
      .selectFrom('activities')
      .select(['id', 'occurred_at', 'received_at'])
      .where(
        'id',
        'in',
        events.map((event) => event.id),
      )
      .execute()
    const stored = new Map(rows.map((row) => [row.id, Number(row.occurred_at)]))
    expect(stored.size).toBe(5)
    for (const event of events.slice(0, 4)) {
      const occurredAt = stored.get(event.id)!
      expect(occurredAt).toBeGreaterThanOrEqual(before)
      expect(occurredAt).toBeLessThanOrEqual(after)
    }
    expect(stored.get(events[4]!.id)).toBe(recent)
  })

  it('refuses a negative time as malformed, storing nothing', async () => {
    const negative = visit(-1)
    const answer = await send([negative])
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.type).toBe('params_invalid')
    expect(await store.db.selectFrom('activities').select('id').where('id', '=', negative.id).execute()).toEqual([])
  })
})
