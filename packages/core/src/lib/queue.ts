import type { TrackerEvent } from '../protocol'
import { browser } from './browser'
import type { Context } from './context'
import type { SentVisits } from './handover'
import { uuid } from './uuid'

/** Most events kept in one tab's queue; the oldest are dropped beyond it. */
export const MAX_QUEUE = 500

/** How long a queue may go unwritten before another tab takes it over (its tab crashed). */
const STALE_MS = 36e5

/** A queued event and the anonymous id it belongs to. Stored as JSON: short literal keys, never mangled. */
export interface Item {
  a: string
  e: TrackerEvent
}

/** A tab's queue as stored: written at `t`, `c` once its page went away, the items `q`. */
interface Stored {
  t: number
  c?: 1
  q: Item[]
}

/** The events of one tab waiting for the collector. */
export interface Queue {
  /** The queued items, oldest first. */
  readonly _items: Item[]
  /** Adds an item and persists the queue. */
  _push(item: Item): void
  /** Removes the items of these events (delivered, or refused for good). */
  _remove(events: TrackerEvent[]): void
  /** Persists the queue again. */
  _save(): void
  /** Marks the queue closed (the page went away) or open again (back from the back/forward cache), and persists it. */
  _close(closed: boolean): void
  /** Takes over the queues of tabs that went away (closed, or unwritten for an hour). */
  _adopt(): void
}

/** The start of every queue key of `clientID`'s tabs. */
export const queueKeyPrefix = (clientID: string) => `dt_q_${clientID}_`

/**
 * The persisted queue of one tab. Each tab (each page load) writes only its own localStorage key
 * `dt_q_{clientID}_{tab}`, so concurrent tabs never overwrite each other's events. A tab's page
 * marks its queue closed on `pagehide` (sticky, so a send failing afterwards cannot reopen it;
 * open again if the page comes back from the back/forward cache). When a tracker starts (a page
 * load), it adopts closed queues and queues unwritten for an hour by copying their items into
 * its own queue before removing the old key. Two pages adopting the same queue both send it, and
 * the collector stores each event id once. The key is removed when the queue is empty. The
 * queue of the page views the hosted script `sent` becomes the tab's queue, holding them.
 */
export function createQueue(context: Context, clientID: string, sent?: SentVisits): Queue {
  const prefix = queueKeyPrefix(clientID)
  const key = sent?._key || prefix + uuid().slice(0, 8)
  const items: Item[] = sent ? [...sent._items] : []
  // sticky: a send that fails after the page went away must not reopen the queue
  let closed: 1 | undefined
  const save = () => {
    items.splice(0, items.length - MAX_QUEUE)
    // an empty queue is removed
    context._write(key, items[0] && ({ t: Date.now(), c: closed, q: items } satisfies Stored))
  }
  return {
    _items: items,
    _push(item) {
      items.push(item)
      save()
    },
    _remove(events) {
      items.splice(0, items.length, ...items.filter((item) => !events.some((event) => event.id === item.e.id)))
      save()
    },
    _save: save,
    _close(away) {
      closed = away ? 1 : undefined
      save()
    },
    _adopt() {
      let keys: string[] = []
      try {
        // reading localStorage itself throws where the browser blocks site data
        keys = Object.keys(browser.localStorage as Storage)
      } catch {}
      // the keys of the queues taken over, whose items are copied into this tab's queue
      const adopted = keys.filter((other) => {
        const stored = other.startsWith(prefix) && other !== key && context._read<Stored>(other)
        const orphaned = stored && (stored.c || stored.t < Date.now() - STALE_MS)
        if (orphaned) items.push(...(stored.q || []).filter((item) => item?.e?.id && !items.some((mine) => mine.e.id === item.e.id)))
        return orphaned
      })
      if (adopted[0]) {
        items.sort((first, second) => first.e.time - second.e.time)
        save()
        for (const other of adopted) context._write(other)
      }
    },
  }
}
