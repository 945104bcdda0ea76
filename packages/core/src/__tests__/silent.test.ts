import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, freshPage, installCollector, load, queuedEvents, settle, unload } from './collector'

const consoleCalls = () => (['log', 'warn', 'error', 'info', 'debug'] as const).map((m) => vi.spyOn(console, m))

beforeEach(async () => {
  vi.useFakeTimers()
  await freshPage()
})
afterEach(async () => {
  await unload()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function exercise() {
  const tracker = await load()
  expect(() => {
    tracker.init({ clientID: 'c1', apiHost: API })
    history.pushState(null, '', '/a')
    tracker.identify({ username: 'ada@example.com', type: 'email' })
    tracker.reset()
    window.dispatchEvent(new Event('pagehide'))
  }).not.toThrow()
  await settle()
  await settle(10_000)
}

describe('silent failure', () => {
  it('stays silent and keeps working in memory when storage throws and cookies are blocked', async () => {
    const spies = consoleCalls()
    const wire = installCollector()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await exercise()
    // the SPA visit waits for its title, the identity leaves at once
    expect(
      wire
        .events()
        .map((e) => e.type)
        .sort(),
    ).toEqual(['IDENTIFY', 'PAGE_VISIT', 'PAGE_VISIT'])
    for (const s of spies) expect(s).not.toHaveBeenCalled()
  })

  it('keeps tracking, in memory and silently, where the browser blocks site data (reading localStorage throws)', async () => {
    const spies = consoleCalls()
    const wire = installCollector()
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const local = Object.getOwnPropertyDescriptor(window, 'localStorage')!
    const session = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!
    Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true })
    Object.defineProperty(window, 'sessionStorage', { get: blocked, configurable: true })
    vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(blocked)
    try {
      await exercise()
      expect(
        wire
          .events()
          .map((e) => e.type)
          .sort(),
      ).toEqual(['IDENTIFY', 'PAGE_VISIT', 'PAGE_VISIT'])
    } finally {
      Object.defineProperty(window, 'localStorage', local)
      Object.defineProperty(window, 'sessionStorage', session)
    }
    for (const s of spies) expect(s).not.toHaveBeenCalled()
  })

  it('stays silent without fetch, sendBeacon and crypto.randomUUID', async () => {
    const spies = consoleCalls()
    vi.stubGlobal('fetch', undefined)
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true })
    vi.spyOn(crypto, 'randomUUID').mockImplementation(undefined as never)
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const errors: unknown[] = []
    const onError = (e: unknown) => errors.push(e)
    process.on('unhandledRejection', onError)
    await exercise()
    process.off('unhandledRejection', onError)
    expect(errors).toEqual([])
    expect(queuedEvents().map((e) => e.id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      expect.any(String),
      expect.any(String),
    ])
    for (const s of spies) expect(s).not.toHaveBeenCalled()
  })

  it('stays silent when the network is down or the collector fails', async () => {
    const spies = consoleCalls()
    const wire = installCollector()
    wire.setOffline(true)
    await exercise()
    wire.setOffline(false)
    wire.answer({ status: 500 }, { status: 500 }, { status: 404 })
    await settle(60_000)
    for (const s of spies) expect(s).not.toHaveBeenCalled()
  })

  it('writes diagnostics only with debug: true', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    installCollector()
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API, debug: true })
    tracker.identify({ username: 'not-an-email', type: 'email' })
    expect(log).toHaveBeenCalledWith('[devtrail]', 'identity not sent', expect.anything())
  })
})
