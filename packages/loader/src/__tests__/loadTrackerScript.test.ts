import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tracker } from '@devtrail/core'
import type { loadTrackerScript as Load } from '../index'

const page = window as unknown as { Devtrail?: Tracker }
const fakeTracker = (): Tracker => ({ init() {}, identify() {}, reset() {}, consent() {}, version: 'test' })
const scripts = () => Array.from(document.querySelectorAll('script'))

let loadTrackerScript: typeof Load

beforeEach(async () => {
  // A fresh module per test: the shared promise is module state.
  vi.resetModules()
  ;({ loadTrackerScript } = await import('../index'))
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  delete page.Devtrail
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** What the hosted script does when it runs, then the browser's load event. */
function runScript(tag: HTMLScriptElement, tracker: Tracker | null = fakeTracker()): Tracker | null {
  if (tracker) page.Devtrail = tracker
  tag.dispatchEvent(new Event('load'))
  return tracker
}

describe('loadTrackerScript', () => {
  it('injects one async tag for many calls and resolves to window.Devtrail after load', async () => {
    const calls = [loadTrackerScript({ clientID: 'c1' }), loadTrackerScript({ clientID: 'c1' }), loadTrackerScript({ clientID: 'c1' })]
    expect(scripts()).toHaveLength(1)
    expect(calls[1]).toBe(calls[0])
    const tag = scripts()[0]!
    expect(tag.getAttribute('src')).toBe('/tracker.js')
    expect(tag.async).toBe(true)
    expect(tag.hasAttribute('integrity')).toBe(false)
    expect(tag.hasAttribute('crossorigin')).toBe(false)
    const tracker = runScript(tag)
    for (const call of calls) await expect(call).resolves.toBe(tracker)
    // Later calls reuse the loaded tracker, no new tag.
    await expect(loadTrackerScript({ clientID: 'c1' })).resolves.toBe(tracker)
    expect(scripts()).toHaveLength(1)
  })

  it('builds the src from scriptHost, with or without a trailing slash', () => {
    void loadTrackerScript({ clientID: 'c1', scriptHost: 'https://t.example.com/' })
    expect(scripts()[0]!.src).toBe('https://t.example.com/tracker.js')
  })

  it('sets nonce, integrity and crossorigin="anonymous" when given', () => {
    void loadTrackerScript({ clientID: 'c1', scriptHost: 'https://t.example.com', nonce: 'n0nce', integrity: 'sha384-abc' })
    const tag = scripts()[0]!
    expect(tag.getAttribute('nonce')).toBe('n0nce')
    expect(tag.getAttribute('integrity')).toBe('sha384-abc')
    expect(tag.getAttribute('crossorigin')).toBe('anonymous')
  })

  it('resolves at once, with no tag, when window.Devtrail is already there', async () => {
    const tracker = fakeTracker()
    page.Devtrail = tracker
    await expect(loadTrackerScript({ clientID: 'c1' })).resolves.toBe(tracker)
    expect(scripts()).toHaveLength(0)
  })

  it('reuses a tag already on the page with the same src', async () => {
    const existing = document.createElement('script')
    existing.src = 'https://t.example.com/tracker.js'
    document.body.append(existing)
    const promise = loadTrackerScript({ clientID: 'c1', scriptHost: 'https://t.example.com' })
    expect(scripts()).toEqual([existing])
    const tracker = runScript(existing)
    await expect(promise).resolves.toBe(tracker)
  })

  it('rejects with a clear Error on a script error, removes the tag, and a later call tries again', async () => {
    const first = loadTrackerScript({ clientID: 'c1' })
    scripts()[0]!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow('Devtrail: /tracker.js failed to load')
    expect(scripts()).toHaveLength(0)

    const second = loadTrackerScript({ clientID: 'c1' })
    expect(second).not.toBe(first)
    expect(scripts()).toHaveLength(1)
    const tracker = runScript(scripts()[0]!)
    await expect(second).resolves.toBe(tracker)
  })

  it('rejects after 10 s by default, and after timeoutMs when given', async () => {
    vi.useFakeTimers()
    const byDefault = loadTrackerScript({ clientID: 'c1' })
    vi.advanceTimersByTime(9_999)
    await Promise.resolve()
    let settled = false
    byDefault.then(
      () => (settled = true),
      () => (settled = true),
    )
    await Promise.resolve()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(1)
    await expect(byDefault).rejects.toThrow('Devtrail: /tracker.js timed out')
    expect(scripts()).toHaveLength(0)

    const short = loadTrackerScript({ clientID: 'c1', timeoutMs: 50 })
    vi.advanceTimersByTime(50)
    await expect(short).rejects.toThrow('timed out')
  })

  it('rejects when the script loads but defines no tracker', async () => {
    const promise = loadTrackerScript({ clientID: 'c1' })
    runScript(scripts()[0]!, null)
    await expect(promise).rejects.toThrow('Devtrail: /tracker.js defined no tracker')
  })

  it('rejects at once, injecting nothing, when clientID is missing', async () => {
    await expect(loadTrackerScript({ clientID: '' })).rejects.toThrow('Devtrail: clientID is required')
    // @ts-expect-error clientID is required by the type too
    await expect(loadTrackerScript({})).rejects.toThrow('clientID is required')
    expect(scripts()).toHaveLength(0)
  })

  it('keeps an unhandled rejection silent: no unhandledrejection, nothing on the console', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const consoleSpies = (['error', 'warn', 'log'] as const).map((level) => vi.spyOn(console, level))
    try {
      void loadTrackerScript({ clientID: 'c1' })
      scripts()[0]!.dispatchEvent(new Event('error'))
      void loadTrackerScript({ clientID: '' })
      // Node reports unhandled rejections once a task's microtasks have run: one turn of the event loop shows them
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).not.toHaveBeenCalled()
      for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
