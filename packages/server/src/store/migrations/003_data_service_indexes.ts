import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Indexes for the data service's paging order (latest activity first, never-active last, then id
 * descending). SQLite walks the 001 indexes backwards for that order; PostgreSQL needs them spelled
 * `DESC NULLS LAST`. Also an index for the "has an activity of type X" segment condition.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index accounts_workspace_paging on accounts (workspace_id, latest_activity desc nulls last, id desc)`.execute(db)
    await sql`create index developers_workspace_paging on developers (workspace_id, latest_activity desc nulls last, id desc)`.execute(db)
    await sql`create index developers_account_paging on developers (account_id, latest_activity desc nulls last, id desc)`.execute(db)
    await sql`create index contacts_workspace_paging on contacts (workspace_id, latest_activity desc nulls last, id desc)`.execute(db)
  }
  await sql`create index activities_workspace_type_time on activities (workspace_id, lower(activity_type), occurred_at)`.execute(db)
}
