import { createContext, createElement, useContext, useEffect, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react'
import type { Identity, IdentifyOptions, Tracker } from '@devtrail/core'
import { startTracker, syncIdentity, type StartOptions } from '@devtrail/loader'

/** How the tracker is loaded and initialised (see `@devtrail/loader`); read on the first mount only. */
export type TrackerOptions = StartOptions

/** Props of `<TrackerProvider>`: the tracker options and the app. */
export type TrackerProviderProps = TrackerOptions & { children?: ReactNode }

const TrackerContext = createContext<Tracker | null>(null)

/** A layout effect in the browser (no warning on a React 18 server, where neither runs). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Loads and initialises the tracker once per page (in a layout effect, so never on the server) and
 * provides it to `useTracker()` and `useIdentify()`. The loader's queue is on the page as soon as
 * the app is hydrated, before any of its effects or clicks run, so it records their copies.
 */
export function TrackerProvider({ children, ...options }: TrackerProviderProps): ReactElement {
  const [tracker, setTracker] = useState<Tracker | null>(null)
  // StrictMode's second run and remounts get the same promise: one load, one init, one onError.
  // options are read on the first mount only (documented on TrackerOptions)
  useBrowserLayoutEffect(() => void startTracker(options as TrackerOptions).then(setTracker), [])
  // createElement, not JSX: keeps `react/jsx-runtime` out of the bundle's import list.
  return createElement(TrackerContext.Provider, { value: tracker }, children)
}

/** The initialised tracker, or null while it loads, on the server, after a failed load, or outside `<TrackerProvider>`. */
export const useTracker = (): Tracker | null => useContext(TrackerContext)

/**
 * Identifies the person once the tracker is ready and the identity is known (after sign-in),
 * with `options.signature` when your backend signs identities, again only when either changes,
 * and resets when the identity goes back to null (sign-out). `undefined` means not known yet.
 */
export function useIdentify(identity: Identity | null | undefined, options?: IdentifyOptions): void {
  const tracker = useTracker()
  useEffect(() => syncIdentity(tracker, identity, options))
}
