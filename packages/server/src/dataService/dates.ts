/**
 * The data service's three time formats. A time Devtrail does not know (never active,
 * never synced) is null in every format: never '' or epoch 0, which a client would take for a date.
 */

/** `YYYY-MM-DD HH:MM:SS` in UTC, or null for a missing time. */
export function activityDate(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null
  return new Date(Number(ms)).toISOString().slice(0, 19).replace('T', ' ')
}

/** Epoch milliseconds as an integer, or null for a missing time. */
export function epochMs(ms: number | null | undefined): number | null {
  return ms === null || ms === undefined ? null : Math.trunc(Number(ms))
}

/** ISO 8601 UTC with milliseconds (`2024-05-01T10:00:00.000Z`), or null for a missing time. */
export function isoTime(ms: number | null | undefined): string | null {
  if (ms === null || ms === undefined) return null
  return new Date(Number(ms)).toISOString()
}

/** A stored text as the API shows it: null when nothing is known ('' or no value), else the text. */
export function known(text: string | null | undefined): string | null {
  return text === null || text === undefined || text === '' ? null : text
}
