import { MAX_BODY_BYTES } from '../protocol'
import type { EventBatch, EventsResponse, TrackerEvent } from '../protocol'
import type { InitOptions } from '../types'
import { ANONYMOUS_ID_KEY, readIdCookie, UUID } from './anonymousId'
import { g } from './browser'
import { awaitsConsent, CONSENT_KEY } from './consent'
import type { SentVisits } from './handover'
import type { EarlierNavigation } from './navigation'
import { queueKeyPrefix, type Item } from './queue'
import { sanitizePage } from './sanitize'
import { readStored, writeStored } from './storage'
import { tokenKeyOf } from './transport'

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
  const d = document
  const perTab = options.cookieless
  const clientId = options.clientID
  if (!g.crypto?.randomUUID || awaitsConsent(options, () => readStored(CONSENT_KEY))) return
  // random ids: a secure context's `crypto.randomUUID`; elsewhere (plain http) the complete tracker sends the page views
  const uuid = () => crypto.randomUUID()
  const knownId = (!perTab && readIdCookie()) || readStored<string>(ANONYMOUS_ID_KEY, perTab)
  const anonymousId = UUID.test(knownId!) ? knownId! : uuid()
  const keyOf = (url: string) => (options.hashRouting ? url : url.split('#')[0]!)
  const items: Item[] = []
  let referrer = d.referrer
  let last = ''
  // the body's room in UTF-16 units (one takes at most 3 bytes in UTF-8), 300 for the envelope
  let room = ((MAX_BODY_BYTES / 3) | 0) - 300
  for (const navigation of navigations) {
    const [time, url, title] = navigation
    if (keyOf(url) != last) {
      last = keyOf(url)
      const event = sanitizePage<TrackerEvent>({ type: 'PAGE_VISIT', id: uuid(), time, url, referrer, title: title ?? d.title })
      const kept = options.beforeSend?.(event)
      // `beforeSend` may edit or drop a page view (what it returns is cleaned again), not make it another kind of event
      const clean = !options.beforeSend ? event : kept && typeof kept == 'object' && kept.type == 'PAGE_VISIT' && sanitizePage(kept)
      // no room left: the complete tracker reports this visit and the next ones
      if (clean && (room -= JSON.stringify(clean).length) < 0 && items[0]) break
      if (clean) items.push({ a: anonymousId!, e: clean })
      referrer = url
    }
    navigation[3] = 1
  }
  if (!items[0]) return
  const key = queueKeyPrefix(clientId) + uuid().slice(0, 8)
  // no token: reading it would open storage before the request leaves; the answer brings one
  const body: EventBatch = { client_id: clientId, anonymous_id: anonymousId, events: items.map((item) => item.e) }
  const done = fetch(`${apiHost.replace(/\/+$/, '')}/v1/events`, { method: 'POST', body: JSON.stringify(body), keepalive: true })
    .then(async (answer) => {
      const { token }: EventsResponse = await answer.json()
      if (token) writeStored(tokenKeyOf(clientId), JSON.stringify([anonymousId, token]))
      // stored (nothing left to send: the complete tracker's queue, if it took this one over, is
      // written back by its own handler of this answer, which runs next), or refused for good (a 4xx other than 429)
      if (answer.ok) writeStored(key, undefined)
      return answer.status < 500 && answer.status != 429
    })
    .catch(() => false)
  // written once the request is on its way (the same task: before any answer can be handled)
  if (anonymousId != knownId) writeStored(ANONYMOUS_ID_KEY, JSON.stringify(anonymousId), perTab)
  writeStored(key, JSON.stringify({ t: Date.now(), c: 1, q: items }))
  return { _key: key, _items: items, _done: done }
}
