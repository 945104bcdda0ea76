import type { Kysely } from 'kysely'

/**
 * Events the collector did not store, counted per workspace, UTC day, asset and drop reason
 * (bot, invalid, rate_limited, origin_not_allowed, prose_copy, unsigned_identify,
 * invalid_signature, duplicate), so a dashboard can say why events are missing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_daily_ingest_drops')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_ingest_drops_pk', ['workspace_id', 'day', 'asset_id', 'reason'])
    .execute()
}

/** Drops the counts. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stats_daily_ingest_drops').execute()
}
