import type { Kysely } from 'kysely'

/**
 * Identity verification: each asset's identify policy (null: signed once it has an identify
 * secret), its identify secrets (sealed with the server's secret key; the previous one stays
 * valid until its expiry, the rotation's overlap window), and the identifies the collector
 * refused, counted per workspace, UTC day and asset.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assets').addColumn('identify_policy', 'text').execute()
  await db.schema
    .createTable('asset_identify_secrets')
    .addColumn('asset_id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('previous_sealed_secret', 'text')
    .addColumn('previous_expires_at', 'bigint')
    .execute()
  await db.schema
    .createTable('stats_daily_identify_rejected')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('asset_id', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_identify_rejected_pk', ['workspace_id', 'day', 'asset_id'])
    .execute()
}

/** Drops the counts, the secrets and the policy. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stats_daily_identify_rejected').execute()
  await db.schema.dropTable('asset_identify_secrets').execute()
  await db.schema.alterTable('assets').dropColumn('identify_policy').execute()
}
