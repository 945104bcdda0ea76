import { MAX_BATCH_EVENTS, MAX_BODY_BYTES } from '../protocol'
import type { SessionResponse, TrackerEvent } from '../protocol'
import { g } from './browser'
import { log } from './debug'
import { on } from './listeners'
import { read, write } from './storage'

/** Most events kept in the persisted queue; the oldest are dropped beyond it. */
export const MAX_QUEUE = 500

/** A queued event and the anonymous id it belongs to (session tokens are per anonymous id). */
interface Item {
  a: string
  e: TrackerEvent
}

/** A batch: events of one anonymous id. */
interface Batch {
  a: string
  e: TrackerEvent[]
}

const EVENTS = '/v1/events'
let host = ''
let client = ''
let timer: ReturnType<typeof setTimeout> | 0 = 0
let fails = 0
let busy = 0
let stopped = 0

const load = () => read<Item[]>('localStorage', 'dt_q_' + client) || []
const save = (q: Item[]) => write('localStorage', 'dt_q_' + client, q.slice(-MAX_QUEUE))
const done = (b?: Batch) => save(load().filter((x) => !b?.e.some((e) => e.id == x.e.id)))
const post = (path: string, body: unknown) =>
  fetch(host + path, { method: 'POST', body: JSON.stringify(body), keepalive: true })
const tokenKey = (a: string) => 'dt_t_' + client + a

const later = (ms: number) => {
  if (!timer && !stopped) timer = setTimeout(() => ((timer = 0), flush()), ms)
}

/** The next batch: the oldest queued events of one anonymous id, at most 50 and under the body limit. */
const pick = (): Batch | undefined => {
  const q = load()
  const a = q[0]?.a
  const e = q.filter((x) => x.a == a).slice(0, MAX_BATCH_EVENTS).map((x) => x.e)
  // 200 characters for the token; a UTF-16 unit takes at most 3 bytes in UTF-8
  while (e[1] && (JSON.stringify(e).length + 200) * 3 > MAX_BODY_BYTES) e.pop()
  if (a) return { a, e }
}

/** The session token of `a`: cached per tab until a minute before it expires, else (or when `renew`) a new one. */
const token = async (a: string, renew?: number) => {
  let s = read<SessionResponse>('sessionStorage', tokenKey(a))
  if (renew || !s || s.expires_at - 6e4 < Date.now()) {
    const r = await post('/v1/session', { client_id: client, anonymous_id: a })
    if (!r.ok) throw r.status
    write('sessionStorage', tokenKey(a), (s = await r.json()))
  }
  return s!.token
}

const flush = async () => {
  if (busy || stopped) return
  busy = 1
  let b: Batch | undefined
  try {
    if ((b = pick())) {
      let r: Response
      let renewed = 0
      // 401: one new token, then the same batch (same event ids) again
      while ((r = await post(EVENTS, { token: await token(b.a, renewed), events: b.e })).status == 401 && !renewed++);
      if (!r.ok) throw r.status
      done(b)
      fails = 0
    }
  } catch (s) {
    log(s)
    // any other 4xx: the collector will never take these events
    ;(s as number) > 399 && (s as number) < 500 && s != 429 ? done(b) : fails++
  }
  busy = 0
  if (load()[0]) later(fails ? Math.min(1e3 * 2 ** fails, 3e5) * (0.5 + Math.random() / 2) : 0)
}

/** Sends the pending batch as the page goes away; it stays queued (a beacon cannot confirm). */
const hide = () => {
  const b = pick()
  const token = b && read<SessionResponse>('sessionStorage', tokenKey(b.a))?.token
  const body = token && { token, events: b.e }
  if (body && !g.navigator?.sendBeacon?.(host + EVENTS, JSON.stringify(body))) post(EVENTS, body).catch(log)
}

/**
 * Starts delivering events to `POST {apiHost}/v1/events` as text/plain JSON (no preflight).
 * Events live in a bounded localStorage queue until the collector answers 2xx (or rejects them
 * with another 4xx), so reloads, offline spells and 5xx/429 (retried with capped exponential
 * backoff and jitter) lose nothing. On page hide the pending batch also goes out by sendBeacon
 * but stays queued: a later send may repeat it and the collector drops the copy by event id.
 */
export function startTransport(apiHost: string, clientID: string): void {
  host = apiHost
  client = clientID
  stopped = fails = 0
  on(g, 'pagehide', hide)
  on(g.document, 'visibilitychange', () => g.document!.hidden && hide())
  on(g, 'online', () => {
    clearTimeout(timer)
    timer = fails = 0
    flush()
  })
  // at once: the session token and the first visit must be out before a short visit ends
  later(0)
}

/** Queues an event of the visitor `anonymousId` (persisted at once) and schedules a send. */
export function enqueue(anonymousId: string, event: TrackerEvent): void {
  const q = load()
  q.push({ a: anonymousId, e: event })
  save(q)
  q.length >= MAX_BATCH_EVENTS ? flush() : later(1e3)
}

/** Stops sending; pending events stay in the persisted queue. */
export function stopTransport(): void {
  stopped = 1
  clearTimeout(timer)
  timer = 0
}
