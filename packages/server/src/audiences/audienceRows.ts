/**
 * The audience repository: the SQL that writes `audiences` and `audience_members` rows for
 * creation, refresh, renames, deletion, CRM sync marks and a person's erasure. Each function takes
 * the Kysely `db` or a transaction, so it runs inside the caller's transaction.
 */
import type { Insertable, Updateable } from 'kysely'
import type { AudienceTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

type Db = Store['db']

/** What a member kept from before a refresh: its CRM sync state. */
export type KeptMembers = Map<string, { is_crm_synced: string | null; crm_last_synced_at: number | null }>

const MEMBER_BATCH = 500

/** Inserts an audience. */
export async function insertAudience(db: Db, row: Insertable<AudienceTable>): Promise<void> {
  await db.insertInto('audiences').values(row).execute()
}

/** Changes an audience's columns. */
export async function updateAudienceRow(db: Db, id: string, changes: Updateable<AudienceTable>): Promise<void> {
  await db.updateTable('audiences').set(changes).where('id', '=', id).execute()
}

/** Replaces an audience's members by `contactIds` in their order; those in `kept` keep their CRM sync state. */
export async function replaceAudienceMembers(db: Db, audienceId: string, contactIds: readonly string[], kept: KeptMembers): Promise<void> {
  await db.deleteFrom('audience_members').where('audience_id', '=', audienceId).execute()
  for (let start = 0; start < contactIds.length; start += MEMBER_BATCH) {
    const rows = contactIds.slice(start, start + MEMBER_BATCH).map((contactId, index) => ({
      audience_id: audienceId,
      position: start + index,
      contact_id: contactId,
      is_crm_synced: kept.get(contactId)?.is_crm_synced ?? null,
      crm_last_synced_at: kept.get(contactId)?.crm_last_synced_at ?? null,
    }))
    await db.insertInto('audience_members').values(rows).execute()
  }
}

/** Deletes an audience and its members. */
export async function deleteAudienceRows(db: Db, id: string): Promise<void> {
  await db.deleteFrom('audience_members').where('audience_id', '=', id).execute()
  await db.deleteFrom('audiences').where('id', '=', id).execute()
}

/**
 * Removes these contacts from every audience and recounts the audiences they were in; answers how
 * many memberships were removed. No contacts, no query.
 */
export async function removeContactsFromAudiences(db: Db, contactIds: readonly string[], now: number): Promise<number> {
  if (contactIds.length === 0) return 0
  const audiences = (await db.selectFrom('audience_members').select('audience_id').distinct().where('contact_id', 'in', contactIds).execute()).map(
    (row) => row.audience_id,
  )
  const members = await db.deleteFrom('audience_members').where('contact_id', 'in', contactIds).executeTakeFirst()
  for (const audienceId of audiences) {
    const { n } = await db
      .selectFrom('audience_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('audience_id', '=', audienceId)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('audiences')
      .set({ count: Number(n), updated_at: now })
      .where('id', '=', audienceId)
      .execute()
  }
  return Number(members.numDeletedRows)
}

/**
 * Marks the workspace's audience members whose contact has one of these e-mails with the CRM id
 * just recorded for it (`crm_records` of the connection, people), in statements of 500 e-mails.
 */
export async function markMembersCrmSynced(
  db: Db,
  target: { workspaceId: string; connectionId: string },
  emails: readonly string[],
  now: number,
): Promise<void> {
  // a join in UPDATE ... FROM: a subquery per member row was planned as a scan per row on PostgreSQL
  for (let start = 0; start < emails.length; start += MEMBER_BATCH) {
    await db
      .updateTable('audience_members')
      .from(['contacts', 'crm_records'])
      .set((eb) => ({ is_crm_synced: eb.ref('crm_records.crm_id'), crm_last_synced_at: now }))
      .whereRef('contacts.id', '=', 'audience_members.contact_id')
      .whereRef('crm_records.record_key', '=', 'contacts.email')
      .where('contacts.workspace_id', '=', target.workspaceId)
      .where('contacts.email', 'in', emails.slice(start, start + MEMBER_BATCH))
      .where('crm_records.connection_id', '=', target.connectionId)
      .where('crm_records.object', '=', 'person')
      .execute()
  }
}
