/**
 * What fires an alert rule, and whether one committed activity (with its account and developer)
 * matches a rule's trigger. Pure: the evaluator reads the facts, this decides.
 */

/** Every trigger a rule can have. */
export const ALERT_TRIGGERS = [
  'level_medium',
  'level_high',
  'new_developer',
  'first_seen',
  'github_star',
  'github_fork',
  'github_issue',
  'command_copy',
  'page_visit',
  'first_product_login',
] as const

/** What fires a rule: an account's level rising to MEDIUM (or above) or HIGH, a new developer, a first activity, a GitHub event, a copied command or visited page matching the rule's pattern, a first product sign-in. */
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number]

/** Triggers that need the rule's pattern. */
export const PATTERN_TRIGGERS: readonly AlertTrigger[] = ['command_copy', 'page_visit']

/** How each trigger reads in a message ("what happened"). */
export const TRIGGER_TITLES: Record<AlertTrigger, string> = {
  level_medium: 'Activity level rose to MEDIUM',
  level_high: 'Activity level rose to HIGH',
  new_developer: 'New identified developer',
  first_seen: 'First activity from a new account',
  github_star: 'GitHub star',
  github_fork: 'GitHub fork',
  github_issue: 'GitHub issue',
  command_copy: 'Command copied',
  page_visit: 'Page visited',
  first_product_login: 'First product sign-in from the account',
}

/** Whether `value` names a trigger. */
export function isAlertTrigger(value: string): value is AlertTrigger {
  return (ALERT_TRIGGERS as readonly string[]).includes(value)
}

const LEVEL_RANK: Record<string, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 }

/** Whether an account whose level went from `previous` to `current` crossed the trigger's level upward. */
export function levelRose(trigger: 'level_medium' | 'level_high', previous: string, current: string): boolean {
  const target = trigger === 'level_high' ? 2 : 1
  return (LEVEL_RANK[current] ?? 0) >= target && (LEVEL_RANK[previous] ?? 0) < target
}

/**
 * A rule's pattern as a matcher: `*` stands for any run of characters, everything else is literal,
 * case is ignored, and the pattern may match anywhere in the text (`/pricing` matches
 * `https://example.com/pricing?plan=team`; `npm install *devtrail*` matches `npm install -D devtrail-cli`).
 */
export function patternMatcher(pattern: string): (text: string) => boolean {
  const source = pattern
    .trim()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  const expression = new RegExp(source, 'is')
  return (text) => expression.test(text)
}

/** One committed activity as the evaluator sees it. */
export interface ActivityFact {
  /** The activity's id (its event id). */
  id: string
  activityType: string
  activitySource: string
  page: string
  copiedText: string
  occurredAt: number
}

/** Whether the activity itself fires an activity trigger (`page_visit`, `command_copy`, the GitHub ones, `first_product_login` before its first-ever check). */
export function activityMatches(trigger: AlertTrigger, matches: ((text: string) => boolean) | null, activity: ActivityFact): boolean {
  switch (trigger) {
    case 'page_visit':
      return activity.activityType === 'PAGE_VISIT' && matches !== null && matches(activity.page)
    case 'command_copy':
      return (activity.activityType === 'COPY_COMMAND' || activity.activityType === 'COPY_CODE') && matches !== null && matches(activity.copiedText)
    case 'github_star':
      return activity.activityType === 'STAR'
    case 'github_fork':
      return activity.activityType === 'FORK'
    case 'github_issue':
      return activity.activityType === 'ISSUE'
    case 'first_product_login':
      return activity.activityType === 'PRODUCT_LOGIN'
    default:
      return false
  }
}
