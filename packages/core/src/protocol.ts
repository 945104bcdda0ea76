/**
 * The wire protocol between the tracker and the Devtrail collector, and
 * every limit of it. The tracker clips to these limits and the collector's schemas are built
 * from them, so nothing the tracker sends can be refused for its size.
 */
import type { Identity } from './types'

export type { Identity, IdentityType, OtherIdentity } from './types'

/**
 * The tracker's secret rules, shared with the collector so both layers agree: `redact` for any
 * text, `stripUrlSecrets` for the one-time parameters of a URL.
 */
export { clientPasswords } from './lib/clientPasswords'
export { providerKeys } from './lib/providerKeys'
export { redact, redactByRules } from './lib/redact'
export { stripUrlSecrets } from './lib/urlSecrets'

/** Most events in one batch. */
export const MAX_BATCH_EVENTS = 50
/** Largest `POST /v1/events` body, in bytes (the tracker stays well under it). */
export const MAX_BODY_BYTES = 64 * 1024
/** Longest page URL or referrer, in UTF-16 code units. */
export const MAX_URL = 2048
/** Longest page title, in UTF-16 code units. */
export const MAX_TITLE = 1000
/** Longest copied text, in UTF-16 code units. */
export const MAX_COPY_TEXT = 1000
/** Longest language hint of a copy. */
export const MAX_LANGUAGE = 40
/** Longest identity username (an e-mail address is at most 320 characters). */
export const MAX_USERNAME = 320
/** Longest first or last name. */
export const MAX_NAME = 200
/** Longest company domain. */
export const MAX_DOMAIN = 253
/** Most `other_identities` of one identity. */
export const MAX_OTHER_IDENTITIES = 10
/** Longest client ID. */
export const MAX_CLIENT_ID = 200
/** Longest session token. */
export const MAX_TOKEN = 1024
/**
 * How far before its arrival an event's `time` is believed, ms: 90 days, the longest range the
 * dashboard shows (a tab's unsent events wait in the browser until the visitor comes back). The
 * collector stores an older time, or any time after arrival (a browser clock that is wrong), as
 * the arrival time: no event is stored in 1970 or in the future.
 */
export const MAX_EVENT_AGE_MS = 90 * 24 * 60 * 60 * 1000

/** Longest identify signature (today's are 64 hex digits; room for a later format). */
export const MAX_SIGNATURE = 256

/** Fields every event carries. */
export interface EventBase {
  /** UUID of the event; the collector stores each id once per workspace, so retries never double-count. */
  id: string
  /** When it happened in the browser, epoch milliseconds. */
  time: number
  /** The page URL, one-time secrets (OAuth codes, tokens, signatures) removed. */
  url: string
}

/** A page visit: the initial load or one SPA navigation. */
export interface PageVisitEvent extends EventBase {
  type: 'PAGE_VISIT'
  /** The document title of the page visited (read once the new page has rendered). */
  title?: string
  /** The previous page: `document.referrer` on load, the previous URL on SPA navigations. */
  referrer?: string
}

/**
 * The title a page set after its visit was sent (a router that renders the title late), for the
 * visit `visit`. The collector accepts it; it stores no page titles, so nothing stored changes.
 */
export interface PageTitleEvent extends EventBase {
  type: 'PAGE_TITLE'
  /** The `id` of the `PAGE_VISIT` whose title this is. */
  visit: string
  /** The page's title, at most `MAX_TITLE` characters. */
  title: string
}

/** How a text was copied: a selection (copy or cut), or a copy button (clipboard API, execCommand). */
export type CopyMethod = 'selection' | 'button'

/**
 * A copy of a command or code snippet. The collector classifies it as a COPY_COMMAND or
 * COPY_CODE activity from the text and the language hint.
 */
export interface CopyEvent extends EventBase {
  type: 'COPY'
  /** The copied text with secrets redacted, at most `MAX_COPY_TEXT` characters. */
  text: string
  /** The code block's language hint (`bash` from `language-bash`, `source-shell` ...), if it has one. */
  language?: string
  /** How it was copied. */
  method: CopyMethod
}

/** The host application identified the visitor after a sign-in. */
export interface IdentifyEvent extends EventBase {
  type: 'IDENTIFY'
  /** The validated identity. */
  identity: Identity
  /**
   * The identity's signature from the site's backend (HMAC-SHA256 with the asset's identify
   * secret, 64 hex digits), when the site signs identities (identity verification).
   */
  signature?: string
}

/** One Core Web Vitals measurement (only with `@devtrail/core/vitals`). */
export interface WebVitalEvent extends EventBase {
  type: 'WEB_VITAL'
  /** The metric. */
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'
  /** The metric's value (milliseconds, or unitless for CLS). */
  value: number
  /** The web-vitals rating. */
  rating: 'good' | 'needs-improvement' | 'poor'
}

/** Any event the tracker sends. */
export type TrackerEvent = PageVisitEvent | PageTitleEvent | CopyEvent | IdentifyEvent | WebVitalEvent

/** The `type` of each event. */
export type TrackerEventType = TrackerEvent['type']

/**
 * Body of `POST /v1/events`, sent as `text/plain` JSON (no CORS preflight). The first request of
 * a visitor has no token; its answer carries one, which later requests send back.
 */
export interface EventBatch {
  /** The asset's client ID. */
  client_id: string
  /** The visitor's anonymous id (a UUID); every event of a batch belongs to it. */
  anonymous_id: string
  /** The token of an earlier answer, when the tracker has one for this visitor. */
  token?: string
  /** 1 to `MAX_BATCH_EVENTS` events. */
  events: TrackerEvent[]
}

/** Answer of `POST /v1/events`: the number of events accepted (durable once answered). */
export interface EventsResponse {
  accepted: number
  /**
   * Events not stored, by reason (`bot`, `prose_copy`, `unsigned_identify`, `invalid_signature`,
   * `duplicate`, ...: see docs/protocol.md), when any were. The tracker does not read it.
   */
  dropped?: Record<string, number>
  /** A fresh token, when the request had none or an old one. */
  token?: string
}

/** Error body of every Devtrail endpoint. */
export interface ErrorResponse {
  error: { message: string; type: string }
}
