import { g } from './lib/browser'
import { TRACKER_KEY } from './lib/symbols'
import { createTracker, type InternalTracker, type TrackerSetup } from './tracker'

const page = g as unknown as Record<symbol, InternalTracker | undefined>

/** The page's one tracker: the one already on the global key (another copy of the bundle, the hosted script) or a new one. */
export const sharedTracker = (setup: TrackerSetup): InternalTracker => (page[TRACKER_KEY] ||= createTracker(setup))

/** Stops the page's tracker and removes it from the global key, so that a fresh import starts over. For tests. */
export function destroyTracker(): void {
  page[TRACKER_KEY]?._stop()
  delete page[TRACKER_KEY]
}
