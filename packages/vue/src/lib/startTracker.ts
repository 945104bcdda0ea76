import type { Tracker } from '@devtrail/core'
import { loadTrackerScript } from '@devtrail/loader'
import type { TrackerPluginOptions } from '../options'

/** Module state, not component state: several apps, remounts and hot reloads all reuse one load and one init. */
let started: Promise<Tracker | null> | undefined

/**
 * Loads the tracker (or takes the bundled one) and inits it, once per page. Never rejects: a
 * failure goes to `onError` once, resolves null, and lets a later call retry.
 */
export function startTracker(options: TrackerPluginOptions): Promise<Tracker | null> {
  return (started ||= (async () => {
    try {
      const { clientID, dnt, apiHost, debug, cookieless, hashRouting } = options
      const tracker = options.bundled || (await loadTrackerScript(options))
      tracker.init({ clientID, dnt, apiHost, debug, cookieless, hashRouting })
      return tracker
    } catch (error) {
      started = undefined
      options.onError?.(error as Error)
      return null
    }
  })())
}
