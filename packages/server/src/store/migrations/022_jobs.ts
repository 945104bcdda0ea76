import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * The durable job engine's outbox: one row per job (a CRM sync page, an alert delivery). `seq`
 * orders jobs sharing an `ordering_key`; `(kind, dedupe_key)` makes an enqueue idempotent; a
 * running job's lease (`lease_owner`, `lease_until`) lets another process take it over when the
 * one running it dies.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('jobs')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('ordering_key', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute()
  await db.schema.createIndex('jobs_dedupe').on('jobs').columns(['kind', 'dedupe_key']).unique().execute()
  // the runner's claim: waiting jobs by due time, and expired leases
  await sql`create index jobs_due on jobs (state, run_at) where state in ('pending', 'running')`.execute(db)
  await sql`create index jobs_ordering on jobs (ordering_key, seq) where ordering_key is not null and state in ('pending', 'running')`.execute(db)
  await db.schema.createIndex('jobs_workspace_kind').on('jobs').columns(['workspace_id', 'kind', 'created_at']).execute()
}

/** Drops the job table (pending jobs are lost). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute()
}
