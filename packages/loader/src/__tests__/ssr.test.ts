// @vitest-environment node
import { describe, expect, it } from 'vitest'

/** Every own key of the global object, names and symbols (a symbol-keyed global is still a global). */
const globalKeys = () => [...Object.getOwnPropertyNames(globalThis), ...Object.getOwnPropertySymbols(globalThis).map(String)].sort()

describe('loadTrackerScript on the server', () => {
  it('imports without touching browser globals or adding any global, and rejects with a clear Error when called', async () => {
    expect(typeof document).toBe('undefined')
    expect(typeof window).toBe('undefined')
    const before = globalKeys()
    const { loadTrackerScript } = await import('../index')
    await expect(loadTrackerScript({ clientID: 'c1' })).rejects.toThrow('Devtrail: not in a browser')
    // A failure is not cached: the next call fails the same way instead of returning a stale promise.
    const again = loadTrackerScript({ clientID: 'c1' })
    await expect(again).rejects.toThrow('not in a browser')
    expect(globalKeys()).toEqual(before)
  })
})
