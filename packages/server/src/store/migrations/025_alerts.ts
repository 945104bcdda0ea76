import type { Kysely } from 'kysely'

/**
 * Alerts: destinations (Slack, signed webhooks, e-mail) with their sealed secrets and pause
 * state, rules (trigger, filters, quiet window, digest rate), the quiet-window and rate records
 * the evaluator writes together with the delivery jobs it decides, the last activity level seen
 * per account, the digest items held back, and the delivery log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_destinations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('sealed_url', 'text')
    .addColumn('recipients', 'text')
    .addColumn('sealed_secret', 'text')
    .addColumn('previous_sealed_secret', 'text')
    .addColumn('previous_expires_at', 'bigint')
    .addColumn('digest', 'text')
    .addColumn('failing_since', 'bigint')
    .addColumn('paused_at', 'bigint')
    .addColumn('paused_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('alert_destinations_workspace').on('alert_destinations').columns(['workspace_id', 'name']).unique().execute()

  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text')
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('destination_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('quiet_window_ms', 'bigint', (c) => c.notNull())
    .addColumn('digest_above', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('alert_rules_workspace').on('alert_rules').columns(['workspace_id', 'name']).unique().execute()

  await db.schema
    .createTable('alert_quiet_windows')
    .addColumn('rule_id', 'text', (c) => c.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('last_alert_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_quiet_windows_pk', ['rule_id', 'account_id'])
    .execute()

  await db.schema
    .createTable('alert_rule_hours')
    .addColumn('rule_id', 'text', (c) => c.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('hour', 'bigint', (c) => c.notNull())
    .addColumn('alerts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_rule_hours_pk', ['rule_id', 'hour'])
    .execute()

  await db.schema
    .createTable('alert_account_levels')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_account_levels_pk', ['workspace_id', 'account_id'])
    .execute()

  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('destination_id', 'text', (c) => c.notNull().references('alert_destinations.id').onDelete('cascade'))
    .addColumn('rule_id', 'text')
    .addColumn('account_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('error', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('alert_deliveries_destination').on('alert_deliveries').columns(['destination_id', 'created_at']).execute()
  await db.schema.createIndex('alert_deliveries_digest').on('alert_deliveries').columns(['rule_id', 'status', 'created_at']).execute()
}

/** Drops the alert tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['alert_deliveries', 'alert_account_levels', 'alert_rule_hours', 'alert_quiet_windows', 'alert_rules', 'alert_destinations']) {
    await db.schema.dropTable(table).execute()
  }
}
