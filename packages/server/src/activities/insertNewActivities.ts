/**
 * The activity repository's insert for the collector: rows not stored yet go in, an event stored before (same
 * workspace and id: a retried batch) is skipped, and the keys of the rows inserted come back.
 * On PostgreSQL the rows travel as one array per column through `unnest`: 16 parameters whatever
 * the row count, which the database parses and plans in a fraction of the time a VALUES list of
 * 16 parameters per row takes (its backends share the machine with the collector). The function
 * takes the Kysely `db` or a transaction, so it runs inside the caller's transaction.
 */
import { sql, type Insertable, type RawBuilder } from 'kysely'
import type { ActivityTable } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'

/** An activity row as the collector builds it: every column given. */
export type NewActivity = Required<Insertable<ActivityTable>>

const TEXT_COLUMNS = [
  'id',
  'workspace_id',
  'asset_id',
  'visitor_id',
  'developer_id',
  'account_id',
  'activity_type',
  'activity_source',
  'source_type',
  'page',
  'copied_text',
  'country',
  'developer_designation',
  'actor',
  'identity',
] as const satisfies readonly (keyof NewActivity)[]
const BIGINT_COLUMNS = ['occurred_at', 'received_at'] as const satisfies readonly (keyof NewActivity)[]

/** Inserts the rows whose (workspace_id, id) is not stored yet, in the order given; answers the keys inserted. */
export async function insertNewActivities(db: Db, dialect: Store['dialect'], rows: readonly NewActivity[]): Promise<{ workspace_id: string; id: string }[]> {
  if (rows.length === 0) return []
  if (dialect !== 'postgres') {
    return db
      .insertInto('activities')
      .values([...rows])
      .onConflict((conflict) => conflict.columns(['workspace_id', 'id']).doNothing())
      .returning(['workspace_id', 'id'])
      .execute()
  }
  const arrays: RawBuilder<unknown>[] = [
    ...TEXT_COLUMNS.map((column) => sql`${rows.map((row) => row[column])}::text[]`),
    ...BIGINT_COLUMNS.map((column) => sql`${rows.map((row) => row[column])}::bigint[]`),
  ]
  return db
    .insertInto('activities')
    .columns([...TEXT_COLUMNS, ...BIGINT_COLUMNS])
    .expression(sql`select * from unnest(${sql.join(arrays)})`)
    .onConflict((conflict) => conflict.columns(['workspace_id', 'id']).doNothing())
    .returning(['workspace_id', 'id'])
    .execute()
}
