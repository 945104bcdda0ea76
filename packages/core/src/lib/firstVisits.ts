import type { EventsResponse, TrackerEvent } from '../protocol'
import type { InitOptions } from '../types'
import { ANONYMOUS_ID_KEY, readIdCookie, UUID } from './anonymousId'
import { g } from './browser'
import { awaitsConsent, CONSENT_KEY } from './consent'
import type { SentVisits } from './handover'
import type { EarlierNavigation } from './navigation'
import { queueKeyPrefix, type Item } from './queue'
import { sanitizeTexts } from './sanitize'
import { readStored, writeStored } from './storage'
import { tokenKeyOf } from './transport'
import { uuid } from './uuid'

/**
 * Sends the page views of `navigations` (the page loaded, and SPA navigations recorded before
 * `init`) in one request, as the complete tracker would: cleaned, passed through `beforeSend`,
 * with the visitor's anonymous id (a new one is kept in storage for the complete tracker, which
 * also sets the cookie), and marked sent. Storage is written once the request has left. Nothing is sent while consent is awaited (the complete
 * tracker sends the visit once granted). The events are first written as a closed queue, so that
 * a later page sends them again should this one go away before the answer; the answer's token is
 * stored for the next requests. Undefined when nothing was sent.
 */
export function sendFirstVisits(options: InitOptions, apiHost: string, navigations: EarlierNavigation[]): SentVisits | undefined {
  const d = g.document!
  const perTab = options.cookieless
  const clientId = options.clientID
  if (awaitsConsent(options, () => readStored(CONSENT_KEY))) return
  const knownId = (!perTab && readIdCookie()) || readStored<string>(ANONYMOUS_ID_KEY, perTab)
  const anonymousId = UUID.test(knownId!) ? knownId! : uuid()
  const keyOf = (url: string) => (options.hashRouting ? url : url.split('#')[0]!)
  const items: Item[] = []
  let referrer = d.referrer
  let last = ''
  for (const navigation of navigations) {
    const [time, url, title] = navigation
    navigation[3] = 1
    if (keyOf(url) == last) continue
    last = keyOf(url)
    const event = sanitizeTexts({ type: 'PAGE_VISIT', id: uuid(), time, url, referrer, title: title ?? d.title })
    referrer = url
    const kept = event && options.beforeSend ? options.beforeSend(event) : event
    // `beforeSend` may edit or drop a page view, not make it another kind of event
    const clean = kept && typeof kept == 'object' && kept.type == 'PAGE_VISIT' && sanitizeTexts(kept)
    if (clean) items.push({ a: anonymousId!, e: clean })
  }
  if (!items[0]) return
  const body = JSON.stringify({ client_id: clientId, anonymous_id: anonymousId, events: items.map((item) => item.e) as TrackerEvent[] })
  const done = fetch(`${apiHost.replace(/\/+$/, '')}/v1/events`, { method: 'POST', body, keepalive: true })
    .then(async (answer) => {
      if (answer.ok) {
        const { token }: EventsResponse = await answer.json()
        if (token) writeStored(tokenKeyOf(clientId), JSON.stringify([anonymousId, token]))
      }
      // stored, or refused for good (a 4xx other than 429): done with either way
      return answer.status < 500 && answer.status != 429
    })
    .catch(() => false)
  // written once the request is on its way (the same task: before any answer can be handled)
  if (anonymousId != knownId) writeStored(ANONYMOUS_ID_KEY, JSON.stringify(anonymousId), perTab)
  const key = queueKeyPrefix(clientId) + uuid().slice(0, 8)
  writeStored(key, JSON.stringify({ t: Date.now(), c: 1, q: items }))
  return { _key: key, _items: items, _done: done }
}
