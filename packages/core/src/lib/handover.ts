import type { Tracker } from '../types'
import type { CopyFact } from './copy'
import type { EarlierNavigation } from './navigation'
import type { Item } from './queue'

/** A copy seen before the complete tracker loaded (by the loader's queue or the hosted script): the fact, when, and the page's URL then. */
export type EarlierCopy = [...fact: CopyFact, time: number, url: string]

/** Page views the hosted script sent before the complete tracker loaded. */
export interface SentVisits {
  /** Key of the queue they were written to before sending (closed, so a later page adopts them if this one goes away): it becomes the tracker's own queue. */
  _key: string
  /** The events sent, with their anonymous id. */
  _items: Item[]
  /** Settles once the collector has answered: true when the events are done with (stored, or refused for good), false when they must be sent again. */
  _done: Promise<boolean>
}

/**
 * What the hosted script (`tracker.js`) hands to the complete tracker (`full.js`) when it loads,
 * under the global `HANDOVER_KEY`: the calls made to `window.Devtrail` so far, the navigations
 * and copies seen, and the page views it sent.
 */
export interface Handover {
  /** Calls made before the complete tracker loaded, in order. */
  _calls: [name: string | symbol, args: unknown[]][]
  /** Navigations seen since the page loaded, those already sent marked so. */
  _navigations: EarlierNavigation[]
  /** Copies seen since the loader's queue or the hosted script started (none when `init` turned copy tracking off), their analysis left to the complete tracker. */
  _copies: EarlierCopy[]
  /** The page views sent by `init`, once it has run. */
  _sent?: SentVisits
  /** The complete tracker takes over: the calls so far are replayed on it and later ones go to it. */
  _takeOver(tracker: Tracker): void
}
