import { sharedTracker } from './shared'
import type { BundledTracker } from './types'

/**
 * The Devtrail tracker, for bundling without a remote script (strict-CSP sites). Call
 * `tracker.init({ clientID, apiHost })` once, in the app's root entry; `apiHost`, the collector's
 * base URL, is required here (without it nothing is tracked, and debug mode says why). It is the
 * same object as `window.Devtrail` when the hosted script also runs on the page.
 */
// no default collector: `init` must name `apiHost`
export const tracker: BundledTracker = /* @__PURE__ */ sharedTracker({})
