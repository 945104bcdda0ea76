import { inject, shallowRef, type ShallowRef } from 'vue'
import type { Tracker } from '@devtrail/core'
import { trackerKey } from './trackerKey'

/** The initialised tracker as a ref: null while it loads, on the server, after a failed load, or without the plugin. */
export function useTracker(): ShallowRef<Tracker | null> {
  return inject(trackerKey, () => shallowRef(null), true)
}
