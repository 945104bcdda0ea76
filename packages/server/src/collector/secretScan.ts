/**
 * The collector's second line against leaked secrets: whatever the tracker's own redaction let
 * through (an old tracker, a custom `beforeSend`, a hand-written client), the maintained
 * secretlint recommended ruleset scrubs before anything is stored, and so do the tracker's own
 * rules (`redact`, and `stripUrlSecrets` for URLs) and the collector's richer ones
 * (`redactAll`), so that the server never keeps what the tracker would have removed, nor damages
 * what the tracker keeps.
 */
import { stripUrlSecrets, type TrackerEvent } from '@devtrail/core/protocol'
import { lintSource } from '@secretlint/core'
import { secretLintProfiler } from '@secretlint/profiler'
import { creator as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend'
import { redactAll } from './secretRules.js'

// secretlint profiles every run by default: a performance mark per rule per scan, kept forever
// (a leak on a server that scans each event) and slower. The profiler is @secretlint/core's own.
secretLintProfiler.setEnabled(false)

/** What replaces each secret found. */
const REDACTED = '[REDACTED]'

/**
 * The ruleset, built once: the recommended preset (AWS, GCP, GitHub, GitLab, Slack, Stripe,
 * OpenAI, Anthropic, npm, SendGrid, private keys, basic auth, database URLs...), with AWS access
 * key IDs (`AKIA…`, `ASIA…`) reported too.
 */
const CONFIG: Parameters<typeof lintSource>[0]['options']['config'] = {
  rules: [
    {
      id: '@secretlint/secretlint-rule-preset-recommend',
      rule: recommendedRules,
      rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
    },
  ],
}

/**
 * Joins the fields of one event into one scanned text (one pass costs about half of one per
 * field); findings are mapped back to each field and clipped to it. No rule's pattern crosses a
 * line break followed by NUL.
 */
const FIELD_SEPARATOR = '\n\u0000\n'

/** A finding's place in the scanned text: [start, end). */
type Range = readonly [number, number]

/** The text with every range replaced by one `[REDACTED]`; overlapping or touching ranges become one. */
function replaceRanges(text: string, ranges: readonly Range[]): string {
  const merged: [number, number][] = []
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  let result = ''
  let kept = 0
  for (const [start, end] of merged) {
    result += text.slice(kept, start) + REDACTED
    kept = end
  }
  return result + text.slice(kept)
}

/**
 * Where a finding's secret value (its `data.KEY`, `TOKEN`, `URI`...) stands, when it starts
 * inside the reported range: the AWS secret-key rule reports the key's length from the start of
 * `AWS_SECRET_ACCESS_KEY=`, so its range alone would leave the end of the key in place.
 */
function valueRanges(content: string, [from, to]: Range, data: unknown): Range[] {
  if (!data || typeof data !== 'object') return []
  return Object.entries(data).flatMap(([name, value]): Range[] => {
    if (name === 'FILE_NAME' || typeof value !== 'string' || value.length < 8) return []
    const at = content.indexOf(value, from)
    return at >= 0 && at <= to ? [[at, at + value.length]] : []
  })
}

/** Finds the secrets of several texts in one secretlint pass, and returns each text scrubbed of the findings that touch it, then by the tracker's and the collector's rules. */
async function scrubAll(texts: readonly string[]): Promise<string[]> {
  return (await lintAll(texts)).map(redactAll)
}

/** Finds the secrets of several texts in one secretlint pass, and returns each text scrubbed of the findings that touch it. */
async function lintAll(texts: readonly string[]): Promise<string[]> {
  const content = texts.join(FIELD_SEPARATOR)
  if (!content.trim()) return [...texts]
  const { messages } = await lintSource({
    source: { filePath: '/event.txt', content, contentType: 'text', ext: '.txt' },
    options: { config: CONFIG, noPhysicFilePath: true },
  })
  if (messages.length === 0) return [...texts]
  const ranges = messages.flatMap(({ range, data }) => [range, ...valueRanges(content, range, data)])
  let offset = 0
  return texts.map((text) => {
    const start = offset
    offset += text.length + FIELD_SEPARATOR.length
    const inText = ranges.map(([from, to]): Range => [Math.max(from - start, 0), Math.min(to - start, text.length)]).filter(([from, to]) => from < to)
    return inText.length ? replaceRanges(text, inText) : text
  })
}

/** The text with each secret the recommended secretlint rules find replaced by `[REDACTED]`. */
export async function scrubText(text: string): Promise<string> {
  const [scrubbed] = await scrubAll([text])
  return scrubbed ?? text
}

/** The free-text fields of an event: URL, referrer, title and, for a copy, the copied text. */
const FREE_TEXT_FIELDS = ['url', 'referrer', 'title', 'text'] as const

/** The fields holding a URL, whose one-time parameters (OAuth `code`, `access_token`, `X-Amz-Signature`...) are removed as the tracker removes them. */
const URL_FIELDS: readonly string[] = ['url', 'referrer']

/** The text of field `name` as it is scanned: a URL without its one-time secrets, any other text as it is. */
const scannedText = (name: string, text: string) => (URL_FIELDS.includes(name) ? stripUrlSecrets(text) : text)

/**
 * A copy of the event whose free-text fields (`url`, and when present `referrer`, `title` and a
 * copy's `text`) are scrubbed of secrets; other fields are untouched. All fields are scanned in
 * one secretlint pass.
 */
export async function scrubEvent<Event extends TrackerEvent>(event: Event): Promise<Event> {
  const fields = event as unknown as Record<string, unknown>
  const names = FREE_TEXT_FIELDS.filter((name) => typeof fields[name] === 'string' && (name !== 'text' || event.type === 'COPY'))
  const scrubbed = await scrubAll(names.map((name) => scannedText(name, fields[name] as string)))
  const copy: Record<string, unknown> = { ...fields }
  names.forEach((name, i) => {
    copy[name] = scrubbed[i]
  })
  return copy as unknown as Event
}

/** Texts longer than this are scanned every time, never remembered. */
const CACHED_TEXT_MAX_LENGTH = 512

/**
 * Scrubs the free-text fields of whole batches: every field not seen lately is scanned in ONE
 * secretlint pass per batch (secretlint's set-up per pass cost more than the scan of a page
 * visit), and the answer for short texts (URLs, titles, commands, which repeat across visitors)
 * is remembered, so a page visited again costs a lookup. The scan is deterministic, so a
 * remembered answer is the one a scan would give.
 */
export class SecretScrubber {
  private readonly _known = new Map<string, string>()
  private readonly _capacity: number

  /** Remembers the answers for up to `capacity` texts (the oldest are forgotten first). */
  constructor(capacity = 10_000) {
    this._capacity = capacity
  }

  /** Copies of `events` with their free-text fields scrubbed, as `scrubEvent` does one at a time. */
  async scrubEvents<Event extends TrackerEvent>(events: readonly Event[]): Promise<Event[]> {
    const copies = events.map((event) => ({ ...(event as unknown as Record<string, unknown>) }))
    const unknown: { copy: Record<string, unknown>; name: string; key: string; text: string }[] = []
    copies.forEach((copy, index) => {
      for (const name of FREE_TEXT_FIELDS) {
        const text = copy[name]
        if (typeof text !== 'string' || (name === 'text' && events[index]!.type !== 'COPY')) continue
        // a URL is cleaned as a URL, a title or copy holding the same text is not: remembered apart
        const key = URL_FIELDS.includes(name) ? `url ${text}` : `text ${text}`
        const known = this._known.get(key)
        if (known === undefined) unknown.push({ copy, name, key, text: scannedText(name, text) })
        else copy[name] = known
      }
    })
    if (unknown.length > 0) {
      const scrubbed = await scrubAll(unknown.map((field) => field.text))
      unknown.forEach((field, index) => {
        const clean = scrubbed[index] ?? field.text
        field.copy[field.name] = clean
        if (field.text.length <= CACHED_TEXT_MAX_LENGTH) this._remember(field.key, clean)
      })
    }
    return copies as unknown as Event[]
  }

  private _remember(text: string, clean: string): void {
    if (this._capacity === 0) return
    if (this._known.size >= this._capacity) this._known.delete(this._known.keys().next().value as string)
    this._known.set(text, clean)
  }
}
