/** How the dashboard writes numbers, dates and changes. */

const numberFormat = new Intl.NumberFormat('en-US')

/** 12,345 */
export function formatCount(value: number): string {
  return numberFormat.format(value)
}

/** The change from `previous` to `current` in per cent (`+12%`, `-3%`), or `new` when there was nothing before. */
export function formatChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : 'new'
  const change = Math.round(((current - previous) / previous) * 100)
  return `${change > 0 ? '+' : ''}${change}%`
}

/** `2026-01-31 14:05` (UTC) of an epoch-ms time, or an empty string when there is none or it is no date. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return ''
  const time = new Date(ms)
  // an invalid Date throws from toISOString, and a table cell must not take the page down
  return Number.isNaN(time.getTime()) ? '' : time.toISOString().slice(0, 16).replace('T', ' ')
}

/** `2026-01-31 14:05` (UTC) of an ISO 8601 time, or an empty string. */
export function formatIsoTime(iso: string | null | undefined): string {
  return iso ? formatTime(Date.parse(iso)) : ''
}

/** `1234 ms` of a measured duration, rounded to the millisecond, or `–` when nothing was measured. */
export function formatMilliseconds(value: number | null): string {
  return value === null ? '–' : `${Math.round(value)} ms`
}

/** A UTC day `YYYY-MM-DD` some days before today. */
export function dayBefore(days: number, now = Date.now()): string {
  return new Date(now - days * 86_400_000).toISOString().slice(0, 10)
}
