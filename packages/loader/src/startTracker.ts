import type { BundledInitOptions, BundledTracker, Identity, IdentifyOptions, InitOptions, Tracker } from '@devtrail/core'
import { loadTrackerScript } from './loadTrackerScript'
import type { LoadTrackerOptions } from './options'

/** Called once when the tracker fails to load (script blocked, offline, timeout). Without it a failure is silent. */
interface OnError {
  /** Called once when the tracker fails to load; without it a failure is silent. */
  onError?: (error: Error) => void
}

/**
 * How the bindings start the tracker: the hosted script's options plus `init`'s, or the
 * tracker of `@devtrail/core` as `bundled` (strict-CSP sites, `script-src 'self'`; then no
 * script is loaded and `apiHost` is required).
 */
export type StartOptions = (LoadTrackerOptions & InitOptions & OnError & { bundled?: undefined }) | (BundledInitOptions & OnError & { bundled: BundledTracker })

/** The page's one start; module state, so remounts, StrictMode and hot reloads reuse it. */
let started: Promise<Tracker | null> | undefined
/** What the page's tracker was last identified with ('' for nobody). */
let identified = ''

/**
 * Loads the tracker (or takes the bundled one) and inits it with `options`, once per page.
 * Never rejects: a failure goes to `onError` once, resolves null, and lets a later call retry.
 */
export function startTracker(options: StartOptions): Promise<Tracker | null> {
  started ||= Promise.resolve(options.bundled || loadTrackerScript(options))
    .then((tracker: Tracker) => {
      tracker.init(options)
      return tracker
    })
    .catch((error: Error) => {
      started = undefined
      options.onError?.(error)
      return null
    })
  return started
}

/**
 * Keeps the tracker in step with the signed-in person: identifies once the tracker is ready and
 * the identity known (with its signature, when the site signs identities), again only when the
 * identity or signature changes, and calls `reset()` when it goes back to null after having been
 * set (sign-out). `undefined` means not known yet: nothing happens.
 */
export function syncIdentity(tracker: Tracker | null | undefined, identity: Identity | null | undefined, options?: IdentifyOptions): void {
  const key = identity ? JSON.stringify(identity, Object.keys(identity).sort()) + (options?.signature ?? '') : ''
  if (!tracker || identity === undefined || key === identified) return
  if (identity) tracker.identify(identity, options)
  else tracker.reset()
  identified = key
}
