import type { Kysely } from 'kysely'

/**
 * CRM sync: one connection per workspace and CRM (credentials sealed with the server's secret
 * key, what the customer chose to send, its pause state), its runs and their pages (records sent, unchanged
 * and failed per page, each page counted once), and per CRM record what was last sent (a hash of the values), when it
 * last succeeded and its last error.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crm_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('crm', 'text', (c) => c.notNull())
    .addColumn('sealed_credentials', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('sync_interval_ms', 'bigint', (c) => c.notNull())
    .addColumn('last_run_id', 'text')
    .addColumn('last_success_at', 'bigint')
    .addColumn('next_run_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crm_connections_workspace_crm', ['workspace_id', 'crm'])
    .execute()
  await db.schema
    .createTable('crm_sync_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('pages_total', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('crm_sync_runs_connection').on('crm_sync_runs').columns(['connection_id', 'started_at']).execute()
  await db.schema
    .createTable('crm_sync_pages')
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('records_sent', 'integer', (c) => c.notNull())
    .addColumn('records_unchanged', 'integer', (c) => c.notNull())
    .addColumn('records_failed', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('crm_sync_pages_pk', ['run_id', 'page'])
    .execute()
  await db.schema
    .createTable('crm_records')
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('object', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    .addColumn('crm_id', 'text')
    .addColumn('sent_hash', 'text')
    .addColumn('synced_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('error_at', 'bigint')
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('crm_records_pk', ['connection_id', 'object', 'record_key'])
    .execute()
  // a person's upsert marks their audience memberships synced: found by contact
  await db.schema.createIndex('audience_members_contact_id').on('audience_members').column('contact_id').execute()
}

/** Drops the CRM tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audience_members_contact_id').execute()
  await db.schema.dropTable('crm_records').execute()
  await db.schema.dropTable('crm_sync_pages').execute()
  await db.schema.dropTable('crm_sync_runs').execute()
  await db.schema.dropTable('crm_connections').execute()
}
