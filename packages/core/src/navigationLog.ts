// `@devtrail/core/navigation-log`: the recorders of navigations and copies that `@devtrail/loader`'s
// queue shares with the hosted script.
export { recordNavigations } from './lib/navigationLog'
export { recordCopies } from './lib/copyLog'
export type { EarlierNavigation } from './lib/navigation'
export type { EarlierCopy } from './lib/handover'
