import { MAX_BODY_BYTES } from '../protocol'
import type { EventBatch, EventsResponse, TrackerEvent } from '../protocol'
import type { InitOptions } from '../types'
import { ANONYMOUS_ID_KEY, isAnonymousId, readIdCookie } from './anonymousId'
import { browser } from './browser'
import { awaitsConsent, CONSENT_KEY } from './consent'
import type { SentVisits } from './handover'
import type { EarlierNavigation } from './navigation'
import { type PageView, pageViews } from './pageViews'
import { type Item, queueKeyPrefix } from './queue'
import { sanitizePage } from './sanitize'
import { readStored, writeStored } from './storage'
import { refusedForGood, tokenKeyOf } from './transport'

/** The body's room in UTF-16 units (one takes at most 3 bytes in UTF-8), 300 left for the envelope. */
const BODY_ROOM = Math.floor(MAX_BODY_BYTES / 3) - 300

/**
 * Sends the page views of `navigations` (the page loaded, and SPA navigations recorded before
 * `init`) in one request, as the complete tracker would: cleaned, passed through `beforeSend`,
 * with the visitor's anonymous id (a new one is kept in storage for the complete tracker, which
 * also sets the cookie), and marked sent. Storage is written once the request has left. Nothing is
 * sent outside a secure context (no `crypto.randomUUID`: plain http), where the complete tracker
 * sends these page views once it runs. Nothing is sent while consent is awaited (the complete
 * tracker sends the visit once granted). The request carries no token, so that storage is not
 * read before it leaves (a returning visitor's id is in the cookie); the answer's token is kept
 * for the complete tracker's requests. The events are also written as a
 * closed queue, removed once answered, so that a later page sends them again should this one go
 * away before the answer. Undefined when nothing was sent.
 */
export function sendFirstVisits(options: InitOptions, apiHost: string, navigations: EarlierNavigation[]): SentVisits | undefined {
  const { clientID, cookieless, beforeSend } = options
  if (!browser.crypto?.randomUUID || awaitsConsent(options, () => readStored(CONSENT_KEY))) return
  // random ids: a secure context's `crypto.randomUUID`; elsewhere (plain http) the complete tracker sends the page views
  const randomId = () => crypto.randomUUID()
  const knownId = (!cookieless && readIdCookie()) || readStored<string>(ANONYMOUS_ID_KEY, cookieless)
  const anonymousId = isAnonymousId(knownId) ? knownId : randomId()
  /** The page view's event: cleaned, and through `beforeSend`, which may edit or drop it (what it returns is cleaned again), not make it another kind of event. */
  const pageVisit = ({ url, referrer, title, time }: PageView) => {
    const event = sanitizePage<TrackerEvent>({ type: 'PAGE_VISIT', id: randomId(), time, url, referrer, title })
    if (!beforeSend) return event
    const kept = beforeSend(event)
    return kept && typeof kept === 'object' && kept.type === 'PAGE_VISIT' ? sanitizePage(kept) : undefined
  }
  const nextPageView = pageViews(options.hashRouting)
  const items: Item[] = []
  let room = BODY_ROOM
  for (const navigation of navigations) {
    const [time, url, title] = navigation
    const view = nextPageView(url, time, title ?? document.title)
    const event = view && pageVisit(view)
    if (event) {
      room -= JSON.stringify(event).length
      // no room left: the complete tracker reports this visit and the next ones
      if (room < 0 && items.length > 0) break
      items.push({ a: anonymousId, e: event })
    }
    navigation[3] = 1
  }
  if (items.length === 0) return
  const key = queueKeyPrefix(clientID) + randomId().slice(0, 8)
  // no token: reading it would open storage before the request leaves; the answer brings one
  const body: EventBatch = { client_id: clientID, anonymous_id: anonymousId, events: items.map((item) => item.e) }
  const done = fetch(`${apiHost.replace(/\/+$/, '')}/v1/events`, { method: 'POST', body: JSON.stringify(body), keepalive: true })
    .then(async (answer) => {
      const { token }: EventsResponse = await answer.json()
      if (token) writeStored(tokenKeyOf(clientID), JSON.stringify([anonymousId, token]))
      // stored (nothing left to send: the complete tracker's queue, if it took this one over, is
      // written back by its own handler of this answer, which runs next), or refused for good
      if (answer.ok) writeStored(key, undefined)
      return answer.ok || refusedForGood(answer.status)
    })
    .catch(() => false)
  // written once the request is on its way (the same task: before any answer can be handled)
  if (anonymousId !== knownId) writeStored(ANONYMOUS_ID_KEY, JSON.stringify(anonymousId), cookieless)
  writeStored(key, JSON.stringify({ t: Date.now(), c: 1, q: items }))
  return { _key: key, _items: items, _done: done }
}
