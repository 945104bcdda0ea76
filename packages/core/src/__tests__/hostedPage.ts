/** The docs page the hosted-script tests run on, and how they load the hosted script into it. */
import { afterEach, beforeEach, vi } from 'vitest'
import { HANDOVER_KEY } from '../lib/symbols'
import type { InitOptions, Tracker } from '../types'
import { API, freshPage, hostedScriptRuns, installCollector, unload, type Collector } from './collector'

/** Where the hosted script is served from in these tests. */
export const SCRIPT_HOST = 'https://cdn.devtrail.test'

/** The page's window, with the tracker global and the hand-over slot. */
export const page = window as unknown as { Devtrail?: Tracker } & Record<symbol, unknown>

/**
 * Gives each test of the file a fresh `/docs` page titled "Docs" with fake timers and a collector
 * on the wire, and removes the tracker and its hand-over after it. Answers the running test's
 * collector.
 */
export function useDocsPage(): Collector {
  let current: Collector | undefined
  beforeEach(async () => {
    vi.useFakeTimers()
    await freshPage('/docs')
    document.head.innerHTML = ''
    document.title = 'Docs'
    current = installCollector()
  })
  afterEach(async () => {
    await unload()
    delete page.Devtrail
    delete page[HANDOVER_KEY]
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return new Proxy({} as Collector, { get: (_target, key) => Reflect.get(current as Collector, key) })
}

/** A page with the hosted script (`<script src=".../tracker.js">`), initialised with `options`. */
export async function hostedPage(options: Partial<InitOptions> = {}): Promise<Tracker> {
  vi.resetModules()
  const tag = document.createElement('script')
  tag.src = `${SCRIPT_HOST}/tracker.js`
  document.head.append(tag)
  await hostedScriptRuns()
  const devtrail = page.Devtrail as Tracker
  devtrail.init({ clientID: 'c1', apiHost: API, ...options })
  return devtrail
}
