import { shallowRef, type Plugin } from 'vue'
import type { Tracker } from '@devtrail/core'
import { startTracker } from './lib/startTracker'
import type { TrackerPluginOptions } from './options'
import { trackerKey } from './trackerKey'

/**
 * A Vue plugin that loads and initialises the tracker once per page and provides it to
 * `useTracker()` and `useIdentify()`. On the server it loads nothing (the tracker stays null).
 */
export function createTrackerPlugin(options: TrackerPluginOptions): Plugin {
  return {
    install(app) {
      const tracker = shallowRef<Tracker | null>(null)
      app.provide(trackerKey, tracker)
      if (typeof document != 'undefined') startTracker(options).then((loaded) => (tracker.value = loaded))
    },
  }
}
