// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

/** Every own key of the global object, names and symbols (a symbol-keyed global is still a global). */
const globalKeys = () => [...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis).map(String)].sort()

describe('server-side rendering', () => {
  it('imports and calls the tracker under Node without throwing, touching no network and adding only the shared-tracker key', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    // sends are planned on timers: fake ones let the test run every timer the calls planned
    vi.useFakeTimers()
    const before = globalKeys()
    const { tracker } = await import('../index')
    expect(() => {
      tracker.init({ clientID: 'c1', apiHost: 'https://collector.example.com' })
      tracker.identify({ username: 'ada', type: 'github' })
      tracker.reset()
      tracker.consent(true)
    }).not.toThrow()
    await vi.runAllTimersAsync()
    expect(fetch).not.toHaveBeenCalled()
    // the one documented global: every copy of the bundle finds the page's tracker under it
    expect(globalKeys()).toEqual([...before, 'Symbol(devtrail.tracker)'].sort())
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('devtrail.tracker')]).toBe(tracker)
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reports the version of its package (the script host archives each version under it)', async () => {
    const { tracker } = await import('../index')
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(tracker.version).toBe(version)
  })
})
