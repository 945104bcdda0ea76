import { tracker } from './tracker'
;(window as unknown as { Devtrail: unknown }).Devtrail = tracker
