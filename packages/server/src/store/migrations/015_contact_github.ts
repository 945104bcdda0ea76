import type { Kysely } from 'kysely'

/**
 * Contacts' GitHub logins (lower case, '' when the import gave none): a webhook delivery from that
 * login is the buyer, so the developer it makes takes the contact's e-mail and the contact its link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('github', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('contacts_workspace_github').on('contacts').columns(['workspace_id', 'github']).execute()
}

/** Drops the logins. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_workspace_github').execute()
  await db.schema.alterTable('contacts').dropColumn('github').execute()
}
