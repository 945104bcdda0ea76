/**
 * Aggregates kept at write time, in the ingest transaction: developers' and accounts' first and
 * latest activity, an account's active developers, activity level and country. One UPDATE each,
 * with index-backed subqueries, so the cost per batch does not grow with history.
 */
import { sql } from 'kysely'
import type { Store } from '../store/store.js'
import { ACTIVITY_WINDOW_MS, type ActivityLevels } from './activityLevels.js'
import { recountDeveloperActivitySpan } from '../developers/developerRows.js'

type Db = Store['db']

/** Recomputes a developer's first_activity and latest_activity from its activities, and its linked contacts'. */
export async function refreshDeveloperAggregates(db: Db, developerId: string): Promise<void> {
  await recountDeveloperActivitySpan(db, developerId)
  // a contact (buyer) linked to the developer shows the developer's activity
  await db
    .updateTable('contacts')
    .set((eb) => ({
      first_activity: eb.selectFrom('developers').select('first_activity').where('id', '=', developerId),
      latest_activity: eb.selectFrom('developers').select('latest_activity').where('id', '=', developerId),
    }))
    .where('developer_id', '=', developerId)
    .execute()
}

/**
 * Recomputes an account's first/latest activity, active developers (developers of the account
 * active in the last 30 days), activity level (from the account's activity count in the last
 * 30 days; counting stops at `levels.high`), customer fit (from the active developers:
 * STRONG at `levels.strongFit`, MODERATE at `levels.moderateFit`) and, while empty, its country (the most recent
 * activity's). Refresh the account's developers first: the active count reads their latest_activity.
 */
export async function refreshAccountAggregates(db: Db, accountId: string, levels: ActivityLevels, now: number): Promise<void> {
  const since = now - ACTIVITY_WINDOW_MS
  await db
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
      country: sql<string>`case when ${sql.ref('country')} = '' then coalesce((${eb
        .selectFrom('activities')
        .select('country')
        .where('account_id', '=', accountId)
        .where('country', '<>', '')
        .orderBy('occurred_at', 'desc')
        .limit(1)}), '') else ${sql.ref('country')} end`,
    }))
    .where('id', '=', accountId)
    .execute()
}
