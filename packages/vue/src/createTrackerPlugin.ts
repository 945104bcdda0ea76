import { inject, shallowRef, toValue, watchEffect, type InjectionKey, type MaybeRefOrGetter, type Plugin, type ShallowRef } from 'vue'
import type { Identity, IdentifyOptions, Tracker } from '@devtrail/core'
import { startTracker, syncIdentity, type StartOptions } from '@devtrail/loader'

/** Options of `createTrackerPlugin()`: how the tracker is loaded and initialised (see `@devtrail/loader`), once per page. */
export type TrackerPluginOptions = StartOptions

const trackerKey: InjectionKey<ShallowRef<Tracker | null>> = Symbol()

/**
 * A Vue plugin that loads and initialises the tracker once per page and provides it to
 * `useTracker()` and `useIdentify()`. On the server it loads nothing (the tracker stays null).
 */
export const createTrackerPlugin = (options: TrackerPluginOptions): Plugin => ({
  install(app) {
    const tracker = shallowRef<Tracker | null>(null)
    app.provide(trackerKey, tracker)
    if (typeof document !== 'undefined') startTracker(options).then((loaded) => (tracker.value = loaded))
  },
})

/** The initialised tracker as a ref: null while it loads, on the server, after a failed load, or without the plugin. */
export const useTracker = (): ShallowRef<Tracker | null> => inject(trackerKey, () => shallowRef(null), true)

/**
 * Identifies the person once the tracker is ready and the identity (a ref, getter or value) is
 * known, with `options.signature` (a ref, getter or value) when your backend signs identities,
 * again only when either changes, and resets when the identity goes back to null (sign-out).
 * `undefined` means not known yet. Stops watching when the component's scope is disposed.
 */
export function useIdentify(identity: MaybeRefOrGetter<Identity | null | undefined>, options?: MaybeRefOrGetter<IdentifyOptions | undefined>): void {
  const tracker = useTracker()
  watchEffect(() => syncIdentity(tracker.value, toValue(identity), toValue(options)))
}
