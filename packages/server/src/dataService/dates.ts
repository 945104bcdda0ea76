/**
 * The spec's three time formats (SPEC section 2). A missing time (never active, never synced)
 * is the empty string in text formats and 0 in epoch-millisecond integers, so types never change.
 */

/** `YYYY-MM-DD HH:MM:SS` in UTC, or '' for a missing time. */
export function activityDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return ''
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
}

/** Epoch milliseconds as an integer, or 0 for a missing time. */
export function epochMs(ms: number | null | undefined): number {
  return ms === null || ms === undefined ? 0 : Math.trunc(Number(ms))
}

/** ISO 8601 UTC with milliseconds (`2024-05-01T10:00:00.000Z`), or '' for a missing time. */
export function isoTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return ''
  return new Date(Number(ms)).toISOString()
}
