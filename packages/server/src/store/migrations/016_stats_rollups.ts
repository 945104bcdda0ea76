import { PostgresAdapter, type Kysely } from 'kysely'

/**
 * Daily rollups kept at write time for the dashboard's stats (counts per day, source and type;
 * identified developers per day; top pages, copies, referrers and countries), and web vitals.
 * Days are UTC epoch days (`floor(ms / 86400000)`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_daily_activity')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('activity_source', 'text', (c) => c.notNull())
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_activity_pk', ['workspace_id', 'day', 'activity_source', 'activity_type'])
    .execute()
  await db.schema
    .createTable('stats_daily_developers')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('activity_source', 'text', (c) => c.notNull())
    .addColumn('developer_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_developers_pk', ['workspace_id', 'day', 'activity_source', 'developer_id'])
    .execute()
  // a HyperLogLog sketch of each day's developers (stats/hyperLogLog.ts): distinct counts over ranges
  await db.schema
    .createTable('stats_daily_developer_sketches')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('activity_source', 'text', (c) => c.notNull())
    .addColumn('registers', db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_developer_sketches_pk', ['workspace_id', 'day', 'activity_source'])
    .execute()
  await db.schema
    .createTable('stats_daily_top')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    // SHA-256 of activity type and value: pages and copied text can be longer than an index entry may be
    .addColumn('value_hash', 'text', (c) => c.notNull())
    .addColumn('activity_type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_top_pk', ['workspace_id', 'dimension', 'day', 'value_hash'])
    .execute()
  await db.schema
    .createTable('web_vitals')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vitals_pk', ['workspace_id', 'id'])
    .execute()
  await db.schema.createIndex('web_vitals_workspace_time').on('web_vitals').columns(['workspace_id', 'occurred_at']).execute()
  // the live feed reads the latest arrivals of a workspace
  await db.schema.createIndex('activities_workspace_received').on('activities').columns(['workspace_id', 'received_at']).execute()
}

/** Drops the rollups and the vitals. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activities_workspace_received').execute()
  await db.schema.dropTable('web_vitals').execute()
  await db.schema.dropTable('stats_daily_top').execute()
  await db.schema.dropTable('stats_daily_developer_sketches').execute()
  await db.schema.dropTable('stats_daily_developers').execute()
  await db.schema.dropTable('stats_daily_activity').execute()
}
