import { describe, expect, it } from 'vitest'
import { API, load, queuedEvents, settle, storedQueues, unload, useTrackedPage } from './collector'

const wire = useTrackedPage()

const start = async () => {
  const tracker = await load()
  tracker.init({ clientID: 'c1', apiHost: `${API}/` })
  return tracker
}
const eventIds = () => wire.batches().map((b) => b.events.map((e) => e.id))
/** An SPA navigation whose new page sets its title, as routers do after pushState. */
const navigate = (path: string) => {
  history.pushState(null, '', path)
  document.title = `Page ${path}`
}
const copyCommand = (text: string) => {
  document.body.innerHTML = `<pre><code class="language-bash">${text}</code></pre>`
  const code = document.querySelector('code')!
  getSelection()!.selectAllChildren(code)
  code.dispatchEvent(new Event('copy', { bubbles: true }))
}

describe('transport', () => {
  it('sends the first page view in ONE request, at once, carrying client and anonymous id; its answer brings the token', async () => {
    await start()
    await settle(0)
    expect(wire.requests.map((r) => [r.via, r.path])).toEqual([['fetch', '/v1/events']])
    const [first] = wire.batches()
    expect(first).toEqual({
      client_id: 'c1',
      anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      events: [expect.objectContaining({ type: 'PAGE_VISIT' })],
    })
    const r = wire.requests[0]!
    expect(r.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(r.init!.headers).toBeUndefined() // a string body goes as text/plain: no preflight
    // later requests send the token back
    navigate('/next')
    await settle(0)
    expect(wire.batches()[1]).toMatchObject({ client_id: 'c1', anonymous_id: first!.anonymous_id, token: `tok-1-${first!.anonymous_id}` })
  })

  it('sends an SPA page view as soon as the new page has its title, and batches copies within a second', async () => {
    await start()
    await settle(0)
    history.pushState(null, '', '/a')
    await settle(0)
    expect(wire.batches()).toHaveLength(1) // waiting for the new page's title
    document.title = 'A'
    await settle(0)
    expect(wire.batches()).toHaveLength(2)
    expect(wire.batches()[1]!.events).toEqual([expect.objectContaining({ type: 'PAGE_VISIT', title: 'A' })])
    copyCommand('npm install acme')
    copyCommand('npm test')
    await settle(999)
    expect(wire.batches()).toHaveLength(2)
    await settle(1)
    expect(wire.batches()[2]!.events.map((e) => e.type)).toEqual(['COPY', 'COPY'])
  })

  it('sends an SPA page view after 50 ms when the title does not change', async () => {
    await start()
    await settle(0)
    history.pushState(null, '', '/same-title')
    await settle(49)
    expect(wire.batches()).toHaveLength(1)
    await settle(1)
    expect(wire.batches()[1]!.events).toEqual([expect.objectContaining({ type: 'PAGE_VISIT', title: 'Docs' })])
  })

  it('caps a batch at 50 events and sends at once when full', async () => {
    await start()
    wire.setOffline(true)
    await settle(0)
    for (let i = 0; i < 60; i++) navigate(`/p${i}`)
    wire.setOffline(false)
    window.dispatchEvent(new Event('online'))
    await settle(0)
    await settle(0)
    // the first visit left before going offline; back online, the 60 queued leave in full batches
    expect(wire.batches().map((b) => b.events.length)).toEqual([1, 50, 10])
  })

  it('on 401 drops the token and resends the same batch (same event ids) without it, once', async () => {
    await start()
    await settle(0)
    wire.answer({ status: 401, json: { error: { type: 'token_expired', message: 'expired' } } })
    navigate('/next')
    await settle(0)
    const batches = wire.batches()
    expect(batches.map((b) => b.token)).toEqual([undefined, expect.stringMatching(/^tok-1-/), undefined])
    expect(eventIds()[1]).toEqual(eventIds()[2])
    navigate('/later') // the new token is kept
    await settle(0)
    expect(wire.batches()[3]!.token).toMatch(/^tok-2-/)
  })

  it('retries 5xx and 429 with backoff, then stops once delivered', async () => {
    wire.answer({ status: 503 }, { status: 429 })
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
    wire.answer({ status: 400, json: { error: { type: 'params_invalid', message: 'bad' } } })
    await start()
    await settle(0)
    await settle(60_000)
    expect(wire.batches()).toHaveLength(1)
    expect(storedQueues()).toEqual([])
  })

  it('keeps events offline and sends them when back online', async () => {
    await start()
    wire.setOffline(true)
    navigate('/offline')
    await settle()
    expect(wire.delivered().map((e) => new URL(e.url).pathname)).toEqual(['/'])
    expect(queuedEvents()).toHaveLength(1)
    wire.setOffline(false)
    window.dispatchEvent(new Event('online'))
    await settle(0)
    expect(wire.delivered().map((e) => new URL(e.url).pathname)).toEqual(['/', '/offline'])
    expect(storedQueues()).toEqual([])
  })

  it('sends events persisted by an earlier page on the next load, ids unchanged', async () => {
    wire.setOffline(true)
    await start()
    await settle()
    const [queued] = queuedEvents()
    window.dispatchEvent(new Event('pagehide'))
    await unload()
    wire.setOffline(false)
    await start() // reload: adopts the closed queue
    await settle(0)
    expect(wire.delivered().map((e) => e.id)).toContain(queued!.id)
    expect(storedQueues()).toEqual([])
  })

  it('sends the pending batch by sendBeacon on pagehide and keeps it queued (closed, for adoption) until confirmed', async () => {
    await start()
    await settle(0) // token kept, first visit delivered
    wire.setOffline(true)
    navigate('/last')
    await settle(0)
    window.dispatchEvent(new Event('pagehide'))
    const beacon = wire.requests.find((r) => r.via == 'beacon')!
    expect(beacon.path).toBe('/v1/events')
    expect(beacon.body.token).toMatch(/^tok-1-/)
    expect(beacon.body.events.map((e: { url: string }) => new URL(e.url).pathname)).toEqual(['/last'])
    expect(storedQueues()).toEqual([expect.objectContaining({ c: 1, q: [expect.anything()] })])
  })

  it('falls back to fetch keepalive when sendBeacon is missing', async () => {
    await start()
    await settle(0)
    ;(navigator as { sendBeacon?: unknown }).sendBeacon = undefined
    copyCommand('npm install acme')
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    delete (document as { hidden?: boolean }).hidden
    const last = wire.requests.at(-1)!
    expect([last.via, last.path, last.init?.keepalive]).toEqual(['fetch', '/v1/events', true])
  })

  it('bounds the persisted queue at 500 events, dropping the oldest', async () => {
    await start()
    wire.setOffline(true)
    for (let i = 0; i < 600; i++) navigate(`/p${i}`)
    await settle(0)
    const queue = queuedEvents()
    expect(queue).toHaveLength(500)
    expect(new URL(queue[0]!.url).pathname).toBe('/p100')
    expect(new URL(queue[499]!.url).pathname).toBe('/p599')
  })

  it('writes only its own queue key, so tabs never overwrite each other', async () => {
    localStorage.setItem('dt_q_c1_othertab', JSON.stringify({ t: Date.now(), q: [] }))
    await start()
    wire.setOffline(true)
    navigate('/mine')
    await settle(0)
    expect(JSON.parse(localStorage.getItem('dt_q_c1_othertab')!)).toEqual({ t: expect.any(Number), q: [] })
    expect(storedQueues()).toHaveLength(2)
  })

  it('adopts the queue of a tab that closed or went stale, not of a live one', async () => {
    const item = (url: string) => ({ a: '0b7e7dd0-46c9-4e6c-9d8a-2f2a1a4f0c11', e: { type: 'PAGE_VISIT', id: crypto.randomUUID(), time: 1, url } })
    localStorage.setItem('dt_q_c1_closed', JSON.stringify({ t: Date.now(), c: 1, q: [item('https://x.test/closed')] }))
    localStorage.setItem('dt_q_c1_stale', JSON.stringify({ t: Date.now() - 2 * 36e5, q: [item('https://x.test/stale')] }))
    localStorage.setItem('dt_q_c1_live', JSON.stringify({ t: Date.now(), q: [item('https://x.test/live')] }))
    await start()
    await settle(0)
    await settle(0)
    expect(wire.events().map((e) => e.url)).toEqual(expect.arrayContaining(['https://x.test/closed', 'https://x.test/stale']))
    expect(wire.events().map((e) => e.url)).not.toContain('https://x.test/live')
    expect(localStorage.getItem('dt_q_c1_closed')).toBeNull()
    expect(localStorage.getItem('dt_q_c1_live')).not.toBeNull()
  })

  it('keeps a queue closed once its page went away, even when a send fails afterwards', async () => {
    wire.setOffline(true)
    await start()
    await settle(0)
    window.dispatchEvent(new Event('pagehide'))
    expect(storedQueues()).toEqual([expect.objectContaining({ c: 1 })])
    await settle(60_000) // retries keep failing after the page went away
    expect(storedQueues()).toEqual([expect.objectContaining({ c: 1 })])
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(storedQueues()).toEqual([expect.not.objectContaining({ c: 1 })])
  })
})
