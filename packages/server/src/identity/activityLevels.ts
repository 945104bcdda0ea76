/** The thresholds that turn an account's recent activity count into HIGH, MEDIUM or LOW. */

/** Activity counts over the last 30 days at which an account is HIGH or MEDIUM. */
export interface ActivityLevels {
  /** At least this many activities: HIGH. */
  high: number
  /** At least this many (and fewer than `high`): MEDIUM; fewer: LOW. */
  medium: number
}

/** Used when a workspace sets no thresholds. */
export const defaultActivityLevels: ActivityLevels = { high: 50, medium: 10 }

/** The window of "recent" activity for levels and active developer counts. */
export const ACTIVITY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

/** The thresholds in a workspace's settings JSON (`{activityLevels:{high, medium}}`), else the defaults. */
export function activityLevelsOf(settings: string | null | undefined): ActivityLevels {
  let parsed: unknown
  try {
    parsed = JSON.parse(settings ?? '{}')
  } catch {
    return defaultActivityLevels
  }
  const levels = (parsed as { activityLevels?: { high?: unknown; medium?: unknown } } | null)?.activityLevels
  const high = positiveInteger(levels?.high) ?? defaultActivityLevels.high
  const medium = positiveInteger(levels?.medium) ?? defaultActivityLevels.medium
  return { high, medium: Math.min(medium, high) }
}
