/**
 * The wire protocol between the tracker and the Devtrail collector (DESIGN.md section 3).
 * The server validates against schemas that mirror these types.
 */
import type { Identity } from './types'

export type { Identity, IdentityType, OtherIdentity } from './types'

/** Body of `POST /v1/session`. */
export interface SessionRequest {
  /** The asset's client ID. */
  client_id: string
  /** The visitor's anonymous id (a UUID). */
  anonymous_id: string
}

/** Answer of `POST /v1/session`. */
export interface SessionResponse {
  /** Stateless HMAC token carrying the client id, the anonymous id and the expiry. */
  token: string
  /** Expiry of the token, epoch milliseconds. */
  expires_at: number
}

/** Fields every event carries. */
export interface EventBase {
  /** UUID of the event; the collector stores each id once, so retries never double-count. */
  id: string
  /** When it happened in the browser, epoch milliseconds. */
  time: number
  /** The page URL (query strings and fragments kept; the tracker never adds secrets). */
  url: string
}

/** A page visit: the initial load or one SPA navigation. */
export interface PageVisitEvent extends EventBase {
  type: 'PAGE_VISIT'
  /** The document title at the time of the visit. */
  title?: string
  /** The previous page: `document.referrer` on load, the previous URL on SPA navigations. */
  referrer?: string
}

/** A copy of a command (shell-like text) or of a code snippet. */
export interface CopyEvent extends EventBase {
  type: 'COPY_COMMAND' | 'COPY_CODE'
  /** The copied text with secrets redacted, at most 1,000 characters. */
  text: string
}

/** The host application identified the visitor after a sign-in. */
export interface IdentifyEvent extends EventBase {
  type: 'IDENTIFY'
  /** The validated identity. */
  identity: Identity
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
export type TrackerEvent = PageVisitEvent | CopyEvent | IdentifyEvent | WebVitalEvent

/** The `type` of each event. */
export type TrackerEventType = TrackerEvent['type']

/** Body of `POST /v1/events`, sent as `text/plain` JSON (no CORS preflight). */
export interface EventBatch {
  /** The session token from `POST /v1/session`. */
  token: string
  /** 1 to 50 events. */
  events: TrackerEvent[]
}

/** Answer of `POST /v1/events`: the number of events accepted (durable once answered). */
export interface EventsResponse {
  accepted: number
}

/** Error body of every Devtrail endpoint. */
export interface ErrorResponse {
  error: { message: string; type: string }
}

/** Most events in one batch. */
export const MAX_BATCH_EVENTS = 50
/** Largest body the collector accepts, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024
/** Longest copied text sent, in characters. */
export const MAX_COPY_TEXT = 1000
