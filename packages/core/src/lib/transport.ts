import { MAX_BATCH_EVENTS, MAX_BODY_BYTES } from '../protocol'
import type { EventBatch, EventsResponse, TrackerEvent } from '../protocol'
import { browser } from './browser'
import type { Context } from './context'
import type { SentVisits } from './handover'
import { createQueue } from './queue'

/** Delivery of one tracker's events to the collector. */
export interface Transport {
  /** Queues an event of the visitor `anonymousId` (persisted at once); `urgent` ones leave at once, others within a second. */
  _send(anonymousId: string, event: TrackerEvent, urgent?: boolean): void
  /** The page goes away (or is hidden): send what is pending by beacon; `closed` lets other tabs adopt the queue. */
  _hide(closed?: boolean): void
  /** The page came back from the back/forward cache: the queue is this tab's again. */
  _show(): void
  /** Stops sending; pending events stay in the persisted queue. */
  _stop(): void
  /** Stops sending and removes the queue and the token (consent withdrawn). */
  _forget(): void
}

/** Whether a status says the collector will never take the events: a 4xx other than 429 (too many requests). */
export const refusedForGood = (status: number): boolean => status > 399 && status < 500 && status !== 429

/** Storage key of the token of `clientID`'s collector, kept with the anonymous id it was issued for. */
export const tokenKeyOf = (clientID: string) => `dt_t_${clientID}`

/**
 * Delivers events to `POST {apiHost}/v1/events` as text/plain JSON (no preflight), one request
 * per page view: the first request of a visitor carries the client id and anonymous id and its
 * answer carries the token later requests send back. Events stay in this tab's persisted queue
 * (see `createQueue`) until the collector answers 2xx (or refuses them with another 4xx), so
 * reloads, offline spells and 5xx/429 (retried with capped exponential backoff and jitter) lose
 * nothing. On 401 the token is dropped and the same batch (same event ids) sent once more
 * without it. Every request uses keepalive, so a page closed before the answer still delivers;
 * on page hide the pending batch also goes out by sendBeacon but stays queued (the collector
 * stores each event id once). The page views the hosted script `sent` stay queued until its
 * request is answered, and are sent again if it failed.
 */
export function createTransport(context: Context, apiHost: string, clientID: string, sent?: SentVisits): Transport {
  const queue = createQueue(context, clientID, sent)
  const url = `${apiHost}/v1/events`
  const tokenKey = tokenKeyOf(clientID)
  let timer: ReturnType<typeof setTimeout> | undefined
  let failures = 0
  let busy = false
  let stopped = false

  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  /** Flushes in `ms` unless a flush is planned already or sending stopped. */
  const later = (ms: number) => {
    if (timer || stopped) return
    timer = setTimeout(() => {
      timer = undefined
      flush()
    }, ms)
  }
  /** The token kept for `anonymousId`, if any. */
  const tokenOf = (anonymousId: string) => {
    const kept = context._read<[string, string]>(tokenKey)
    return kept?.[0] === anonymousId ? kept[1] : undefined
  }
  /** Sends what is queued: at once, or after a capped exponential backoff with jitter while sends fail. */
  // 2 s, 4 s, 8 s... at most 5 min, each between half and all of it
  const retry = () => queue._items[0] && later(failures ? Math.min(1e3 * 2 ** failures, 3e5) * (0.5 + Math.random() / 2) : 0)
  /** A send failed: the queue is kept for a later try. */
  const failed = () => {
    failures++
    queue._save()
  }
  /** The next batch: the oldest queued events of one anonymous id, at most 50 and well under the body limit. */
  const nextBatch = (): EventBatch | undefined => {
    const items = queue._items
    const anonymousId = items[0]?.a
    const events = items
      .filter((item) => item.a === anonymousId)
      .slice(0, MAX_BATCH_EVENTS)
      .map((item) => item.e)
    // a UTF-16 unit takes at most 3 bytes in UTF-8; 300 characters for the envelope
    while (events[1] && (JSON.stringify(events).length + 300) * 3 > MAX_BODY_BYTES) events.pop()
    if (anonymousId) return { client_id: clientID, anonymous_id: anonymousId, token: tokenOf(anonymousId), events }
  }
  const post = (batch: EventBatch) => fetch(url, { method: 'POST', body: JSON.stringify(batch), keepalive: true })

  const flush = async () => {
    if (busy || stopped) return
    const batch = nextBatch()
    if (!batch) return
    busy = true
    try {
      let answer = await post(batch)
      // the token was refused: the same batch once more without it, for a new one
      if (answer.status === 401) answer = await post({ ...batch, token: undefined })
      if (!answer.ok) throw answer.status
      const body: EventsResponse = await answer.json()
      if (body.token) context._write(tokenKey, [batch.anonymous_id, body.token])
      queue._remove(batch.events)
      failures = 0
    } catch (error) {
      context._log(error)
      // a network error is no status: retried
      if (refusedForGood(error as number)) queue._remove(batch.events)
      else failed()
    }
    busy = false
    retry()
  }

  const stop = () => {
    stopped = true
    cancel()
  }

  queue._adopt()
  context._on(browser, 'online', () => {
    cancel()
    failures = 0
    flush()
  })
  if (sent) {
    // the hosted script's request is in flight: nothing else leaves before its answer
    busy = true
    sent._done.then((delivered) => {
      busy = false
      if (delivered) queue._remove(sent._items.map((item) => item.e))
      else failed()
      retry()
    })
  } else retry()

  return {
    _send(anonymousId, event, urgent) {
      queue._push({ a: anonymousId, e: event })
      if (urgent && !failures) queueMicrotask(flush)
      else if (queue._items.length >= MAX_BATCH_EVENTS) flush()
      else later(1e3)
    },
    _hide(closed) {
      const batch = nextBatch()
      if (batch && !browser.navigator?.sendBeacon?.(url, JSON.stringify(batch))) post(batch).catch(context._log)
      if (closed) queue._close(true)
    },
    _show: () => queue._close(false),
    _stop: stop,
    _forget() {
      stop()
      queue._remove(queue._items.map((item) => item.e))
      context._write(tokenKey)
    },
  }
}
