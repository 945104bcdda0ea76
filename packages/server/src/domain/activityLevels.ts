/** The thresholds that turn an account's recent activity count into HIGH, MEDIUM or LOW. */

/** Activity counts over the last 30 days at which an account is HIGH or MEDIUM. */
export interface ActivityLevels {
  /** At least this many activities: HIGH. */
  high: number
  /** At least this many (and fewer than `high`): MEDIUM; fewer: LOW. */
  medium: number
  /** Customer fit: at least this many active developers make an account STRONG. */
  strongFit: number
  /** At least this many (and fewer than `strongFit`): MODERATE; fewer: WEAK. */
  moderateFit: number
}

/** Used when a workspace sets no thresholds. */
export const defaultActivityLevels: ActivityLevels = { high: 50, medium: 10, strongFit: 5, moderateFit: 2 }

/** The window of "recent" activity for levels and active developer counts. */
export const ACTIVITY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

/**
 * The thresholds in a workspace's settings JSON, else the defaults:
 * `{activityLevels: {high, medium}, customerFit: {strong, moderate}}`.
 */
export function activityLevelsOf(settings: string | null | undefined): ActivityLevels {
  let parsed: unknown
  try {
    parsed = JSON.parse(settings ?? '{}')
  } catch {
    return defaultActivityLevels
  }
  const own = parsed as { activityLevels?: { high?: unknown; medium?: unknown }; customerFit?: { strong?: unknown; moderate?: unknown } } | null
  const high = positiveInteger(own?.activityLevels?.high) ?? defaultActivityLevels.high
  const medium = positiveInteger(own?.activityLevels?.medium) ?? defaultActivityLevels.medium
  const strongFit = positiveInteger(own?.customerFit?.strong) ?? defaultActivityLevels.strongFit
  const moderateFit = positiveInteger(own?.customerFit?.moderate) ?? defaultActivityLevels.moderateFit
  return { high, medium: Math.min(medium, high), strongFit, moderateFit: Math.min(moderateFit, strongFit) }
}
