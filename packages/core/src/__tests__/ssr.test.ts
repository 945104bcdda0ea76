// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

describe('server-side rendering', () => {
  it('imports and calls the tracker under Node without throwing, touching no network and no global', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const before = Object.getOwnPropertyNames(globalThis).sort()
    const { tracker } = await import('../index')
    expect(() => {
      tracker.init({ clientID: 'c1', apiHost: 'https://collector.example.com' })
      tracker.identify({ username: 'ada', type: 'github' })
      tracker.reset()
      tracker.consent(true)
    }).not.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetch).not.toHaveBeenCalled()
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before)
    vi.unstubAllGlobals()
  })

  it('reports the version of its package (the script host archives each version under it)', async () => {
    const { tracker } = await import('../index')
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
    expect(tracker.version).toBe(version)
  })
})
