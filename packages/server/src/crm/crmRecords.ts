/**
 * The `crm_records` repository: per connection and CRM record (a company by domain, a contact by
 * e-mail) the hash of the values last sent, the CRM's id and when it last succeeded, or why it
 * last failed. A successful person upsert also marks that person's audience memberships synced.
 */
import type { Transaction } from 'kysely'
import type { Database } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import { markMembersCrmSynced } from '../audiences/audienceRows.js'
import type { RecordResult } from './crmWriter.js'

/** `company` or `person` (a CRM contact or lead). */
export type CrmObject = 'company' | 'person'

/** What was last sent for one record. */
export interface SentRecord {
  sentHash: string | null
  error: string | null
}

/** The last sent state of `keys` of `object`. */
export async function sentRecords(store: Store, connectionId: string, object: CrmObject, keys: string[]): Promise<Map<string, SentRecord>> {
  const sent = new Map<string, SentRecord>()
  if (keys.length === 0) return sent
  const rows = await store.db
    .selectFrom('crm_records')
    .select(['record_key', 'sent_hash', 'error'])
    .where('connection_id', '=', connectionId)
    .where('object', '=', object)
    .where('record_key', 'in', keys)
    .execute()
  for (const row of rows) sent.set(row.record_key, { sentHash: row.sent_hash, error: row.error })
  return sent
}

/**
 * Records the results of one upsert call: successes keep their hash, CRM id and time (and mark
 * audience members synced), failures their reason (the last success stays).
 */
export async function recordResults(
  trx: Transaction<Database>,
  connection: { id: string; workspaceId: string },
  object: CrmObject,
  results: RecordResult[],
  hashes: Map<string, string>,
  now: number,
): Promise<void> {
  const keyColumns = ['connection_id', 'object', 'record_key'] as const
  const base = (key: string) => ({ connection_id: connection.id, object, record_key: key })
  const done = results.filter((result) => result.ok)
  const failed = results.filter((result) => !result.ok)
  if (done.length) {
    await trx
      .insertInto('crm_records')
      .values(
        done.map((result) => ({
          ...base(result.key),
          crm_id: result.crmId,
          sent_hash: hashes.get(result.key) ?? null,
          synced_at: now,
          error: null,
          error_at: null,
          note: result.note,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(keyColumns).doUpdateSet((eb) => ({
          crm_id: eb.ref('excluded.crm_id'),
          sent_hash: eb.ref('excluded.sent_hash'),
          synced_at: eb.ref('excluded.synced_at'),
          error: null,
          error_at: null,
          note: eb.ref('excluded.note'),
        })),
      )
      .execute()
  }
  if (failed.length) {
    // a failure keeps the last success (crm_id, hash, time) and records why
    await trx
      .insertInto('crm_records')
      .values(
        failed.map((result) => ({
          ...base(result.key),
          crm_id: null,
          sent_hash: null,
          synced_at: null,
          note: null,
          error: result.error.slice(0, 1000),
          error_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(keyColumns).doUpdateSet((eb) => ({ error: eb.ref('excluded.error'), error_at: eb.ref('excluded.error_at') })))
      .execute()
  }
  if (object !== 'person' || done.length === 0) return
  // each member of these contacts takes the CRM id just recorded for its e-mail
  await markMembersCrmSynced(
    trx,
    { workspaceId: connection.workspaceId, connectionId: connection.id },
    done.map((result) => result.key),
    now,
  )
}

/** Deletes what a connection recorded per CRM record (when it is removed). */
export async function deleteRecordsOf(db: Db, connectionId: string): Promise<void> {
  await db.deleteFrom('crm_records').where('connection_id', '=', connectionId).execute()
}

/** The records whose last upsert failed, newest first: key, reason, when. */
export async function failedRecords(store: Store, connectionId: string, limit = 20) {
  return store.db
    .selectFrom('crm_records')
    .select(['object', 'record_key', 'error', 'error_at'])
    .where('connection_id', '=', connectionId)
    .where('error', 'is not', null)
    .orderBy('error_at', 'desc')
    .limit(limit)
    .execute()
}

/** How many records the connection holds as synced and as failing. */
export async function recordCounts(store: Store, connectionId: string): Promise<{ synced: number; failing: number }> {
  const row = await store.db
    .selectFrom('crm_records')
    .select((eb) => [eb.fn.count<string>('synced_at').as('synced'), eb.fn.count<string>('error').as('failing')])
    .where('connection_id', '=', connectionId)
    .executeTakeFirst()
  return { synced: Number(row?.synced ?? 0), failing: Number(row?.failing ?? 0) }
}

/** Whether the connection has written (or tried to write) any record of `object`: false before its first sync of it. */
export async function hasRecords(store: Store, connectionId: string, object: CrmObject): Promise<boolean> {
  const row = await store.db
    .selectFrom('crm_records')
    .select('record_key')
    .where('connection_id', '=', connectionId)
    .where('object', '=', object)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The CRM ids of the audience's members that the connection has written (a member not yet in the CRM has none). */
export async function audienceCrmIds(store: Store, connectionId: string, audienceId: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('audience_members')
    .innerJoin('contacts', 'contacts.id', 'audience_members.contact_id')
    .innerJoin('crm_records', 'crm_records.record_key', 'contacts.email')
    .select('crm_records.crm_id')
    .where('audience_members.audience_id', '=', audienceId)
    .where('crm_records.connection_id', '=', connectionId)
    .where('crm_records.object', '=', 'person')
    .where('crm_records.crm_id', 'is not', null)
    .execute()
  return [...new Set(rows.map((row) => row.crm_id!))]
}

/** Deletes what the workspace's connections recorded for these contact e-mails (erasure). */
export async function deleteContactRecords(db: Db, workspaceId: string, emails: readonly string[]): Promise<void> {
  await db
    .deleteFrom('crm_records')
    .where('connection_id', 'in', db.selectFrom('crm_connections').select('id').where('workspace_id', '=', workspaceId))
    .where('object', '=', 'contact')
    .where('record_key', 'in', emails)
    .execute()
}
