import type { Tracker } from './types'
/** Placeholder until the tracker lands. */
export const tracker: Tracker = { init() {}, identify() {}, reset() {}, version: '0.1.0' }
