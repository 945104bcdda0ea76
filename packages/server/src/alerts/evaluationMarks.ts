/**
 * The alert evaluator's durable mark (`alert_evaluation_marks`): per workspace, the highest
 * activity sequence number evaluated, moved forward in the transaction that records what the
 * evaluation decided. At start, what was committed after the mark (a crash came between the
 * commit and its evaluation) is handed to the evaluator again. An activity's sequence number is
 * `activities.seq` on PostgreSQL and `activities.rowid` on SQLite, both in insert order.
 */
import { type RawBuilder, sql } from 'kysely'
import type { StoreDialect, Db } from '../store/store.js'

/** The sequence number of an activity row, as a column expression. */
export function activitySeq(dialect: StoreDialect): RawBuilder<number | null> {
  return dialect === 'postgres' ? sql<number | null>`activities.seq` : sql<number>`activities.rowid`
}

/** Moves the workspace's mark forward to `evaluatedSeq` (never back). */
export async function advanceEvaluationMark(db: Db, workspaceId: string, evaluatedSeq: number, now: number): Promise<void> {
  await db
    .insertInto('alert_evaluation_marks')
    .values({ workspace_id: workspaceId, evaluated_seq: evaluatedSeq, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('workspace_id')
        .doUpdateSet({ evaluated_seq: evaluatedSeq, updated_at: now })
        .where('alert_evaluation_marks.evaluated_seq', '<', evaluatedSeq),
    )
    .execute()
}

/**
 * Puts the workspace's mark at its newest activity: a workspace whose first rule is enabled
 * starts from now, never from what was stored while it had none.
 */
export async function restartEvaluationMark(db: Db, dialect: StoreDialect, workspaceId: string, now: number): Promise<void> {
  const newest = await db
    .selectFrom('activities')
    .select(sql<number | null>`max(${activitySeq(dialect)})`.as('seq'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  const evaluatedSeq = Number(newest?.seq ?? 0)
  await db
    .insertInto('alert_evaluation_marks')
    .values({ workspace_id: workspaceId, evaluated_seq: evaluatedSeq, updated_at: now })
    .onConflict((conflict) => conflict.column('workspace_id').doUpdateSet({ evaluated_seq: evaluatedSeq, updated_at: now }))
    .execute()
}

/** The marks of the workspaces with an enabled rule (a workspace gets its mark when its first rule is enabled). */
export async function marksToResume(db: Db): Promise<{ workspaceId: string; evaluatedSeq: number }[]> {
  const rows = await db
    .selectFrom('alert_rules')
    .innerJoin('alert_evaluation_marks', 'alert_evaluation_marks.workspace_id', 'alert_rules.workspace_id')
    .select(['alert_rules.workspace_id', 'alert_evaluation_marks.evaluated_seq'])
    .distinct()
    .where('alert_rules.enabled', '=', 1)
    .execute()
  return rows.map((row) => ({ workspaceId: row.workspace_id, evaluatedSeq: Number(row.evaluated_seq) }))
}

/** Up to `limit` activities of the workspace committed after `afterSeq`, in sequence order. */
export async function activitiesAfterMark(
  db: Db,
  dialect: StoreDialect,
  workspaceId: string,
  afterSeq: number,
  limit: number,
): Promise<{ id: string; seq: number }[]> {
  const seq = activitySeq(dialect)
  const rows = await db
    .selectFrom('activities')
    .select(['id', seq.as('seq')])
    .where('workspace_id', '=', workspaceId)
    .where(seq, '>', afterSeq)
    .orderBy(seq)
    .limit(limit)
    .execute()
  return rows.map((row) => ({ id: row.id, seq: Number(row.seq) }))
}
