import { createElement, useEffect, useState, type ReactElement, type ReactNode } from 'react'
import type { Tracker } from '@devtrail/core'
import { TrackerContext } from './context'
import { startTracker } from './lib/startTracker'
import type { TrackerOptions } from './options'

/** Props of `<TrackerProvider>`: the tracker options and the app. */
export interface TrackerProviderProps extends TrackerOptions {
  /** The app. */
  children?: ReactNode
}

/**
 * Loads and initialises the tracker once per page (in an effect, so never on the server) and
 * provides it to `useTracker()` and `useIdentify()`. Options are read on the first mount only.
 */
export function TrackerProvider(props: TrackerProviderProps): ReactElement {
  const [tracker, setTracker] = useState<Tracker | null>(null)
  // StrictMode's second run and remounts get the same promise: one load, one init, one onError.
  useEffect(() => {
    startTracker(props).then(setTracker)
  }, [])
  // createElement, not JSX: keeps `react/jsx-runtime` out of the bundle's import list.
  return createElement(TrackerContext.Provider, { value: tracker }, props.children)
}
