import type { Identity, IdentifyOptions, InitOptions, Tracker } from './types'
import type { TrackerEvent, WebVitalEvent } from './protocol'
import { createAnonymousIds, type AnonymousIds } from './lib/anonymousId'
import { browser } from './lib/browser'
import { awaitsConsent, CONSENT_KEY } from './lib/consent'
import { createContext } from './lib/context'
import { copyReporter, watchCopyFacts } from './lib/copy'
import { validIdentity } from './lib/identity'
import type { EarlierCopy, SentVisits } from './lib/handover'
import { watchNavigation, type EarlierNavigation, type Navigation } from './lib/navigation'
import type { Visit } from './lib/pageViews'
import { sanitize } from './lib/sanitize'
import { EVENT_HOOK } from './lib/symbols'
import { createTransport, type Transport } from './lib/transport'
import { uuid } from './lib/uuid'
import { VERSION } from './lib/version'

/** The fields of a WEB_VITAL event that an optional entry provides; the tracker adds id, time and url. */
export type VitalInput = Pick<WebVitalEvent, 'name' | 'value' | 'rating'>

/** The tracker with its internal hooks, which are not part of the public `Tracker` type. */
export interface InternalTracker extends Tracker {
  /** Queues a web-vitals event (used by `@devtrail/core/vitals`). */
  [EVENT_HOOK](event: VitalInput): void
  /** Stops tracking: removes listeners and wrappers, stops sending. For tests. */
  _stop(): void
}

/** How a tracker is created. */
export interface TrackerSetup {
  /** The collector when `init` names none: the hosted script passes the origin it was loaded from. */
  apiHost?: string
  /** Navigations recorded before the tracker loaded (the loader's queue, the hosted script), read at `init`. */
  earlier?: () => EarlierNavigation[] | undefined
  /** The page views the hosted script sent before this tracker loaded, read at `init`. */
  sent?: () => SentVisits | undefined
  /** Copies the hosted script saw before this tracker loaded, read at `init`. */
  copies?: () => EarlierCopy[] | undefined
}

/** Storage key of the identity last sent, prefixed with the anonymous id it was sent for. */
const IDENTITY_KEY = 'dt_id'
/** Calls made before `init` that are applied once it runs. */
const MAX_EARLY_CALLS = 20

/**
 * Creates a tracker: its listeners, queue, transport and state live in it. A page has one
 * (see `sharedTracker`): the hosted script and the bundled export each create theirs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createTracker(setup: TrackerSetup): InternalTracker {
  const context = createContext()
  const early: (() => void)[] = []
  let options: InitOptions | undefined
  let ids: AnonymousIds
  let transport: Transport | undefined
  let navigation: Navigation | undefined
  let waiting = false
  let perTab: boolean | undefined
  let lastVisit: Visit | undefined
  let sent: SentVisits | undefined

  /** Builds, cleans, filters (`beforeSend`) and queues an event; page visits and identities leave at once. */
  const track = (fields: Record<string, unknown>) => {
    // no transport: waiting for consent
    if (!transport) return
    // cleaned before `beforeSend` sees it, and again after, so nothing it adds escapes the rules
    const event = sanitize({ id: uuid(), time: Date.now(), url: location.href, ...fields } as TrackerEvent)
    const beforeSend = options?.beforeSend
    const kept = event && beforeSend?.(event)
    const clean = beforeSend ? kept && typeof kept === 'object' && sanitize(kept) : event
    if (clean) transport._send(ids._current(), clean, clean.type === 'PAGE_VISIT' || clean.type === 'IDENTIFY')
    else context._log('event dropped', fields)
  }
  /** A visit's url, referrer, title and time become the event's; returns the event's id. */
  const reportVisit = (visit: Visit) => {
    const id = uuid()
    lastVisit = visit
    track({ type: 'PAGE_VISIT', id, ...visit })
    return id
  }
  /** The page set its title after its visit `visit` was sent: the collector updates that visit. */
  const retitle = (visit: string, title: string) => {
    if (lastVisit) lastVisit.title = title
    track({ type: 'PAGE_TITLE', visit, title })
  }
  /** Starts sending (at `init`, or once consent is granted); the first transport takes over the page views the hosted script sent. */
  const start = (started: InitOptions) => {
    waiting = false
    // `init` has checked that one of the two is set
    transport ||= createTransport(context, ((started.apiHost || setup.apiHost) as string).replace(/\/+$/, ''), started.clientID, sent)
    sent = undefined
  }

  /** A public method that never throws; before `init` it waits (a few calls at most) and runs after it. */
  const entry = <A extends unknown[]>(method: (...args: A) => void) => {
    const safeMethod = context._safe(method)
    return (...args: A) => {
      if (options) safeMethod(...args)
      else if (early.length < MAX_EARLY_CALLS) early.push(() => safeMethod(...args))
    }
  }

  const tracker: InternalTracker = {
    version: VERSION,
    init: context._safe((initOptions: InitOptions) => {
      if (options || !initOptions?.clientID || !browser.document) return
      context._enabled = initOptions.debug
      if (!(initOptions.apiHost || setup.apiHost)) return context._log('init needs apiHost: the collector URL')
      options = initOptions
      perTab = initOptions.cookieless
      ids = createAnonymousIds(context, perTab)
      sent = setup.sent?.()
      // the hosted script sent the first page views with this visitor's id: the cookie (and its
      // domain probe) is set now, while the page is idle, rather than on the next event's path
      if (sent) ids._current()
      waiting = awaitsConsent(initOptions, () => context._read(CONSENT_KEY))
      if (!waiting) start(initOptions)
      navigation = watchNavigation(context, initOptions.hashRouting, setup.earlier?.() || [], reportVisit, retitle)
      if (!initOptions.dnt?.includes('copy')) {
        /** Reports the copies that count, as made now or `at` an earlier time and page (seen by the hosted script or the loader). */
        const reporter = (at?: { time: number; url: string }) =>
          copyReporter((text, language, method) => track({ type: 'COPY', text, language, method, ...at }))
        for (const [text, from, method, time, url] of setup.copies?.() || []) reporter({ time, url })(text, from, method)
        watchCopyFacts(context, reporter())
      }
      const hide = (closed?: boolean) => {
        navigation?._settle()
        transport?._hide(closed)
      }
      // consent given or withdrawn in another tab of the site holds for this one too
      context._on(browser, 'storage', (event) => (event as StorageEvent).key === CONSENT_KEY && tracker.consent(!!(event as StorageEvent).newValue))
      context._on(browser, 'pagehide', () => hide(true))
      context._on(browser, 'pageshow', (event) => (event as PageTransitionEvent).persisted && transport?._show())
      context._on(document, 'visibilitychange', () => document.hidden && hide())
      for (const call of early.splice(0)) call()
    }),
    identify: entry((identity: Identity, identifyOptions?: IdentifyOptions) => {
      const valid = validIdentity(identity)
      if (!valid || waiting) return context._log('identity not sent', identity)
      const signature = identifyOptions?.signature
      // stored with the anonymous id it was sent for: the server keeps the link per anonymous id
      const person = `${valid.type}:${valid.username} `
      const lastLink = context._read<string>(IDENTITY_KEY, perTab)
      let anonymousId = ids._current()
      // another person on this anonymous id (sign-out without reset): they get a visitor of their own
      if (lastLink?.startsWith(`${anonymousId} `) && !lastLink.startsWith(`${anonymousId} ${person}`)) anonymousId = ids._renew()
      // the signature is part of what was sent: the same identity newly signed goes again
      const link = `${anonymousId} ${person}${JSON.stringify([valid, signature])}`
      if (lastLink === link) return
      context._write(IDENTITY_KEY, link, perTab)
      track({ type: 'IDENTIFY', identity: valid, signature })
    }),
    reset: entry(() => {
      if (waiting) return
      context._write(IDENTITY_KEY, undefined, perTab)
      ids._renew()
    }),
    consent: entry((granted: boolean) => {
      if (granted && waiting && options) {
        context._write(CONSENT_KEY, 1)
        // the page open now becomes the last visit, not the one left before it while waiting
        navigation?._settle()
        start(options)
        if (lastVisit) reportVisit({ ...lastVisit, time: Date.now() })
      } else if (!granted) {
        waiting = true
        context._write(CONSENT_KEY)
        context._write(IDENTITY_KEY, undefined, perTab)
        transport?._forget()
        transport = undefined
        ids._forget()
      }
    }),
    [EVENT_HOOK]: entry((vital: VitalInput) => track({ type: 'WEB_VITAL', name: vital.name, value: vital.value, rating: vital.rating })),
    _stop() {
      navigation?._stop()
      context._removeAll()
      transport?._stop()
      options = undefined
    },
  }
  return tracker
}
