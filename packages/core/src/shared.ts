import { globals, TRACKER_KEY } from './lib/symbols'
import { createTracker, type InternalTracker, type TrackerSetup } from './tracker'

/** The page's one tracker: the one already on the global key (another copy of the bundle, the hosted script) or a new one. */
export function sharedTracker(setup: TrackerSetup): InternalTracker {
  const tracker = globals[TRACKER_KEY] || createTracker(setup)
  globals[TRACKER_KEY] = tracker
  return tracker
}

/** Stops the page's tracker and removes it from the global key, so that a fresh import starts over. For tests. */
export function destroyTracker(): void {
  globals[TRACKER_KEY]?._stop()
  delete globals[TRACKER_KEY]
}
