/** The page the loader's queue tests run on: a fresh module of the loader, a page at /start, a collector on the wire. */
import type { LoaderQueue, Tracker } from '@devtrail/core'
import { afterEach, beforeEach, vi } from 'vitest'
import { freshPage, installCollector, unload, type Collector } from '../../../core/src/__tests__/collector'
import type { loadTrackerScript as Load } from '../index'

/** The page's window, with the tracker global. */
export const page = window as unknown as { Devtrail?: Tracker | LoaderQueue }

/**
 * Gives each test of the file fake timers, a freshly imported loader and a fresh `/start` page
 * with a collector on the wire, and removes the tracker after it. Answers the running test's
 * collector and `loadTrackerScript`.
 */
export function useLoaderPage(): { wire: Collector; loadTrackerScript: typeof Load } {
  let current: { wire: Collector; loadTrackerScript: typeof Load } | undefined
  beforeEach(async () => {
    vi.useFakeTimers()
    vi.resetModules()
    const { loadTrackerScript } = await import('../index')
    await freshPage('/start')
    document.head.innerHTML = ''
    delete page.Devtrail
    current = { wire: installCollector(), loadTrackerScript }
  })
  afterEach(async () => {
    await unload()
    delete page.Devtrail
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return {
    wire: new Proxy({} as Collector, { get: (_target, key) => Reflect.get((current as { wire: Collector }).wire, key) }),
    loadTrackerScript: (...args) => (current as { loadTrackerScript: typeof Load }).loadTrackerScript(...args),
  }
}
