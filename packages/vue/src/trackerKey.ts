import type { InjectionKey, ShallowRef } from 'vue'
import type { Tracker } from '@devtrail/core'

/** Where the plugin provides the app's tracker ref. */
export const trackerKey: InjectionKey<ShallowRef<Tracker | null>> = Symbol()
