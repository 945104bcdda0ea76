import type { Kysely } from 'kysely'

/**
 * Who an activity was attributed through: the identities of the identify that made its visitor
 * a person (or the GitHub login of a delivery), on the activity and on the visitor. An unmerge
 * sends back what arrived through the merged person's identities, before or after the merge;
 * and a merge records which of the merged person's activities already had an account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').addColumn('identity', 'text').execute()
  await db.schema.alterTable('visitors').addColumn('identity', 'text').execute()
  await db.schema.alterTable('developer_merges').addColumn('account_activity_ids', 'text').execute()
}

/** Drops the attribution columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('developer_merges').dropColumn('account_activity_ids').execute()
  await db.schema.alterTable('visitors').dropColumn('identity').execute()
  await db.schema.alterTable('activities').dropColumn('identity').execute()
}
