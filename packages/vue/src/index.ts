export { createTrackerPlugin, useTracker, useIdentify } from './createTrackerPlugin'
export type { TrackerPluginOptions } from './createTrackerPlugin'
export type { Identity, IdentityType, OtherIdentity, DntFeature, Tracker, BundledTracker } from '@devtrail/core'
