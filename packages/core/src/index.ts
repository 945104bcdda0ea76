export type {
  Identity,
  IdentityType,
  OtherIdentity,
  InitOptions,
  BundledInitOptions,
  DntFeature,
  Tracker,
  BundledTracker,
  OutgoingEvent,
  LoaderQueue,
} from './types'
export { tracker } from './pageTracker'
