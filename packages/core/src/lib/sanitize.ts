import { MAX_COPY_TEXT, MAX_LANGUAGE, MAX_SIGNATURE, MAX_TITLE, MAX_URL } from '../protocol'
import type { TrackerEvent } from '../protocol'
import { validIdentity } from './identity'
import { redact } from './redact'
import { redactShapes } from './secretShapes'
import { stripUrlSecrets } from './urlSecrets'

/** What removes the secrets of a text: `redact`, or `redactShapes` in the hosted script. */
type Redaction = (text: string) => string

/** A text redacted (first 10,000 characters, so the cost stays bounded) and capped to `max`. */
const clean = (value: unknown, max: number, redactText: Redaction) => (typeof value == 'string' ? redactText(value.slice(0, 1e4)).slice(0, max) : undefined)

/** The event with URL, referrer and title redacted by `redactText` (one-time URL secrets removed first), each capped. */
function cleanPage<E extends TrackerEvent>(event: E, redactText: Redaction): E {
  const e = { ...event } as Record<string, unknown>
  const cleanUrl = (value: unknown) => clean(typeof value == 'string' ? stripUrlSecrets(value) : value, MAX_URL, redactText)
  e.url = cleanUrl(e.url) || '/'
  if ('referrer' in e) e.referrer = cleanUrl(e.referrer)
  if ('title' in e) e.title = clean(e.title, MAX_TITLE, redactText)
  return e as E
}

/**
 * A page view as the hosted script sends it: one-time secrets removed from URL and referrer, and
 * secrets told by their shape from them and the title, each capped. The named-value rules of
 * `redact` are left to the complete tracker, which analyses copied text, and to the collector,
 * which applies them to every text before it is stored: they would cost the hosted script about
 * 800 B gzip, for page texts that rarely hold a named secret.
 */
export function sanitizePage<E extends TrackerEvent>(event: E): E {
  return cleanPage(event, redactShapes)
}

/**
 * The event's texts as they may leave the page: secrets removed from URL, referrer, title and
 * copied text, each capped to the protocol's limits. Undefined for a copy with no text left.
 */
export function sanitizeTexts(event: TrackerEvent): TrackerEvent | undefined {
  const e = cleanPage(event, redact) as unknown as Record<string, unknown>
  if (e.type == 'COPY') {
    e.text = clean(e.text, MAX_COPY_TEXT, redact)
    e.language = clean(e.language, MAX_LANGUAGE, redact)
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
