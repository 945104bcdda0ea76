import type { Kysely } from 'kysely'

/**
 * Dashboard sign-ins: sessions (cookie token, stored hashed) and one-time sign-in links
 * (`devtrail dashboard`). A session made from an API key ends when that key is revoked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dashboard_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema
    .createTable('dashboard_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
}

/** Drops sessions and links. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dashboard_links').execute()
  await db.schema.dropTable('dashboard_sessions').execute()
}
