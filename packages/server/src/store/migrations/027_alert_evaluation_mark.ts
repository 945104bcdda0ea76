import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * The alert evaluator's durable mark: per workspace, the highest activity sequence number it has
 * evaluated, written in the transaction that records what the evaluation decided. Activities get
 * a sequence number in insert order: on PostgreSQL a new `seq` column from a sequence (rows stored
 * before stay null: they are behind every mark), on SQLite the table's `rowid`. Workspaces with an
 * enabled rule start at their newest activity, so nothing stored before this version is re-read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('alert_evaluation_marks')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('evaluated_seq', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  if (postgres) {
    await sql`create sequence activities_seq`.execute(db)
    // no default while adding: existing rows stay null instead of the whole table being rewritten
    await sql`alter table activities add column seq bigint`.execute(db)
    await sql`alter table activities alter column seq set default nextval('activities_seq')`.execute(db)
    await sql`create index activities_workspace_seq on activities (workspace_id, seq) where seq is not null`.execute(db)
  } else {
    // (workspace_id) carries the rowid: a range on it per workspace
    await sql`create index activities_workspace_rowid on activities (workspace_id)`.execute(db)
  }
  const newest = postgres ? sql`0` : sql`coalesce((select max(a.rowid) from activities a where a.workspace_id = r.workspace_id), 0)`
  await sql`insert into alert_evaluation_marks (workspace_id, evaluated_seq, updated_at)
    select distinct r.workspace_id, ${newest}, cast(${Date.now()} as bigint) from alert_rules r where r.enabled = 1`.execute(db)
}

/** Drops the marks and the sequence numbers. */
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema.dropTable('alert_evaluation_marks').execute()
  if (postgres) {
    await sql`alter table activities drop column seq`.execute(db)
    await sql`drop sequence activities_seq`.execute(db)
  } else {
    await sql`drop index activities_workspace_rowid`.execute(db)
  }
}
