import { MAX_COPY_TEXT, MAX_LANGUAGE, MAX_SIGNATURE, MAX_TITLE, MAX_URL } from '../protocol'
import type { TrackerEvent } from '../protocol'
import { validIdentity } from './identity'
import { redact } from './redact'
import { stripUrlSecrets } from './urlSecrets'

/** A text redacted (first 10,000 characters, so the cost stays bounded) and capped to `max`. */
const clean = (value: unknown, max: number) => (typeof value == 'string' ? redact(value.slice(0, 1e4)).slice(0, max) : undefined)

/** A URL with its one-time secrets removed, then redacted and capped. */
const cleanUrl = (value: unknown) => clean(typeof value == 'string' ? stripUrlSecrets(value) : value, MAX_URL)

/** The event with its page's texts as they may leave the page: secrets removed from URL, referrer and title, each capped. */
export function sanitizePage<E extends TrackerEvent>(event: E): E {
  const e = { ...event } as Record<string, unknown>
  e.url = cleanUrl(e.url) || '/'
  if ('referrer' in e) e.referrer = cleanUrl(e.referrer)
  if ('title' in e) e.title = clean(e.title, MAX_TITLE)
  return e as E
}

/**
 * The event's texts as they may leave the page: secrets removed from URL, referrer, title and
 * copied text, each capped to the protocol's limits. Undefined for a copy with no text left.
 */
export function sanitizeTexts(event: TrackerEvent): TrackerEvent | undefined {
  const e = sanitizePage(event) as unknown as Record<string, unknown>
  if (e.type == 'COPY') {
    e.text = clean(e.text, MAX_COPY_TEXT)
    e.language = clean(e.language, MAX_LANGUAGE)
    if (!e.text) return
  }
  return e as unknown as TrackerEvent
}

/**
 * The event as it may leave the page: its texts cleaned (`sanitizeTexts`), the identity checked
 * again, a signature kept only when it is a string the collector takes. Runs after
 * `beforeSend`, so nothing it adds escapes the rules. Undefined when nothing sendable is left.
 */
export function sanitize(event: TrackerEvent): TrackerEvent | undefined {
  const e = sanitizeTexts(event)
  if (e?.type == 'IDENTIFY') {
    if (!(e.identity = validIdentity(e.identity)!)) return
    const s = e.signature
    // undefined is left out of the JSON sent
    e.signature = (typeof s == 'string' && s.length <= MAX_SIGNATURE && s) || undefined
  }
  return e
}
