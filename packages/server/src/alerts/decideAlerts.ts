/**
 * Which alerts a group of committed activities fires: each enabled rule's trigger and filters
 * against each activity (or, for level rules, each touched account's level against the level
 * last seen). What is decided here is only a candidate: `recordAlerts` claims its quiet window
 * and writes it to the outbox in one transaction.
 */
import type { Store } from '../store/store.js'
import type { CommittedActivity } from './alertFacts.js'
import { isFirstProductLogin } from './alertFacts.js'
import type { AlertRule } from './alertRule.js'
import { activityMatches, levelRose, patternMatcher, TRIGGER_TITLES } from './alertTriggers.js'
import { passesMembershipFilters, passesPlainFilters, type FilterSubject } from './ruleFilters.js'

/** An alert a rule would send, before its quiet window is claimed. */
export interface AlertCandidate {
  rule: AlertRule
  /** What the quiet window is kept per: the account, else `developer:<id>`, else `activity:<id>`. */
  subjectKey: string
  accountId: string | null
  developerId: string | null
  /** The activity that fired it (null for a level change). */
  activityId: string | null
  /** Unique for this alert whatever re-evaluates it: with the destination, the delivery job's dedupe key. */
  uniqueKey: string
  title: string
}

/** An account whose level the evaluator records (`previous` undefined: never seen). */
export interface LevelChange {
  accountId: string
  previous: string | undefined
  current: string
}

/** What the quiet window of an activity's alert is kept per. */
export function subjectKeyOf(activity: CommittedActivity): string {
  return activity.accountId ?? (activity.developerId ? `developer:${activity.developerId}` : `activity:${activity.id}`)
}

function subjectOf(activity: CommittedActivity, withSource: boolean): FilterSubject {
  return {
    workspaceId: activity.workspaceId,
    accountId: activity.accountId,
    developerId: activity.developerId,
    activitySource: withSource ? activity.activitySource : null,
    customerFit: activity.account?.customerFit ?? null,
    country: activity.account?.country || activity.country,
  }
}

/** The unique key of an activity rule's alert, or null when the rule's extra condition fails. */
async function activityAlertKey(store: Store, rule: AlertRule, activity: CommittedActivity): Promise<string | null> {
  switch (rule.trigger) {
    case 'first_seen':
      // an account that exists since the rule: its first evaluated activity fires, once
      return activity.account && activity.account.createdAt >= rule.created_at ? `first_seen:${activity.accountId}` : null
    case 'new_developer':
      return activity.developer && activity.accountId && activity.developer.createdAt >= rule.created_at ? `new_developer:${activity.developerId}` : null
    case 'first_product_login':
      return activity.accountId && (await isFirstProductLogin(store.db, activity.accountId, activity.id)) ? `first_product_login:${activity.accountId}` : null
    default:
      return `activity:${activity.id}`
  }
}

/**
 * The candidates `rules` fire for `activities` (one per rule and subject at most: the quiet
 * window would hold back the others anyway, unless it is 0), and the level of every touched account.
 */
export async function decideAlerts(
  store: Store,
  rules: readonly AlertRule[],
  activities: readonly CommittedActivity[],
  levelsSeen: ReadonlyMap<string, string>,
  lastAlertAt: ReadonlyMap<string, number>,
  now = Date.now(),
): Promise<{ candidates: AlertCandidate[]; levels: LevelChange[] }> {
  // a subject the rule alerted about within its window is skipped before any further query
  const quiet = (rule: AlertRule, subjectKey: string) =>
    rule.quiet_window_ms > 0 && (lastAlertAt.get(`${rule.id}\u0000${subjectKey}`) ?? Number.NEGATIVE_INFINITY) > now - rule.quiet_window_ms
  const candidates: AlertCandidate[] = []
  const touched = new Map<string, CommittedActivity>()
  for (const activity of activities) if (activity.accountId && activity.account) touched.set(activity.accountId, activity)
  const tracksLevels = rules.some((rule) => rule.trigger === 'level_medium' || rule.trigger === 'level_high')
  const levels: LevelChange[] = (tracksLevels ? [...touched.values()] : [])
    .map((activity) => ({ accountId: activity.accountId!, previous: levelsSeen.get(activity.accountId!), current: activity.account!.level }))
    .filter((change) => change.previous !== change.current)

  for (const rule of rules) {
    const fired = new Set<string>()
    if (rule.trigger === 'level_medium' || rule.trigger === 'level_high') {
      for (const change of levels) {
        if (quiet(rule, change.accountId)) continue
        const latest = touched.get(change.accountId)!
        // an account first seen before the rule existed has no known earlier level: recorded, not alerted
        const previous = change.previous ?? (latest.account!.createdAt >= rule.created_at ? 'LOW' : change.current)
        if (!levelRose(rule.trigger, previous, change.current)) continue
        const subject = subjectOf(latest, false)
        if (!passesPlainFilters(rule.filters, subject) || !(await passesMembershipFilters(store, rule.filters, subject, now))) continue
        candidates.push({
          rule,
          subjectKey: change.accountId,
          accountId: change.accountId,
          developerId: latest.developerId,
          activityId: null,
          uniqueKey: `level:${change.accountId}:${previous}:${change.current}:${now}`,
          title: TRIGGER_TITLES[rule.trigger],
        })
      }
      continue
    }
    const matches = rule.pattern ? patternMatcher(rule.pattern) : null
    for (const activity of activities) {
      const subjectKey = subjectKeyOf(activity)
      if ((rule.quiet_window_ms > 0 && fired.has(subjectKey)) || quiet(rule, subjectKey)) continue
      if (!activityMatches(rule.trigger, matches, activity) && !['first_seen', 'new_developer'].includes(rule.trigger)) continue
      const subject = subjectOf(activity, true)
      if (!passesPlainFilters(rule.filters, subject)) continue
      const uniqueKey = await activityAlertKey(store, rule, activity)
      if (uniqueKey === null || !(await passesMembershipFilters(store, rule.filters, subject, now))) continue
      fired.add(subjectKey)
      candidates.push({
        rule,
        subjectKey,
        accountId: activity.accountId,
        developerId: activity.developerId,
        activityId: activity.id,
        uniqueKey,
        title: TRIGGER_TITLES[rule.trigger],
      })
    }
  }
  return { candidates, levels }
}
