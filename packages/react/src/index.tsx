export { TrackerProvider, useTracker, useIdentify } from './TrackerProvider'
export type { TrackerProviderProps, TrackerOptions } from './TrackerProvider'
export type { Identity, IdentityType, OtherIdentity, DntFeature, Tracker, BundledTracker } from '@devtrail/core'
