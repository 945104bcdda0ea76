/** Durations on the command line: `90s`, `30m`, `24h`, `7d`, or `0`. */
import { UsageError } from './command.js'

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** Longest duration accepted: a year (an overlap window longer than that is a mistake). */
const MAX_DURATION_MS = 366 * 86_400_000

/** The duration `text` in ms (`24h` -> 86400000, `0` -> 0); a UsageError naming `--option` otherwise. */
export function parseDuration(option: string, text: string): number {
  const match = /^(\d{1,6})([smhd])?$/.exec(text.trim())
  const ms = match && (match[2] || match[1] === '0') ? Number(match[1]) * (match[2] ? UNIT_MS[match[2]]! : 0) : null
  if (ms === null || ms > MAX_DURATION_MS) {
    throw new UsageError(`--${option} must be a duration such as 30m, 24h or 7d (or 0), at most 366d (got "${text}")`)
  }
  return ms
}
