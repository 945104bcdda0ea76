import { describe, expect, it, vi } from 'vitest'
import type { PageVisitEvent } from '../protocol'
import type { LoaderQueue } from '../types'
import { hostedPage, page, SCRIPT_HOST, useDocsPage } from './hostedPage'
import { API, completeTrackerArrives, hostedScriptRuns, load, settle, storedQueues } from './collector'

const wire = useDocsPage()
const visits = () => wire.events().filter((e): e is PageVisitEvent => e.type == 'PAGE_VISIT')
const ids = () => wire.events().map((e) => e.id)

describe('the hosted script', () => {
  it('sends the first page view itself, in one request, then loads the complete tracker, which sends what follows and never the first again', async () => {
    const devtrail = await hostedPage()
    await settle(0)
    expect(wire.batches()).toEqual([
      {
        client_id: 'c1',
        anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        events: [{ type: 'PAGE_VISIT', id: expect.any(String), time: expect.any(Number), url: 'http://localhost:3000/docs', referrer: '', title: 'Docs' }],
      },
    ])
    expect(wire.requests[0]!.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(document.querySelector<HTMLScriptElement>('script[src$="full.js"]')!.src).toBe(`${SCRIPT_HOST}/tracker/0.2.0/full.js`)

    devtrail.identify({ username: 'ada@example.com', type: 'email' })
    await settle()
    expect(wire.batches()).toHaveLength(1) // waits for the complete tracker
    await completeTrackerArrives()
    await settle(0)
    const [first, second] = wire.batches()
    expect(second).toMatchObject({ anonymous_id: first!.anonymous_id, token: `tok-1-${first!.anonymous_id}`, events: [{ type: 'IDENTIFY' }] })
    history.pushState(null, '', '/docs/next')
    document.title = 'Next'
    await settle()
    expect(visits().map((v) => [new URL(v.url).pathname, v.title, v.referrer])).toEqual([
      ['/docs', 'Docs', ''],
      ['/docs/next', 'Next', 'http://localhost:3000/docs'],
    ])
    expect(new Set(ids()).size).toBe(ids().length)
    expect(storedQueues()).toEqual([])
    // window.Devtrail stays the object the page was given, now forwarding to the complete tracker
    expect(page.Devtrail).toBe(devtrail)
  })

  it('asks for the complete tracker at the first idle moment after the page view, not before', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    await hostedPage()
    await settle(0)
    expect(wire.batches()).toHaveLength(1)
    expect(document.querySelector('script[src$="full.js"]')).toBeNull()
    for (const callback of idle.splice(0)) callback()
    expect(document.querySelector<HTMLScriptElement>('script[src$="full.js"]')!.src).toBe(`${SCRIPT_HOST}/tracker/0.2.0/full.js`)
    await completeTrackerArrives()
    await settle()
    expect(storedQueues()).toEqual([])
  })

  it('reports a navigation made before the complete tracker arrived, with its title and referrer', async () => {
    await hostedPage()
    await settle(0)
    history.pushState(null, '', '/docs/install')
    document.title = 'Install'
    await completeTrackerArrives()
    await settle()
    expect(visits().map((v) => [new URL(v.url).pathname, v.title, v.referrer])).toEqual([
      ['/docs', 'Docs', ''],
      ['/docs/install', 'Install', 'http://localhost:3000/docs'],
    ])
  })

  it('loses nothing when the first request fails: the complete tracker sends the same events again, once', async () => {
    wire.setOffline(true)
    await hostedPage()
    await settle(0)
    const [sent] = wire.events()
    expect(wire.delivered()).toEqual([])
    await completeTrackerArrives()
    wire.setOffline(false)
    await settle(2000)
    expect(wire.delivered().map((e) => e.id)).toEqual([sent!.id])
    expect(storedQueues()).toEqual([])
  })

  it('keeps the page view of a failed request in storage when the complete tracker never arrives; the next page sends it', async () => {
    wire.setOffline(true)
    await hostedPage()
    await settle(0)
    const [sent] = wire.events()
    expect(storedQueues()).toEqual([{ t: expect.any(Number), c: 1, q: [{ a: expect.any(String), e: sent }] }])
    wire.setOffline(false)
    const next = await load()
    next.init({ clientID: 'c1', apiHost: API })
    await settle(0)
    expect(wire.delivered().map((e) => e.id)).toContain(sent!.id)
  })

  it('keeps nothing queued after the answer, and the token for the next requests, when the complete tracker arrives later', async () => {
    await hostedPage()
    await settle(0)
    const [first] = wire.batches()
    expect(storedQueues()).toEqual([])
    expect(JSON.parse(localStorage.getItem('dt_t_c1')!)).toEqual([first!.anonymous_id, `tok-1-${first!.anonymous_id}`])
    await completeTrackerArrives()
    history.pushState(null, '', '/docs/next')
    await settle()
    expect(wire.batches()).toHaveLength(2)
    expect(wire.batches()[1]).toMatchObject({ anonymous_id: first!.anonymous_id, token: `tok-1-${first!.anonymous_id}` })
  })

  it('keeps one anonymous id: the one it made for a new visitor is the complete tracker’s, which sets the cookie', async () => {
    const devtrail = await hostedPage()
    await settle(0)
    const [first] = wire.batches()
    expect(document.cookie).not.toContain('dt_aid')
    await completeTrackerArrives()
    // set when the complete tracker takes over, before any event of its own
    expect(document.cookie).toContain(`dt_aid=${first!.anonymous_id}`)
    devtrail.identify({ username: 'ada@example.com', type: 'email' })
    await settle(0)
    expect(wire.batches()[1]!.anonymous_id).toBe(first!.anonymous_id)
    expect(document.cookie).toContain(`dt_aid=${first!.anonymous_id}`)
  })

  it('sends the first page view of a returning visitor with the id of its cookie', async () => {
    const known = '0b6c3f0e-3f5e-4b4e-9d43-2f6f7f1c2a10'
    document.cookie = `dt_aid=${known}; path=/`
    await hostedPage()
    await settle(0)
    expect(wire.batches()[0]!.anonymous_id).toBe(known)
  })

  it("sends the first request of a returning visitor without touching storage; the complete tracker sends the answer's token", async () => {
    const known = '0b6c3f0e-3f5e-4b4e-9d43-2f6f7f1c2a10'
    document.cookie = `dt_aid=${known}; path=/`
    localStorage.setItem('dt_t_c1', JSON.stringify([known, 'tok-old']))
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const devtrail = await hostedPage()
    expect(getItem).not.toHaveBeenCalled()
    getItem.mockRestore()
    await settle(0)
    expect(wire.batches()[0]).toEqual({ client_id: 'c1', anonymous_id: known, events: [expect.objectContaining({ type: 'PAGE_VISIT' })] })
    await completeTrackerArrives()
    devtrail.identify({ username: 'ada@example.com', type: 'email' })
    await settle(0)
    expect(wire.batches()[1]).toMatchObject({ anonymous_id: known, token: `tok-1-${known}` })
  })

  it('sends what fits in one request of the navigations before it; the complete tracker reports the rest, each once', async () => {
    vi.resetModules()
    const title = '\u{1F600}'.repeat(500) // 1,000 UTF-16 units, 2,000 bytes
    // what the loader's queue recorded before the script arrived: 40 pages with long titles
    const recorded: Pick<LoaderQueue, 'q' | 'n'> = { q: [], n: Array.from({ length: 40 }, (_, i) => [i, `http://localhost:3000/p${i}`, title]) }
    page.Devtrail = recorded as LoaderQueue
    const tag = document.createElement('script')
    tag.src = `${SCRIPT_HOST}/tracker.js`
    document.head.append(tag)
    await hostedScriptRuns()
    page.Devtrail!.init({ clientID: 'c1', apiHost: API })
    await settle(0)
    const first = wire.batches()[0]!
    expect(new TextEncoder().encode(JSON.stringify(first)).length).toBeLessThanOrEqual(64 * 1024)
    expect(first.events.length).toBeLessThan(40)
    await completeTrackerArrives()
    await settle(3000)
    expect(visits().map((v) => new URL(v.url).pathname)).toEqual(Array.from({ length: 40 }, (_, i) => `/p${i}`).concat('/docs'))
    expect(visits()[first.events.length]!.referrer).toBe(`http://localhost:3000/p${first.events.length - 1}`)
  })

  it('leaves the first page view to the complete tracker outside a secure context (no crypto.randomUUID)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    await hostedPage()
    await settle(0)
    expect(wire.requests).toEqual([])
    await completeTrackerArrives()
    await settle(0)
    expect(visits().map((v) => [new URL(v.url).pathname, v.title])).toEqual([['/docs', 'Docs']])
  })

  it('waits for consent: stores and sends nothing; the complete tracker sends the visit once it is granted', async () => {
    const devtrail = await hostedPage({ requireConsent: true })
    await settle(0)
    await completeTrackerArrives()
    await settle()
    expect(wire.requests).toEqual([])
    expect(document.cookie).not.toContain('dt_')
    expect(Object.keys(localStorage).filter((key) => key.startsWith('dt_'))).toEqual([])
    devtrail.consent(true)
    await settle(0)
    expect(visits().map((v) => new URL(v.url).pathname)).toEqual(['/docs'])
  })

  it('honours Global Privacy Control when asked to', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    try {
      await hostedPage({ respectGPC: true })
      await settle(0)
      await completeTrackerArrives()
      await settle()
      expect(wire.requests).toEqual([])
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
    }
  })

  it('removes one-time secrets from the URL and applies beforeSend to the first page view', async () => {
    history.replaceState(null, '', '/callback?code=abc123&state=xyz&utm_source=news#access_token=t0k3n')
    await hostedPage({ beforeSend: (event) => ({ ...event, title: 'Signed in' }) })
    await settle(0)
    const [visit] = visits()
    expect(visit!.url).toBe('http://localhost:3000/callback?code=[REDACTED]&state=[REDACTED]&utm_source=news#access_token=[REDACTED]')
    expect(visit!.title).toBe('Signed in')
  })

  it('removes tokens told by their shape from the first page view: a share link, a vendor key in the title', async () => {
    const shareToken = 'q7Rk2mXp9LbW4tZc8VnY3hJd6FsA1eGu5oTi'
    history.replaceState(null, '', `/share/${shareToken}/report?from=ghp_0123456789abcdefghijABCDEFGHIJ012345`)
    document.title = 'Key sk_live_51HxAbCdEfGhIjKlMnOp | Docs'
    await hostedPage()
    await settle(0)
    const [visit] = visits()
    expect(visit!.url).toBe('http://localhost:3000/share/[REDACTED]/report?from=[REDACTED]')
    expect(visit!.title).toBe('Key [REDACTED] | Docs')
  })

  it('sends nothing for a page view beforeSend drops, and the complete tracker does not send it either', async () => {
    await hostedPage({ beforeSend: (event) => (event.type == 'PAGE_VISIT' && event.url.includes('/docs') ? null : event) })
    await settle(0)
    await completeTrackerArrives()
    await settle()
    expect(wire.requests).toEqual([])
    history.pushState(null, '', '/pricing')
    await settle()
    expect(visits().map((v) => new URL(v.url).pathname)).toEqual(['/pricing'])
  })

  it('is one tracker when the page has it twice', async () => {
    const devtrail = await hostedPage()
    vi.resetModules()
    await hostedScriptRuns()
    expect(page.Devtrail).toBe(devtrail)
    page.Devtrail!.init({ clientID: 'c1', apiHost: API })
    await settle(0)
    expect(visits()).toHaveLength(1)
    expect(document.querySelectorAll('script[src$="full.js"]')).toHaveLength(1)
  })

  it('never throws into the page, even when storage and fetch fail', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('blocked')
    })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    try {
      await expect(hostedPage()).resolves.toBeDefined()
      await settle(0)
    } finally {
      setItem.mockRestore()
    }
  })
})
