/**
 * The aggregates an account keeps, recomputed at write time in the writer's transaction: first
 * and latest activity, active developers, activity level, customer fit and country. One UPDATE
 * with index-backed subqueries, so the cost per batch does not grow with history: the country
 * comes from a partial index of the activities that have one (`activities_account_country`), so an
 * account whose activities carry none reads no activity to find that out.
 */
import { sql } from 'kysely'
import type { Db } from '../store/store.js'
import { ACTIVITY_WINDOW_MS, type ActivityLevels } from '../domain/activityLevels.js'

/**
 * Recomputes an account's first/latest activity, active developers (developers of the account
 * active in the last 30 days), activity level (from the account's activity count in the last
 * 30 days; counting stops at `levels.high`), customer fit (from the active developers:
 * STRONG at `levels.strongFit`, MODERATE at `levels.moderateFit`) and, while empty, its country (the most recent
 * activity's). Refresh the account's developers first: the active count reads their latest_activity.
 */
export async function refreshAccountAggregates(db: Db, accountId: string, levels: ActivityLevels, now: number): Promise<void> {
  await accountAggregatesUpdate(db, accountId, levels, now).execute()
}

/** The UPDATE `refreshAccountAggregates` runs, unexecuted (its plan is what keeps a refresh cheap). */
export function accountAggregatesUpdate(db: Db, accountId: string, levels: ActivityLevels, now: number) {
  const since = now - ACTIVITY_WINDOW_MS
  return db
    .updateTable('accounts')
    .set((eb) => ({
      first_activity: eb
        .selectFrom('activities')
        .select((sub) => sub.fn.min('occurred_at').as('v'))
        .where('account_id', '=', accountId),
      latest_activity: eb
        .selectFrom('activities')
        .select((sub) => sub.fn.max('occurred_at').as('v'))
        .where('account_id', '=', accountId),
      active_developers_count: eb
        .selectFrom('developers')
        .select((sub) => sub.fn.countAll<number>().as('v'))
        .where('account_id', '=', accountId)
        .where('latest_activity', '>=', since),
      customer_fit: eb
        .selectFrom('developers')
        .select(
          sql<string>`case when count(*) >= ${levels.strongFit} then 'STRONG' when count(*) >= ${levels.moderateFit} then 'MODERATE' else 'WEAK' end`.as('v'),
        )
        .where('account_id', '=', accountId)
        .where('latest_activity', '>=', since),
      developer_activity: eb
        .selectFrom(
          eb
            .selectFrom('activities')
            .select(sql<number>`1`.as('one'))
            .where('account_id', '=', accountId)
            .where('occurred_at', '>=', since)
            .limit(levels.high)
            .as('recent'),
        )
        .select(sql<string>`case when count(*) >= ${levels.high} then 'HIGH' when count(*) >= ${levels.medium} then 'MEDIUM' else 'LOW' end`.as('v')),
      // a literal `country <> ''` (not a parameter) matches the partial index's predicate, as both planners require
      country: sql<string>`case when ${sql.ref('country')} = '' then coalesce((${eb
        .selectFrom('activities')
        .select('country')
        .where('account_id', '=', accountId)
        .where('country', '<>', sql.lit(''))
        .orderBy('occurred_at', 'desc')
        .limit(1)}), '') else ${sql.ref('country')} end`,
    }))
    .where('id', '=', accountId)
}
