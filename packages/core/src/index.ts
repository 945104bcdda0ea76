export type { Identity, IdentityType, OtherIdentity, InitOptions, DntFeature, Tracker } from './types'
export { tracker } from './pageTracker'
