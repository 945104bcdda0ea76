import type { Tracker } from '@devtrail/core'
import { loadTrackerScript } from '@devtrail/loader'
import type { TrackerOptions } from '../options'

/** Module state, not component state: StrictMode, remounts and Fast Refresh all reuse one load and one init. */
let started: Promise<Tracker | null> | undefined

async function start({ clientID, dnt, scriptHost, apiHost, bundled, debug }: TrackerOptions): Promise<Tracker> {
  const tracker = bundled || (await loadTrackerScript({ clientID, scriptHost }))
  tracker.init({ clientID, dnt, apiHost, debug })
  return tracker
}

/**
 * Loads the tracker (or takes the bundled one) and inits it, once per page. Never rejects: a
 * failure goes to `onError` once, resolves null, and lets a later call retry.
 */
export function startTracker(options: TrackerOptions): Promise<Tracker | null> {
  return (started ||= start(options).catch((error: Error) => {
    started = undefined
    options.onError?.(error)
    return null
  }))
}
