/**
 * Levels the activity sweep lowered (an account quiet for a month goes from HIGH to LOW) are
 * recorded for the evaluator too, so that the account heating up again later is a rise that alerts.
 * Only decreases are copied: a rise is the evaluator's to see, and alert on.
 */
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../store/store.js'

const rank = (column: string): RawBuilder<number> => sql<number>`(case ${sql.ref(column)} when 'HIGH' then 2 when 'MEDIUM' then 1 else 0 end)`

/** Lowers every recorded level above its account's current one; answers how many. */
export async function lowerRecordedLevels(db: Db, now = Date.now()): Promise<number> {
  const result = await sql`
    update alert_account_levels
    set level = (select accounts.developer_activity from accounts where accounts.id = alert_account_levels.account_id), updated_at = ${now}
    where exists (
      select 1 from accounts
      where accounts.id = alert_account_levels.account_id and ${rank('accounts.developer_activity')} < ${rank('alert_account_levels.level')}
    )`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
