/**
 * The contact repository: the SQL that writes `contacts` rows for imports, identity resolution,
 * merges, unmerges and deletion. Each function takes the Kysely `db` or a transaction, so it runs
 * inside the caller's transaction.
 */
import { type Insertable, sql } from 'kysely'
import type { ContactTable } from '../store/schema.js'
import type { StoreDialect, Db } from '../store/store.js'

/**
 * Inserts contacts, or updates the one with the same (workspace, e-mail); a developer link and
 * activity span made since survive a re-import that does not know them. On PostgreSQL answers how
 * many were new; on SQLite (which cannot tell) null.
 */
export async function upsertContactRows(
  db: Db,
  dialect: StoreDialect,
  rows: readonly Insertable<ContactTable>[],
): Promise<{ created: number; updated: number } | null> {
  const upserted = db
    .insertInto('contacts')
    .values(rows as Insertable<ContactTable>[])
    .onConflict((conflict) =>
      conflict.columns(['workspace_id', 'email']).doUpdateSet((eb) => ({
        full_name: eb.ref('excluded.full_name'),
        email_verified: eb.ref('excluded.email_verified'),
        designation: eb.ref('excluded.designation'),
        seniority: eb.ref('excluded.seniority'),
        job_function: eb.ref('excluded.job_function'),
        state: eb.ref('excluded.state'),
        country: eb.ref('excluded.country'),
        company_domain: eb.ref('excluded.company_domain'),
        tags: eb.ref('excluded.tags'),
        github: eb.ref('excluded.github'),
        account_id: eb.ref('excluded.account_id'),
        // a link made since (the person identified later) survives a re-import that does not know it
        developer_id: sql<string | null>`coalesce(excluded.developer_id, contacts.developer_id)`,
        first_activity: sql<number | null>`coalesce(excluded.first_activity, contacts.first_activity)`,
        latest_activity: sql<number | null>`coalesce(excluded.latest_activity, contacts.latest_activity)`,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
  if (dialect !== 'postgres') {
    await upserted.execute()
    return null
  }
  const written = await upserted.returning(sql<boolean>`(xmax = 0)`.as('inserted')).execute()
  const created = written.filter((row) => row.inserted).length
  return { created, updated: written.length - created }
}

/** The contacts linked to a developer show its first and latest activity. */
export async function copyDeveloperActivitySpan(db: Db, developerId: string): Promise<void> {
  await db
    .updateTable('contacts')
    .set((eb) => ({
      first_activity: eb.selectFrom('developers').select('first_activity').where('id', '=', developerId),
      latest_activity: eb.selectFrom('developers').select('latest_activity').where('id', '=', developerId),
    }))
    .where('developer_id', '=', developerId)
    .execute()
}

/** Links the contact `contactId` to a developer, unless it is linked already. */
export async function linkContactById(db: Db, contactId: string, developerId: string): Promise<void> {
  await db.updateTable('contacts').set({ developer_id: developerId }).where('id', '=', contactId).where('developer_id', 'is', null).execute()
}

/** Links the workspace's contact with this e-mail to a developer, unless it is linked already. */
export async function linkContactByEmail(db: Db, workspaceId: string, email: string, developerId: string): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ developer_id: developerId })
    .where('workspace_id', '=', workspaceId)
    .where('email', '=', email)
    .where('developer_id', 'is', null)
    .execute()
}

/** The contacts linked to any of `fromIds` are linked to `toId` (a merge). */
export async function moveContactsOf(db: Db, fromIds: readonly string[], toId: string): Promise<void> {
  await db.updateTable('contacts').set({ developer_id: toId }).where('developer_id', 'in', fromIds).execute()
}

/** The contacts of `fromId` with one of these e-mails are linked to `toId` (identities taken). */
export async function moveContactsByEmail(db: Db, fromId: string, emails: readonly string[], toId: string): Promise<void> {
  await db.updateTable('contacts').set({ developer_id: toId }).where('developer_id', '=', fromId).where('email', 'in', emails).execute()
}

/** The contacts `ids` still linked to `fromId` are linked back to `toId` (an unmerge). */
export async function giveBackContacts(db: Db, ids: readonly string[], fromId: string, toId: string): Promise<void> {
  await db.updateTable('contacts').set({ developer_id: toId }).where('id', 'in', ids).where('developer_id', '=', fromId).execute()
}

/** The workspace's contacts naming one of these GitHub logins no longer name it (erasure). */
export async function clearContactGithub(db: Db, workspaceId: string, logins: readonly string[]): Promise<void> {
  await db.updateTable('contacts').set({ github: '' }).where('workspace_id', '=', workspaceId).where('github', 'in', logins).execute()
}

/** Deletes the contacts `ids`; answers how many there were. No ids, no query. */
export async function deleteContacts(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db.deleteFrom('contacts').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}
