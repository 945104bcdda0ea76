import { MAX_COPY_TEXT, MAX_LANGUAGE, MAX_SIGNATURE, MAX_TITLE, MAX_URL } from '../protocol'
import type { TrackerEvent } from '../protocol'
import { validIdentity } from './identity'
import { redact } from './redact'
import { redactShapes } from './secretShapes'
import { stripUrlSecrets } from './urlSecrets'

/** What removes the secrets of a text: `redact`, or `redactShapes` in the hosted script. */
type Redaction = (text: string) => string

/** How much of a text is scanned for secrets, so that the cost stays bounded. */
const MAX_SCANNED = 1e4

/** A text redacted (its first 10,000 characters) and capped to `max`; undefined when it is no text. */
const clean = (value: unknown, max: number, redactText: Redaction) =>
  typeof value === 'string' ? redactText(value.slice(0, MAX_SCANNED)).slice(0, max) : undefined

/** The event with URL, referrer and title redacted by `redactText` (one-time URL secrets removed first), each capped. */
function cleanPage<E extends TrackerEvent>(event: E, redactText: Redaction): E {
  const cleaned = { ...event } as Record<string, unknown>
  const cleanUrl = (value: unknown) => clean(typeof value === 'string' ? stripUrlSecrets(value) : value, MAX_URL, redactText)
  cleaned.url = cleanUrl(cleaned.url) || '/'
  if ('referrer' in cleaned) cleaned.referrer = cleanUrl(cleaned.referrer)
  if ('title' in cleaned) cleaned.title = clean(cleaned.title, MAX_TITLE, redactText)
  return cleaned as E
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
  const cleaned = cleanPage(event, redact)
  if (cleaned.type === 'COPY') {
    const text = clean(cleaned.text, MAX_COPY_TEXT, redact)
    if (!text) return
    cleaned.text = text
    cleaned.language = clean(cleaned.language, MAX_LANGUAGE, redact)
  }
  return cleaned
}

/**
 * The event as it may leave the page: its texts cleaned (`sanitizeTexts`), the identity checked
 * again, a signature kept only when it is a string the collector takes. Runs after
 * `beforeSend`, so nothing it adds escapes the rules. Undefined when nothing sendable is left.
 */
export function sanitize(event: TrackerEvent): TrackerEvent | undefined {
  const cleaned = sanitizeTexts(event)
  if (cleaned?.type === 'IDENTIFY') {
    const identity = validIdentity(cleaned.identity)
    if (!identity) return
    cleaned.identity = identity
    const signature: unknown = cleaned.signature
    // an empty or unsendable signature is none (undefined is left out of the JSON sent)
    cleaned.signature = (typeof signature === 'string' && signature.length <= MAX_SIGNATURE && signature) || undefined
  }
  return cleaned
}
