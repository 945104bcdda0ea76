import { useContext } from 'react'
import type { Tracker } from '@devtrail/core'
import { TrackerContext } from './context'

/** The initialised tracker, or null while it loads, on the server, after a failed load, or outside `<TrackerProvider>`. */
export function useTracker(): Tracker | null {
  return useContext(TrackerContext)
}
