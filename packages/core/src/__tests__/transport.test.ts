import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, freshPage, installCollector, load, settle, unload, type Collector } from './collector'

let wire: Collector

beforeEach(async () => {
  vi.useFakeTimers()
  await freshPage()
  wire = installCollector()
})
afterEach(async () => {
  await unload()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const start = async () => {
  const tracker = await load()
  tracker.init({ clientID: 'c1', apiHost: API + '/' })
  return tracker
}
const eventIds = () => wire.batches().map((b) => b.events.map((e) => e.id))

describe('transport', () => {
  it('sends the first visit at once, then batches events into one text/plain POST per second', async () => {
    await start()
    await settle(0)
    expect(wire.requests.map((r) => [r.via, r.path])).toEqual([
      ['fetch', '/v1/session'],
      ['fetch', '/v1/events'],
    ])
    expect(wire.batches()[0]!.events.map((e) => e.type)).toEqual(['PAGE_VISIT'])
    history.pushState(null, '', '/a')
    history.pushState(null, '', '/b')
    await settle(999)
    expect(wire.batches()).toHaveLength(1)
    await settle(1)
    expect(wire.requests.map((r) => [r.via, r.path])).toEqual([
      ['fetch', '/v1/session'],
      ['fetch', '/v1/events'],
      ['fetch', '/v1/events'],
    ])
    const r = wire.requests[2]!
    expect(r.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(r.init!.headers).toBeUndefined() // a string body goes as text/plain: no preflight
    expect(typeof r.init!.body).toBe('string')
    expect(r.body.events).toHaveLength(2)
    expect(wire.sessions()).toEqual([{ client_id: 'c1', anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
  })

  it('caps a batch at 50 events and sends at once when full', async () => {
    await start()
    for (let i = 0; i < 59; i++) history.pushState(null, '', '/p' + i)
    await settle(0)
    await settle()
    expect(wire.batches().map((b) => b.events.length)).toEqual([50, 10])
  })

  it('on 401 fetches one new token and resends the same batch (same event ids)', async () => {
    await start()
    wire.answer({ status: 200, json: { token: 'old', expires_at: Date.now() + 3600_000 } }, { status: 401, json: { error: { type: 'token_expired', message: 'expired' } } })
    await settle()
    const batches = wire.batches()
    expect(batches.map((b) => b.token)).toEqual(['old', expect.stringMatching(/^tok-1-/)])
    expect(eventIds()[0]).toEqual(eventIds()[1])
    expect(wire.sessions()).toHaveLength(2)
    history.pushState(null, '', '/next') // the new token is cached
    await settle()
    expect(wire.sessions()).toHaveLength(2)
  })

  it('retries 5xx and 429 with backoff, then stops once delivered', async () => {
    wire.answer({ status: 200, json: { token: 't', expires_at: Date.now() + 3600_000 } }, { status: 503 }, { status: 429 })
    await start()
    await settle(0) // first attempt, at once: 503
    expect(wire.batches()).toHaveLength(1)
    await settle(900) // backoff 2 s * [0.5, 1): not before 1 s
    expect(wire.batches()).toHaveLength(1)
    await settle(1100) // second attempt: 429
    expect(wire.batches()).toHaveLength(2)
    await settle(4000) // backoff 4 s * [0.5, 1): third attempt succeeds
    expect(wire.batches()).toHaveLength(3)
    await settle(60_000)
    expect(wire.batches()).toHaveLength(3)
    expect(new Set(eventIds().map((ids) => ids.join()))).toHaveProperty('size', 1)
  })

  it('drops a batch the collector rejects with another 4xx', async () => {
    await start()
    wire.answer({ status: 200, json: { token: 't', expires_at: Date.now() + 3600_000 } }, { status: 400, json: { error: { type: 'params_invalid', message: 'bad' } } })
    await settle()
    await settle(60_000)
    expect(wire.batches()).toHaveLength(1)
    expect(localStorage.getItem('dt_q_c1')).toBe('[]')
  })

  it('keeps events offline and sends them when back online', async () => {
    await start()
    wire.setOffline(true)
    history.pushState(null, '', '/offline')
    await settle()
    expect(wire.batches()).toHaveLength(0)
    expect(JSON.parse(localStorage.getItem('dt_q_c1')!)).toHaveLength(2)
    wire.setOffline(false)
    window.dispatchEvent(new Event('online'))
    await settle(0)
    expect(wire.events().map((e) => new URL(e.url).pathname)).toEqual(['/', '/offline'])
    expect(localStorage.getItem('dt_q_c1')).toBe('[]')
  })

  it('sends events persisted by an earlier page on the next load, ids unchanged', async () => {
    await start()
    wire.setOffline(true)
    await settle()
    const queued = JSON.parse(localStorage.getItem('dt_q_c1')!)
    await unload()
    wire.setOffline(false)
    await start() // reload
    await settle()
    expect(wire.events().map((e) => e.id)).toEqual([queued[0].e.id, expect.any(String)])
  })

  it('sends the pending batch by sendBeacon on pagehide and keeps it queued until confirmed', async () => {
    await start()
    await settle() // token cached, first visit delivered
    history.pushState(null, '', '/last')
    window.dispatchEvent(new Event('pagehide'))
    const beacon = wire.requests.find((r) => r.via == 'beacon')!
    expect(beacon.path).toBe('/v1/events')
    expect(beacon.body.token).toMatch(/^tok-1-/)
    expect(beacon.body.events.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(['/last'])
    expect(JSON.parse(localStorage.getItem('dt_q_c1')!)).toHaveLength(1)
  })

  it('falls back to fetch keepalive when sendBeacon is missing', async () => {
    await start()
    await settle()
    ;(navigator as { sendBeacon?: unknown }).sendBeacon = undefined
    history.pushState(null, '', '/last')
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    delete (document as { hidden?: boolean }).hidden
    const last = wire.requests.at(-1)!
    expect([last.via, last.path, last.init?.keepalive]).toEqual(['fetch', '/v1/events', true])
  })

  it('bounds the persisted queue at 500 events, dropping the oldest', async () => {
    await start()
    wire.setOffline(true)
    for (let i = 0; i < 600; i++) history.pushState(null, '', '/p' + i)
    const queue = JSON.parse(localStorage.getItem('dt_q_c1')!)
    expect(queue).toHaveLength(500)
    expect(new URL(queue[0].e.url).pathname).toBe('/p100')
    expect(new URL(queue[499].e.url).pathname).toBe('/p599')
  })
})
