import type { InternalTracker } from '../tracker'
import type { LoaderQueue, Tracker } from '../types'
import { browser } from './browser'
import type { Handover } from './handover'

/** Global key holding the one tracker of the page, shared by every copy of the bundle and the hosted script. */
export const TRACKER_KEY = Symbol.for('devtrail.tracker')

/** Internal hook on the tracker through which optional entries (web vitals) queue an event. */
export const EVENT_HOOK = Symbol.for('devtrail.event')

/** Global key of the hosted script's hand-over (`Handover`), read by the complete tracker when it loads. */
export const HANDOVER_KEY = Symbol.for('devtrail.handover')

/** The globals Devtrail keeps on the page. */
export interface DevtrailGlobals {
  /** The loader's queue, then the hosted script's tracker (or the complete tracker loaded on its own). */
  Devtrail?: Tracker | LoaderQueue
  /** The page's one tracker (`sharedTracker`). */
  [TRACKER_KEY]?: InternalTracker
  /** What the hosted script hands to the complete tracker. */
  [HANDOVER_KEY]?: Handover
}

/** The global object, with the keys Devtrail keeps on it (the same object as `browser`). */
export const globals = browser as typeof globalThis & DevtrailGlobals
