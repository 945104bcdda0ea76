/** The dashboard's date ranges: inclusive ranges of UTC days. */
import { dayBefore } from './format.js'

/** An inclusive range of UTC days (`YYYY-MM-DD`). */
export interface DayRange {
  /** The first day. */
  from: string
  /** The last day. */
  to: string
}

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: dayBefore(days - 1, now), to: dayBefore(0, now) }
}
