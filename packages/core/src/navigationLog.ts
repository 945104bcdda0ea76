// `@devtrail/core/navigation-log`: the navigation recorder `@devtrail/loader`'s queue shares with the hosted script.
export { recordNavigations } from './lib/navigationLog'
export type { EarlierNavigation } from './lib/navigation'
