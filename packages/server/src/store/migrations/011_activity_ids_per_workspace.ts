import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Event ids are unique per workspace, not globally: the activities key becomes (workspace_id, id),
 * so an id another workspace already used is stored, not dropped as a duplicate. PostgreSQL swaps
 * the key in place; SQLite cannot, so the table is rebuilt with its indexes (those of 001 and 003).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table activities drop constraint activities_pkey, add constraint activities_pkey primary key (workspace_id, id)`.execute(db)
  } else {
    await rebuildSqliteActivities(db, ['workspace_id', 'id'])
  }
}

/** Back to one global id; fails (and changes nothing) once two workspaces hold the same event id. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table activities drop constraint activities_pkey, add constraint activities_pkey primary key (id)`.execute(db)
  } else {
    await rebuildSqliteActivities(db, ['id'])
  }
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

const COLUMNS = [
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
  'occurred_at',
  'received_at',
]

/** Copies activities into a table keyed by `primaryKey`, in one transaction (SQLite migrations run outside one). */
async function rebuildSqliteActivities(db: Kysely<any>, primaryKey: ('workspace_id' | 'id')[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('activities_new')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
      .addColumn('asset_id', 'text')
      .addColumn('visitor_id', 'text')
      .addColumn('developer_id', 'text')
      .addColumn('account_id', 'text')
      .addColumn('activity_type', 'text', (c) => c.notNull())
      .addColumn('activity_source', 'text', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull())
      .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('copied_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('developer_designation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('occurred_at', 'bigint', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('activities_pkey', primaryKey)
      .execute()
    await trx.insertInto('activities_new').columns(COLUMNS).expression(trx.selectFrom('activities').select(COLUMNS)).execute()
    await trx.schema.dropTable('activities').execute()
    await trx.schema.alterTable('activities_new').renameTo('activities').execute()
    await trx.schema.createIndex('activities_developer_time').on('activities').columns(['developer_id', 'occurred_at', 'id']).execute()
    await trx.schema.createIndex('activities_account_time').on('activities').columns(['account_id', 'occurred_at', 'id']).execute()
    await trx.schema.createIndex('activities_visitor').on('activities').column('visitor_id').execute()
    await trx.schema.createIndex('activities_workspace_time').on('activities').columns(['workspace_id', 'occurred_at']).execute()
    await sql`create index activities_workspace_type_time on activities (workspace_id, lower(activity_type), occurred_at)`.execute(trx)
  })
}
