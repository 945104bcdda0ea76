// `@devtrail/core/navigation-log`: what `@devtrail/loader` shares with the hosted script: the
// recorders of navigations and copies its queue keeps.
export { recordNavigations } from './lib/navigationLog'
export { recordCopies } from './lib/copyLog'
export type { EarlierNavigation } from './lib/navigation'
export type { EarlierCopy } from './lib/handover'
