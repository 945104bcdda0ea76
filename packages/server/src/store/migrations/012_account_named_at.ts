import type { Kysely } from 'kysely'

/**
 * When a developer's account was last named (the time of the identify that named it), so the
 * latest identify wins by when it happened and a merge keeps the account named latest.
 * Null for accounts named before this column: they rank below any recorded time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('developers').addColumn('account_named_at', 'bigint').execute()
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('developers').dropColumn('account_named_at').execute()
}
