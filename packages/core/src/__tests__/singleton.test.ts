import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, freshPage, hostedScriptRuns, installCollector, load, settle, unload, type Collector } from './collector'

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
  delete (window as { Devtrail?: unknown }).Devtrail
})

describe('one tracker per page', () => {
  it('makes a second init a silent no-op (StrictMode, hot reload)', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.init({ clientID: 'other', apiHost: `${API}/x` })
    history.pushState(null, '', '/a')
    await settle()
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT', 'PAGE_VISIT'])
    expect(new Set(wire.batches().map((b) => b.client_id))).toEqual(new Set(['c1']))
  })

  it('shares the tracker between two copies of the bundle', async () => {
    const first = await load()
    first.init({ clientID: 'c1', apiHost: API })
    vi.resetModules()
    const second = (await import('../index')).tracker // a second copy of the package
    expect(second).toBe(first)
    second.init({ clientID: 'c1', apiHost: API })
    history.pushState(null, '', '/a')
    await settle()
    expect(wire.events()).toHaveLength(2)
  })

  it('makes window.Devtrail of the hosted script the tracker already on the page', async () => {
    const bundled = await load()
    bundled.init({ clientID: 'c1', apiHost: API })
    await hostedScriptRuns()
    expect((window as unknown as { Devtrail: unknown }).Devtrail).toBe(bundled)
  })

  it('defaults apiHost of the hosted script to the origin of its src', async () => {
    vi.resetModules()
    const script = document.createElement('script')
    script.src = 'https://collector.example.com/tracker.js'
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
    await hostedScriptRuns()
    delete (document as { currentScript?: unknown }).currentScript
    const devtrail = (window as unknown as { Devtrail: { init(o: object): void } }).Devtrail
    devtrail.init({ clientID: 'c1' })
    await settle()
    expect(wire.fetch.mock.calls[0]![0]).toBe('https://collector.example.com/v1/events')
    // the complete tracker comes from the same host, pinned to this version
    expect(document.querySelector('script')!.src).toBe('https://collector.example.com/tracker/0.2.0/full.js')
  })

  it('without apiHost, the bundled tracker sends nothing, and says why in debug mode only', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const tracker = await load()
    tracker.init({ clientID: 'c1' } as never)
    await settle()
    expect(wire.requests).toEqual([])
    expect(log).not.toHaveBeenCalled()
    await unload()
    const again = await load()
    again.init({ clientID: 'c1', debug: true } as never)
    await settle()
    expect(wire.requests).toEqual([])
    expect(log).toHaveBeenCalledWith('[devtrail]', expect.stringMatching(/apiHost/))
    log.mockRestore()
  })

  it('serves Website, Documentation and Cloud Product with the same code: only the client ID differs', async () => {
    for (const clientID of ['website-id', 'docs-id', 'product-id']) {
      const tracker = await load()
      tracker.init({ clientID, apiHost: API })
      await settle()
      await unload()
    }
    expect(wire.batches().map((b) => b.client_id)).toEqual(['website-id', 'docs-id', 'product-id'])
    expect(wire.batches().map((b) => b.events.map((e) => e.type))).toEqual([['PAGE_VISIT'], ['PAGE_VISIT'], ['PAGE_VISIT']])
  })

  it('talks to apiHost only (CSP: connect-src {api_host} is enough)', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    history.pushState(null, '', '/a')
    await settle()
    history.pushState(null, '', '/b')
    window.dispatchEvent(new Event('pagehide'))
    const urls = [...wire.fetch.mock.calls.map((c) => c[0]), ...wire.sendBeacon.mock.calls.map((c) => c[0])]
    expect(urls.length).toBeGreaterThan(2)
    for (const url of urls) expect(url.startsWith(`${API}/v1/`)).toBe(true)
  })
})
