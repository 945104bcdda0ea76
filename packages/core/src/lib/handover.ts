import type { LoaderQueue, Tracker } from '../types'
import type { CopyFact } from './copy'
import type { EarlierNavigation } from './navigation'
import type { Item } from './queue'

/** A copy seen before the complete tracker loaded (by the loader's queue or the hosted script): the fact, when, and the page's URL then. */
export type EarlierCopy = [...fact: CopyFact, time: number, url: string]

/** A call made before the tracker that takes it was there: the method's name and its arguments. */
export type RecordedCall = [name: string, args: unknown[]]

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
  _calls: RecordedCall[]
  /** Navigations seen since the page loaded, those already sent marked so. */
  _navigations: EarlierNavigation[]
  /** Copies seen since the loader's queue or the hosted script started (none when `init` turned copy tracking off), their analysis left to the complete tracker. */
  _copies: EarlierCopy[]
  /** The page views sent by `init`, once it has run. */
  _sent?: SentVisits
  /** The complete tracker takes over: the calls so far are replayed on it and later ones go to it. */
  _takeOver(tracker: Tracker): void
}

/**
 * Makes the `calls` recorded before `tracker` was there on it, in order (the loader's queue and
 * the hosted script record them; the hosted script and the complete tracker replay them). A name
 * it has no method for is skipped.
 */
export function replay(calls: readonly RecordedCall[] | undefined, tracker: object): void {
  const methods = tracker as Record<string, ((...args: unknown[]) => void) | undefined>
  for (const [name, args] of calls ?? []) methods[name]?.(...args)
}

/** Whether what is on `window.Devtrail` is the loader's queue (its recorded calls are its `q`). */
export const isLoaderQueue = (value: unknown): value is LoaderQueue => !!(value as Partial<LoaderQueue> | undefined)?.q
