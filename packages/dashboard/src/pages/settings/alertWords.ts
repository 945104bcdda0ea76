/** How the Alerts tab names triggers, sources, fits and windows (the data service's values, in words). */

/** Every trigger the data service offers, with how it reads. */
export const TRIGGERS: { value: string; label: string }[] = [
  { value: 'level_medium', label: 'Activity level rose to MEDIUM' },
  { value: 'level_high', label: 'Activity level rose to HIGH' },
  { value: 'new_developer', label: 'New identified developer' },
  { value: 'first_seen', label: 'First activity from a new account' },
  { value: 'github_star', label: 'GitHub star' },
  { value: 'github_fork', label: 'GitHub fork' },
  { value: 'github_issue', label: 'GitHub issue' },
  { value: 'command_copy', label: 'Command copied (matching a pattern)' },
  { value: 'page_visit', label: 'Page visited (matching a pattern)' },
  { value: 'first_product_login', label: 'First product sign-in from the account' },
]

/** Triggers that need a pattern. */
export const PATTERN_TRIGGERS = ['command_copy', 'page_visit']

/** Activity sources a rule can keep. */
export const SOURCES = ['WEBSITE', 'DOCS', 'PRODUCT', 'GITHUB']

/** Customer fits a rule can keep. */
export const FITS = ['STRONG', 'MODERATE', 'WEAK']

/** The label of a trigger. */
export const triggerLabel = (trigger: string) => TRIGGERS.find((each) => each.value === trigger)?.label ?? trigger

const HOUR_MS = 3_600_000

/** A quiet window in words: `24 h`, `none`. */
export function quietWindowText(ms: number): string {
  if (ms === 0) return 'none (one alert per activity)'
  return ms % HOUR_MS === 0 ? `${ms / HOUR_MS} h` : `${Math.round(ms / 60_000)} min`
}

/** Hours as milliseconds. */
export const hoursToMs = (hours: number) => Math.round(hours * HOUR_MS)

/** Milliseconds as hours. */
export const msToHours = (ms: number) => ms / HOUR_MS

/** Comma-separated words as a list. */
export const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
