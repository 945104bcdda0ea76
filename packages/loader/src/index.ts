export { loadTrackerScript } from './loadTrackerScript'
export { startTracker, syncIdentity } from './startTracker'
export type { StartOptions } from './startTracker'
export type { LoadTrackerOptions } from './options'
