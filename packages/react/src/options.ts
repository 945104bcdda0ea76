import type { DntFeature, Tracker } from '@devtrail/core'

/** How the tracker is loaded and initialised; read once, on the first mount in the page. */
export interface TrackerOptions {
  /** The client ID of the asset (Website, Documentation or Cloud Product) from the workspace. */
  clientID: string
  /** Features not to track; `['copy']` turns off copy tracking. */
  dnt?: DntFeature[]
  /** Origin serving `tracker.js` (see `@devtrail/loader`); defaults to the page's own origin. Ignored with `bundled`. */
  scriptHost?: string
  /** Base URL of the collector, passed to `init`; defaults to the origin the tracker was loaded from. */
  apiHost?: string
  /**
   * The tracker of the `@devtrail/core` package (`import { tracker } from '@devtrail/core'`), used
   * instead of loading the hosted script: for strict-CSP sites (`script-src 'self'`). Leave it out
   * to load `tracker.js`; then no tracker code is bundled.
   */
  bundled?: Tracker
  /** Let the tracker write diagnostics to the console. */
  debug?: boolean
  /** Keep the anonymous id per tab instead of a first-party cookie (see `@devtrail/core`). */
  cookieless?: boolean
  /** Count `location.hash` changes as page visits (hash-routed apps). */
  hashRouting?: boolean
  /** Called once when the tracker fails to load (script blocked, offline, timeout). Without it a failure is silent. */
  onError?: (error: Error) => void
}
