import type { Kysely } from 'kysely'

/**
 * GitHub webhook endpoints: one row per `devtrail github connect`, holding the secret GitHub signs
 * deliveries with. Deliveries need no table of their own: each stored delivery is one activity
 * whose id is derived from its `X-GitHub-Delivery`, so the activity key dedupes redeliveries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('github_hooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('github_hooks_workspace').on('github_hooks').column('workspace_id').execute()
}

/** Drops the hooks (their activities stay). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('github_hooks').execute()
}
