export type {
  Identity,
  IdentifyOptions,
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
