import { sharedTracker } from './tracker'
import type { Tracker } from './types'

/**
 * The Devtrail tracker, for bundling without a remote script. Call `tracker.init({ clientID, apiHost })`
 * once, in the app's root entry. `apiHost` is the collector's base URL; it defaults to
 * `location.origin` here (the hosted script defaults to the origin it was loaded from).
 * It is the same object as `window.Devtrail` when the hosted script also runs on the page.
 */
export const tracker: Tracker = /* @__PURE__ */ sharedTracker()
