export { loadTrackerScript } from './loadTrackerScript'
export type { LoadTrackerOptions } from './options'
