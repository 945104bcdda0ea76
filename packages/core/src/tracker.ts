import type { Identity, InitOptions, Tracker } from './types'
import type { TrackerEvent, WebVitalEvent } from './protocol'
import { anonymousId } from './lib/anonymousId'
import { g } from './lib/browser'
import { watchCopies } from './lib/copy'
import { log, safe, setDebug } from './lib/debug'
import { validIdentity } from './lib/identity'
import { removeAll } from './lib/listeners'
import { watchNavigation } from './lib/navigation'
import { redact } from './lib/redact'
import { read, write } from './lib/storage'
import { EVENT_HOOK, TRACKER_KEY } from './lib/symbols'
import { enqueue, startTransport, stopTransport } from './lib/transport'
import { uuid } from './lib/uuid'

/** The fields of a WEB_VITAL event that an optional entry provides; the tracker adds id, time and url. */
export type VitalInput = Pick<WebVitalEvent, 'name' | 'value' | 'rating'>

/** The tracker with its internal hooks, which are not part of the public `Tracker` type. */
export interface InternalTracker extends Tracker {
  /** Queues a web-vitals event (used by `@devtrail/core/vitals`); ignored before `init`. */
  [EVENT_HOOK](event: VitalInput): void
  /** Stops tracking: removes listeners and wrappers, stops sending. For tests. */
  _stop(): void
}

/** A page's URL, referrer or title, redacted and capped: one huge URL must not outgrow a batch. */
const clip = (text: string) => redact(text).slice(0, 2e3)

/** Storage key of the identity last sent, prefixed with the anonymous id it was sent for. */
const IDENTITY_KEY = 'dt_id'

/**
 * Creates the tracker. A page has one (see `sharedTracker`); the hosted script passes its own
 * origin as the default `apiHost`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createTracker(defaultApiHost?: string): InternalTracker {
  let o: InitOptions | undefined
  let anon = ''
  const area = () => (o!.cookieless ? 'sessionStorage' : 'localStorage')
  const track = (e: Record<string, unknown>) =>
    enqueue(anon, { id: uuid(), time: Date.now(), url: clip(g.location!.href), ...e } as TrackerEvent)

  /** A public method that never throws and does nothing before `init`. */
  const entry =
    <A extends unknown[]>(f: (...a: A) => void) =>
    (...a: A) =>
      o && safe(f)(...a)

  return {
    version: '0.1.0',
    init: safe((options: InitOptions) => {
      if (o || !options?.clientID || !g.document) return
      o = options
      setDebug(o.debug)
      anon = anonymousId(o.cookieless)
      startTransport((o.apiHost || defaultApiHost || g.location!.origin).replace(/\/+$/, ''), o.clientID)
      watchNavigation(o.hashRouting, (referrer) =>
        track({ type: 'PAGE_VISIT', title: clip(g.document!.title), referrer: clip(referrer) }),
      )
      if (!o.dnt?.includes('copy')) watchCopies((type, text) => track({ type, text }))
    }),
    identify: entry((i: Identity) => {
      const v = validIdentity(i)
      if (!v) return log('invalid identity', i)
      // stored with the anonymous id it was sent for: the server keeps the link per anonymous id
      const who = v.type + ':' + v.username + ' '
      const last = read<string>(area(), IDENTITY_KEY)
      // another person on this anonymous id (sign-out without reset): they get a visitor of their own
      if (last?.startsWith(anon + ' ') && !last.startsWith(anon + ' ' + who)) anon = anonymousId(o!.cookieless, true)
      const link = anon + ' ' + who + JSON.stringify(v)
      if (last != link) {
        write(area(), IDENTITY_KEY, link)
        track({ type: 'IDENTIFY', identity: v })
      }
    }),
    reset: entry(() => {
      write(area(), IDENTITY_KEY)
      anon = anonymousId(o!.cookieless, true)
    }),
    [EVENT_HOOK]: entry((e: VitalInput) => track({ type: 'WEB_VITAL', name: e.name, value: e.value, rating: e.rating })),
    _stop() {
      removeAll()
      stopTransport()
      o = undefined
    },
  }
}

/** The page's one tracker: the one already on the global key (another copy of the bundle, the hosted script) or a new one. */
export const sharedTracker = (defaultApiHost?: string): InternalTracker => {
  const store = globalThis as unknown as Record<symbol, InternalTracker | undefined>
  return (store[TRACKER_KEY] ||= createTracker(defaultApiHost))
}

/** Stops the page's tracker and removes it from the global key, so that a fresh import starts over. For tests. */
export function destroyTracker(): void {
  const store = globalThis as unknown as Record<symbol, InternalTracker | undefined>
  store[TRACKER_KEY]?._stop()
  delete store[TRACKER_KEY]
}
