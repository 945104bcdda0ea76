/** The developer-merge repository: each merge with what it moved, so a wrong one can be undone. */
import { newId } from '../ids.js'
import type { Db } from '../store/store.js'
import type { StoredIdentity } from '../domain/identities.js'
import type { DeveloperRow } from '../developers/developer.js'
import { aliasesOf } from '../developers/aliasRows.js'
import { identitiesOfDeveloper } from '../developers/identityRows.js'
import { visitorIdsOf } from '../visitors/visitorRows.js'
import { activityIdsWithAccount, visitorlessActivityIds } from '../activities/activity.js'

/** One recorded merge. */
export interface DeveloperMerge {
  id: string
  survivorId: string
  mergedId: string
  /** The survivor's row before the merge. */
  survivorRow: DeveloperRow
  /** The merged-away row as it was. */
  mergedRow: DeveloperRow
  /** What moved to the survivor. */
  identities: StoredIdentity[]
  visitorIds: string[]
  /** Activities without a visitor (imports, GitHub) that moved. */
  activityIds: string[]
  contactIds: string[]
  /** Older merged-away ids that pointed at the merged developer. */
  aliasIds: string[]
  /** The merged developer's activities that had an account before the merge (they keep it on unmerge); null for merges recorded before it was kept. */
  accountActivityIds: string[] | null
  /** The identities of the claim that caused it. */
  claim: StoredIdentity[]
  createdAt: number
}

/** Everything a developer holds that a merge moves, read before it moves. */
export async function holdingsOf(db: Db, developer: DeveloperRow) {
  const [identities, visitors, activities, contacts, aliases, withAccount] = await Promise.all([
    identitiesOfDeveloper(db, developer.id),
    visitorIdsOf(db, developer.id),
    visitorlessActivityIds(db, developer.workspace_id, developer.id),
    db.selectFrom('contacts').select('id').where('developer_id', '=', developer.id).execute(),
    aliasesOf(db, developer.id),
    activityIdsWithAccount(db, developer.workspace_id, developer.id),
  ])
  return {
    identities,
    visitorIds: visitors,
    activityIds: activities,
    contactIds: contacts.map((row) => row.id),
    aliasIds: aliases,
    accountActivityIds: withAccount,
  }
}

/** Records a merge (inside the transaction that makes it). */
export async function recordMerge(db: Db, merge: Omit<DeveloperMerge, 'id'>): Promise<void> {
  await db
    .insertInto('developer_merges')
    .values({
      id: newId(),
      workspace_id: merge.survivorRow.workspace_id,
      survivor_id: merge.survivorId,
      merged_id: merge.mergedId,
      survivor_row: JSON.stringify(merge.survivorRow),
      merged_row: JSON.stringify(merge.mergedRow),
      identities: JSON.stringify(merge.identities),
      visitor_ids: JSON.stringify(merge.visitorIds),
      activity_ids: JSON.stringify(merge.activityIds),
      contact_ids: JSON.stringify(merge.contactIds),
      alias_ids: JSON.stringify(merge.aliasIds),
      account_activity_ids: merge.accountActivityIds === null ? null : JSON.stringify(merge.accountActivityIds),
      claim: JSON.stringify(merge.claim),
      created_at: merge.createdAt,
    })
    .execute()
}

/** A workspace's merges still in force, newest first. */
export async function mergesInForce(db: Db, workspaceId: string): Promise<DeveloperMerge[]> {
  const rows = await db
    .selectFrom('developer_merges')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    survivorId: row.survivor_id,
    mergedId: row.merged_id,
    survivorRow: JSON.parse(row.survivor_row) as DeveloperRow,
    mergedRow: JSON.parse(row.merged_row) as DeveloperRow,
    identities: JSON.parse(row.identities) as StoredIdentity[],
    visitorIds: JSON.parse(row.visitor_ids) as string[],
    activityIds: JSON.parse(row.activity_ids) as string[],
    contactIds: JSON.parse(row.contact_ids) as string[],
    aliasIds: JSON.parse(row.alias_ids) as string[],
    accountActivityIds: row.account_activity_ids === null ? null : (JSON.parse(row.account_activity_ids) as string[]),
    claim: JSON.parse(row.claim) as StoredIdentity[],
    createdAt: Number(row.created_at),
  }))
}

/** Marks a merge undone. */
export async function markMergeUndone(db: Db, mergeId: string, now: number): Promise<void> {
  await db.updateTable('developer_merges').set({ undone_at: now }).where('id', '=', mergeId).execute()
}

/** Deletes the workspace's merges that any of these developers took part in (erasure). */
export async function deleteMergesOf(db: Db, workspaceId: string, developerIds: readonly string[]): Promise<void> {
  await db
    .deleteFrom('developer_merges')
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('survivor_id', 'in', developerIds), eb('merged_id', 'in', developerIds)]))
    .execute()
}

/** Replaces a merge's recorded claim (erasure keeps it without the erased person's identities). */
export async function replaceMergeClaim(db: Db, mergeId: string, claim: readonly StoredIdentity[]): Promise<void> {
  await db
    .updateTable('developer_merges')
    .set({ claim: JSON.stringify(claim) })
    .where('id', '=', mergeId)
    .execute()
}
