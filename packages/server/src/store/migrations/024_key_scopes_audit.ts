import type { Kysely } from 'kysely'

/**
 * API key scopes and the audit log. Every key made before this migration keeps exactly what it
 * could do (read and write data, nothing of the workspace's settings): it gets the `write` scope.
 * `audit_events` records each change to a workspace: who, what, when, from where, before/after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('write'))
    .execute()
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_api_key_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('address', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute()
  await db.schema.createIndex('audit_events_workspace_at').on('audit_events').columns(['workspace_id', 'at', 'id']).execute()
}

/** Drops the audit log and the scopes (every key can then write again, none manage settings). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute()
  await db.schema.alterTable('api_keys').dropColumn('scope').execute()
}
