// The whole binding runs in the browser: React Server Components must treat it as a client module.
'use client'

export { TrackerProvider, useTracker, useIdentify } from './TrackerProvider'
export type { TrackerProviderProps, TrackerOptions } from './TrackerProvider'
export type { Identity, IdentityType, OtherIdentity, DntFeature, Tracker, BundledTracker } from '@devtrail/core'
