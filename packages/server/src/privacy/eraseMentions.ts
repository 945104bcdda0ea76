/**
 * Erasure beyond a person's own rows: every other table that names them (refused claims, the
 * merge log, attributions of other people's activities and visitors, the audit log, alert
 * deliveries and jobs, CRM sync records, list rows, contacts naming their GitHub login) loses the
 * rows about them or has the identifying values replaced. docs/privacy.md lists each table.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Db, Store } from '../store/store.js'
import { replaceActivityAttribution } from '../activities/activityRows.js'
import { rewriteDelivery } from '../alerts/alertDeliveries.js'
import { rewriteAuditTexts } from '../audit/auditLog.js'
import { rewriteJobTexts } from '../jobs/jobRows.js'
import { replaceVisitorAttribution } from '../visitors/visitorRows.js'
import { clearContactGithub } from '../contacts/contactRows.js'
import { deleteContactRecords } from '../crm/crmRecords.js'
import { deleteAliasesOfDevelopers } from '../developers/aliasRows.js'
import { deleteConflicts } from '../identity/identityConflicts.js'
import { deleteMergesOf, replaceMergeClaim } from '../identity/mergeLog.js'
import { deleteListRowByKey, deleteRowsByKey, replaceListRowData } from '../lists/listRows.js'
import { attributionWithout, identityKeyOf } from '../identity/attribution.js'
import type { StoredIdentity } from '../domain/identities.js'

/** What names the person being erased. */
export interface ErasedPerson {
  workspaceId: string
  /** Their developer id and the merged-away ids that point at it. */
  developerIds: string[]
  identities: StoredIdentity[]
  /** Their e-mail addresses (identities and the e-mail field), lower case. */
  emails: string[]
}

/** What an erased e-mail is replaced with in text that is kept. */
export const ERASED = '[erased]'

/** Rows of other tables about the person removed, and identifying values elsewhere replaced. */
export async function eraseMentions(trx: Db, person: ErasedPerson): Promise<void> {
  await eraseConflicts(trx, person)
  await eraseMerges(trx, person)
  await eraseAttributions(trx, person)
  await eraseAlertDeliveries(trx, person)
  await eraseEmailsIn(trx, person, 'audit_events', 'id', ['before', 'after'])
  await eraseEmailsIn(trx, person, 'jobs', 'id', ['payload', 'last_error'])
  await eraseListRows(trx, person)
  await eraseCrmRecords(trx, person)
  const logins = person.identities.filter((identity) => identity.type === 'github').map((identity) => identity.username)
  if (logins.length) {
    await clearContactGithub(trx, person.workspaceId, logins)
  }
  await deleteAliasesOfDevelopers(trx, person.developerIds)
}

/** Refused claims that named the person (one of their identities or ids) are deleted. */
async function eraseConflicts(trx: Db, person: ErasedPerson): Promise<void> {
  const keys = new Set(person.identities.map(identityKeyOf))
  const rows = await trx
    .selectFrom('identity_conflicts')
    .select(['id', 'claim', 'developer_ids'])
    .where('workspace_id', '=', person.workspaceId)
    .where((eb) => eb.or([mentionsAny('claim', usernamesOf(person)), mentionsAny('developer_ids', person.developerIds)]))
    .execute()
  const ids = rows
    .filter((row) => {
      const claim = JSON.parse(row.claim) as StoredIdentity[]
      const developers = JSON.parse(row.developer_ids) as string[]
      return claim.some((identity) => keys.has(identityKeyOf(identity))) || developers.some((id) => person.developerIds.includes(id))
    })
    .map((row) => row.id)
  await deleteConflicts(trx, ids)
}

/**
 * Merges the person was part of are deleted (there is no one left to split off); a merge of two
 * other people whose claim also named the person keeps the claim without their identities.
 */
async function eraseMerges(trx: Db, person: ErasedPerson): Promise<void> {
  const ids = person.developerIds
  await deleteMergesOf(trx, person.workspaceId, ids)
  const keys = new Set(person.identities.map(identityKeyOf))
  const rows = await trx
    .selectFrom('developer_merges')
    .select(['id', 'claim'])
    .where('workspace_id', '=', person.workspaceId)
    .where(mentionsAny('claim', usernamesOf(person)))
    .execute()
  for (const row of rows) {
    const claim = (JSON.parse(row.claim) as StoredIdentity[]).filter((identity) => !keys.has(identityKeyOf(identity)))
    await replaceMergeClaim(trx, row.id, claim)
  }
}

/** Other people's activities and visitors attributed through a claim that also named the person keep the claim without them. */
async function eraseAttributions(trx: Db, person: ErasedPerson): Promise<void> {
  const keys = new Set(person.identities.map(identityKeyOf))
  if (keys.size === 0) return
  const mentions = mentionsAny('identity', [...keys])
  for (const table of ['activities', 'visitors'] as const) {
    const replaceAttribution = table === 'activities' ? replaceActivityAttribution : replaceVisitorAttribution
    const attributions = await trx.selectFrom(table).select('identity').distinct().where('workspace_id', '=', person.workspaceId).where(mentions).execute()
    for (const { identity } of attributions) {
      if (identity === null) continue
      await replaceAttribution(trx, person.workspaceId, identity, attributionWithout(identity, keys))
    }
  }
}

/**
 * Alert deliveries about the person (kept for redelivery and the delivery log) no longer name
 * them: the payload's developer becomes null, their name and e-mail are replaced in its text, and
 * their e-mail in a response or error.
 */
async function eraseAlertDeliveries(trx: Db, person: ErasedPerson): Promise<void> {
  const rows = await trx
    .selectFrom('alert_deliveries')
    .select(['id', 'payload', 'response_body', 'error'])
    .where('workspace_id', '=', person.workspaceId)
    .where((eb) =>
      eb.or([
        mentionsAny('payload', [...person.emails, ...person.developerIds]),
        mentionsAny('response_body', person.emails),
        mentionsAny('error', person.emails),
      ]),
    )
    .execute()
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as { data?: { developer?: { id?: string; developer_name?: string | null } | null } }
    const developer = payload.data?.developer
    const names = developer?.id && person.developerIds.includes(developer.id) && developer.developer_name ? [developer.developer_name] : []
    if (payload.data && developer?.id && person.developerIds.includes(developer.id)) payload.data.developer = null
    const erase = (text: string | null) => (text === null ? null : replaceAll(text, [...person.emails, ...names]))
    await rewriteDelivery(trx, row.id, { payload: erase(JSON.stringify(payload))!, response_body: erase(row.response_body), error: erase(row.error) })
  }
}

/** Replaces the person's e-mails in the text columns of a table's rows of the workspace. */
async function eraseEmailsIn(trx: Db, person: ErasedPerson, table: 'audit_events' | 'jobs', key: 'id', columns: readonly string[]): Promise<void> {
  if (person.emails.length === 0) return
  const rows = (await trx
    .selectFrom(table)
    .select([key, ...columns] as never[])
    .where('workspace_id', '=', person.workspaceId)
    .where((eb) => eb.or(columns.map((column) => mentionsAny(column, person.emails))))
    .execute()) as Record<string, string | null>[]
  for (const row of rows) {
    const changes = Object.fromEntries(columns.map((column) => [column, row[column] === null ? null : replaceAll(row[column]!, person.emails)]))
    if (table === 'audit_events') await rewriteAuditTexts(trx, row[key]!, changes)
    else await rewriteJobTexts(trx, row[key]!, changes as { payload?: string; last_error?: string | null })
  }
}

/** The person's rows of the workspace's developer lists are deleted; their e-mail in other list rows is replaced. */
async function eraseListRows(trx: Db, person: ErasedPerson): Promise<void> {
  // list rows are keyed like listRowKey: an e-mail, github:<login> or linkedin:<id>
  const rowKeys = person.identities.map((identity) => (identity.type === 'email' ? identity.username : identityKeyOf(identity)))
  const lists = (type: 'DEVELOPER' | null) => {
    const query = trx.selectFrom('lists').select('id').where('workspace_id', '=', person.workspaceId)
    return type ? query.where('type', '=', type) : query
  }
  if (rowKeys.length) await deleteRowsByKey(trx, person.workspaceId, 'DEVELOPER', rowKeys)
  if (person.emails.length === 0) return
  const rows = await trx
    .selectFrom('list_rows')
    .select(['list_id', 'row_key', 'data'])
    .where('list_id', 'in', lists(null))
    .where((eb) => eb.or([mentionsAny('data', person.emails), mentionsAny('row_key', person.emails)]))
    .execute()
  for (const row of rows) {
    if (person.emails.some((email) => row.row_key.toLowerCase().includes(email))) {
      await deleteListRowByKey(trx, row.list_id, row.row_key)
      continue
    }
    await replaceListRowData(trx, row.list_id, row.row_key, replaceAll(row.data, person.emails))
  }
}

/** What the workspace's CRM connections last sent for the person's contact record is deleted. */
async function eraseCrmRecords(trx: Db, person: ErasedPerson): Promise<void> {
  if (person.emails.length === 0) return
  await deleteContactRecords(trx, person.workspaceId, person.emails)
}

function usernamesOf(person: ErasedPerson): string[] {
  return [...new Set([...person.identities.map((identity) => identity.username), ...person.emails])]
}

/** `column` contains one of `values` (as JSON text spells them), in any case. */
function mentionsAny(column: string, values: readonly string[]): RawBuilder<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`
  const tests = values.map((value) => sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${likeEscaped(jsonSpelling(value).toLowerCase())}%`} escape ${'\\'}`)
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`
}

function jsonSpelling(value: string): string {
  return JSON.stringify(value).slice(1, -1)
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** `text` with every spelling of `values` (in any case) replaced by ERASED. */
function replaceAll(text: string, values: readonly string[]): string {
  let result = text
  for (const value of values) {
    if (!value) continue
    const pattern = new RegExp(jsonSpelling(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
    result = result.replace(pattern, ERASED)
  }
  return result
}
