/**
 * Writes decided alerts in ONE transaction: the levels seen (compare-and-set, so two evaluators
 * never fire the same rise), each alert's quiet window (claimed only if it has passed), the
 * rule's hourly count (past its digest rate the alert is held for the digest), a delivery per
 * destination and its job in the outbox. A crash before the commit writes nothing; after it,
 * the jobs deliver; a dedupe key per alert and destination keeps a re-evaluation from sending twice.
 * The workspace's evaluation mark moves in the same transaction: what it covers is decided.
 */
import { type RawBuilder, sql } from 'kysely'
import { enqueueJob } from '../jobs/jobRows.js'
import type { Db, Store } from '../store/store.js'
import type { AlertFired } from './alertEvent.js'
import { insertDelivery, newDeliveryId } from './alertDeliveries.js'
import { advanceEvaluationMark } from './evaluationMarks.js'
import { ALERT_DELIVERY_JOB, ALERT_DIGEST_JOB, type DeliveryJobPayload, type DigestJobPayload, HOUR_MS } from './alertJobKinds.js'
import type { AlertCandidate, LevelChange } from './decideAlerts.js'

/** A candidate with the content its messages carry. */
export interface DecidedAlert {
  candidate: AlertCandidate
  content: Pick<AlertFired, 'account' | 'developer' | 'activity' | 'recent_activities'>
}

/** Records a level if it is still `previous`; false when another evaluator changed it first. */
async function swapLevel(tx: Db, workspaceId: string, change: LevelChange, now: number): Promise<boolean> {
  if (change.previous === undefined) {
    const inserted = await tx
      .insertInto('alert_account_levels')
      .values({ workspace_id: workspaceId, account_id: change.accountId, level: change.current, updated_at: now })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'account_id']).doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
  }
  const updated = await tx
    .updateTable('alert_account_levels')
    .set({ level: change.current, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('account_id', '=', change.accountId)
    .where('level', '=', change.previous)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** Claims the rule's quiet window for the subject: true when its last alert is older than the window (or there was none). */
async function claimQuietWindow(tx: Db, candidate: AlertCandidate, now: number): Promise<boolean> {
  const window = candidate.rule.quiet_window_ms
  if (window <= 0) return true
  const claimed = await tx
    .insertInto('alert_quiet_windows')
    .values({ rule_id: candidate.rule.id, account_id: candidate.subjectKey, last_alert_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['rule_id', 'account_id'])
        .doUpdateSet({ last_alert_at: now })
        .where('alert_quiet_windows.last_alert_at', '<=', now - window),
    )
    .returning('rule_id')
    .executeTakeFirst()
  return claimed !== undefined
}

/** Counts the alert in its rule's hour; true when it is past the rule's digest rate. */
async function heldForDigest(tx: Db, candidate: AlertCandidate, hour: number): Promise<boolean> {
  const limit = candidate.rule.digest_above
  if (limit === null) return false
  const counted = await tx
    .insertInto('alert_rule_hours')
    .values({ rule_id: candidate.rule.id, hour, alerts: 1 })
    .onConflict((conflict) => conflict.columns(['rule_id', 'hour']).doUpdateSet({ alerts: sql<number>`alert_rule_hours.alerts + 1` }))
    .returning('alerts')
    .executeTakeFirstOrThrow()
  return Number(counted.alerts) > limit
}

/**
 * Writes the alerts and levels of one evaluation, and moves the workspace's evaluation mark to
 * `evaluatedSeq` (the highest activity sequence number evaluated; null leaves it); answers how
 * many deliveries it queued.
 */
export async function recordAlerts(
  store: Store,
  workspaceId: string,
  alerts: readonly DecidedAlert[],
  levels: readonly LevelChange[],
  now = Date.now(),
  evaluatedSeq: number | null = null,
): Promise<number> {
  if (alerts.length === 0 && levels.length === 0) {
    if (evaluatedSeq !== null) await advanceEvaluationMark(store.db, workspaceId, evaluatedSeq, now)
    return 0
  }
  return store.db.transaction().execute(async (tx) => {
    if (evaluatedSeq !== null) await advanceEvaluationMark(tx, workspaceId, evaluatedSeq, now)
    const lostLevels = new Set<string>()
    for (const change of levels) if (!(await swapLevel(tx, workspaceId, change, now))) lostLevels.add(change.accountId)
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS
    let queued = 0
    for (const { candidate, content } of alerts) {
      const { rule } = candidate
      if (candidate.activityId === null && candidate.accountId && lostLevels.has(candidate.accountId)) continue
      if (!(await claimQuietWindow(tx, candidate, now))) continue
      const digest = await heldForDigest(tx, candidate, hour)
      const data: AlertFired = { rule: { id: rule.id, name: rule.name, trigger: rule.trigger }, title: candidate.title, ...content }
      for (const destinationId of rule.destination_ids) {
        const deliveryId = newDeliveryId()
        if (digest) {
          await enqueueJob(
            tx,
            {
              kind: ALERT_DIGEST_JOB,
              workspaceId,
              payload: { ruleId: rule.id, destinationId, hour } satisfies DigestJobPayload,
              dedupeKey: `${rule.id}:${destinationId}:${hour}`,
              runAt: hour + HOUR_MS,
            },
            now,
          )
        } else {
          const jobId = await enqueueJob(
            tx,
            {
              kind: ALERT_DELIVERY_JOB,
              workspaceId,
              payload: { deliveryId } satisfies DeliveryJobPayload,
              dedupeKey: `${destinationId}:${rule.id}:${candidate.uniqueKey}`,
              orderingKey: `${destinationId}:${candidate.subjectKey}`,
            },
            now,
          )
          if (jobId === null) continue
          queued += 1
        }
        await insertDelivery(
          tx,
          {
            id: deliveryId,
            workspaceId,
            destinationId,
            ruleId: rule.id,
            accountId: candidate.accountId,
            kind: 'alert',
            status: digest ? 'digest' : 'pending',
            message: { type: 'alert.fired', data },
          },
          now,
        )
      }
    }
    return queued
  })
}

/** Deletes what was recorded for a rule: its quiet windows and hourly counts (when the rule is removed). */
export async function deleteRuleRecords(db: Store['db'], ruleId: string): Promise<void> {
  await db.deleteFrom('alert_quiet_windows').where('rule_id', '=', ruleId).execute()
  await db.deleteFrom('alert_rule_hours').where('rule_id', '=', ruleId).execute()
}

const rank = (column: string): RawBuilder<number> => sql<number>`(case ${sql.ref(column)} when 'HIGH' then 2 when 'MEDIUM' then 1 else 0 end)`

/**
 * Levels the activity sweep lowered (an account quiet for a month goes from HIGH to LOW) are
 * recorded for the evaluator too, so that the account heating up again later is a rise that
 * alerts. Only decreases are copied: a rise is the evaluator's to see, and alert on. Lowers every
 * recorded level above its account's current one; answers how many.
 */
export async function lowerRecordedLevels(db: Store['db'], now = Date.now()): Promise<number> {
  const result = await sql`
    update alert_account_levels
    set level = (select accounts.developer_activity from accounts where accounts.id = alert_account_levels.account_id), updated_at = ${now}
    where exists (
      select 1 from accounts
      where accounts.id = alert_account_levels.account_id and ${rank('accounts.developer_activity')} < ${rank('alert_account_levels.level')}
    )`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
