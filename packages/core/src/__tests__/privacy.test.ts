import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InitOptions } from '../types'
import { API, freshPage, installCollector, load, settle, unload, type Collector } from './collector'

let wire: Collector

beforeEach(async () => {
  vi.useFakeTimers()
  await freshPage('/pricing')
  wire = installCollector()
})
afterEach(async () => {
  await unload()
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Everything Devtrail keeps in this browser: its cookie and its storage keys. */
const stored = () => ({
  cookie: document.cookie.includes('dt_'),
  local: Object.keys(localStorage).filter((key) => key.startsWith('dt_')),
  session: Object.keys(sessionStorage).filter((key) => key.startsWith('dt_')),
})
const nothingStored = { cookie: false, local: [], session: [] }
const start = async (options: Partial<InitOptions> = {}) => {
  const tracker = await load()
  tracker.init({ clientID: 'c1', apiHost: API, ...options })
  return tracker
}
const copyCode = () => {
  document.body.innerHTML = '<pre><code class="language-bash">npm install acme</code></pre>'
  getSelection()!.selectAllChildren(document.querySelector('code')!)
  document.dispatchEvent(new Event('copy'))
}

describe('consent mode', () => {
  it('stores and sends nothing until consent, then sends the visit of the page open at that moment', async () => {
    const tracker = await start({ requireConsent: true })
    history.pushState(null, '', '/docs')
    copyCode()
    tracker.identify({ username: 'ada@example.com', type: 'email' })
    await settle(5000)
    expect(wire.requests).toEqual([])
    expect(stored()).toEqual(nothingStored)

    tracker.consent(true)
    await settle(0)
    expect(wire.events().map((e) => [e.type, new URL(e.url).pathname])).toEqual([['PAGE_VISIT', '/docs']])
    expect(stored().cookie).toBe(true)
    // remembered: the next page load tracks without asking again
    await unload()
    await start({ requireConsent: true })
    await settle(0)
    expect(wire.events()).toHaveLength(2)
  })

  it('withdrawing consent stops sending and removes what Devtrail stored', async () => {
    const tracker = await start()
    await settle(0)
    expect(stored().cookie).toBe(true)
    tracker.consent(false)
    history.pushState(null, '', '/after')
    await settle(5000)
    expect(wire.events()).toHaveLength(1)
    expect(stored()).toEqual(nothingStored)
  })

  it('withdrawing or granting consent in another tab holds for this one', async () => {
    const tracker = await start({ requireConsent: true })
    tracker.consent(true)
    await settle(0)
    expect(wire.events()).toHaveLength(1)
    // another tab of the site withdraws consent: localStorage tells this one with a storage event
    localStorage.removeItem('dt_consent')
    dispatchEvent(new StorageEvent('storage', { key: 'dt_consent', oldValue: '1', newValue: null, storageArea: localStorage }))
    history.pushState(null, '', '/after')
    copyCode()
    await settle(5000)
    expect(wire.events()).toHaveLength(1)
    expect(stored()).toEqual(nothingStored)
    // and grants it again: the page open now is sent
    localStorage.setItem('dt_consent', '1')
    dispatchEvent(new StorageEvent('storage', { key: 'dt_consent', oldValue: null, newValue: '1', storageArea: localStorage }))
    await settle(0)
    expect(wire.events().map((e) => new URL(e.url).pathname)).toEqual(['/pricing', '/after'])
  })
})

describe('Global Privacy Control', () => {
  it('is honoured with respectGPC: nothing stored or sent until consent', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    const tracker = await start({ respectGPC: true })
    await settle(5000)
    expect(wire.requests).toEqual([])
    expect(stored()).toEqual(nothingStored)
    tracker.consent(true)
    await settle(0)
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT'])
  })

  it('does not stop tracking without respectGPC, nor when the browser does not send it', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    await start()
    await settle(0)
    expect(wire.events()).toHaveLength(1)
    await unload()
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: false, configurable: true })
    await start({ respectGPC: true })
    await settle(0)
    expect(wire.events()).toHaveLength(2)
  })
})

describe('beforeSend', () => {
  it('sees events already cleaned, edits or drops any of them, and secrets it adds are removed again', async () => {
    history.replaceState(null, '', '/pricing?code=oauth-one-time-code')
    const seen: string[] = []
    await start({
      beforeSend: (event) => {
        seen.push(event.url)
        if (event.type == 'COPY') return null
        if (event.type == 'PAGE_VISIT')
          return { ...event, url: `${event.url.replace(/\/pricing/, '/[page]')}?api_key=sk_live_0123456789abcdefghij`, title: 'x'.repeat(5000) }
        return event
      },
    })
    copyCode()
    await settle(2000)
    const events = wire.events()
    expect(events.map((e) => e.type)).toEqual(['PAGE_VISIT'])
    const visit = events[0] as { url: string; title: string }
    expect(visit.url).toMatch(/^http:\/\/localhost:3000\/\[page\]/)
    expect(visit.url).not.toContain('sk_live_0123456789abcdefghij')
    expect(visit.title).toHaveLength(1000)
    expect(seen.some((url) => url.includes('oauth-one-time-code'))).toBe(false)
  })

  it('a beforeSend that throws drops nothing else and stays silent', async () => {
    const log = vi.spyOn(console, 'log')
    await start({
      beforeSend: (event) => {
        if (event.type == 'COPY') throw new Error('oops')
        return event
      },
    })
    copyCode()
    await settle(2000)
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT'])
    expect(log).not.toHaveBeenCalled()
  })
})
