/**
 * Why the collector did not store an event: each drop of the ingest pipeline has one of these
 * reasons, is answered in the collector's `dropped` and counted per asset and day.
 */

/** Every drop reason, in the order the pipeline meets them. */
export const DROP_REASONS = [
  /** The user agent is a bot's (answered 200: a bot gets nothing to retry). */
  'bot',
  /** The body is not a valid batch (answered 400). */
  'invalid',
  /** Over the per-client-ID rate limit (answered 429; the tracker retries later). */
  'rate_limited',
  /** The Origin is not among the asset's allowed origins (answered 403). */
  'origin_not_allowed',
  /** A copy of prose, an address or a link through a copy button: not code, not stored. */
  'prose_copy',
  /** An identify without a signature on an asset whose policy is `signed`. */
  'unsigned_identify',
  /** An identify whose signature matches no identify secret of the asset. */
  'invalid_signature',
  /** An activity stored before under the same event id (a retried batch). */
  'duplicate',
] as const

/** Why an event was not stored. */
export type DropReason = (typeof DROP_REASONS)[number]

/** Dropped events by reason (reasons with none are absent). */
export type DropCounts = Partial<Record<DropReason, number>>

/** Adds `count` events dropped for `reason` to `counts` (nothing for 0). */
export function addDrops(counts: DropCounts, reason: DropReason, count: number): void {
  if (count > 0) counts[reason] = (counts[reason] ?? 0) + count
}

/** Whether anything was dropped. */
export function droppedAny(counts: DropCounts): boolean {
  return Object.keys(counts).length > 0
}
