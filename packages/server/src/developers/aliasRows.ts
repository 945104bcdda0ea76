/**
 * The developer-alias repository: the SQL on `developer_aliases` (merged-away developer ids and
 * the person each now is). Each function takes the Kysely `db` or a transaction, so it runs
 * inside the caller's transaction.
 */
import type { Db } from '../store/store.js'

/** The developer the merged-away id `aliasId` now is in the workspace, or undefined. */
export async function developerOfAlias(db: Db, workspaceId: string, aliasId: string): Promise<string | undefined> {
  const alias = await db
    .selectFrom('developer_aliases')
    .select('developer_id')
    .where('alias_id', '=', aliasId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  return alias?.developer_id
}

/** The merged-away ids that point at a developer. */
export async function aliasesOf(db: Db, developerId: string): Promise<string[]> {
  const rows = await db.selectFrom('developer_aliases').select('alias_id').where('developer_id', '=', developerId).execute()
  return rows.map((row) => row.alias_id)
}

/** Records `aliasIds` (at least one) as merged-away ids of `developerId`. */
export async function insertAliases(db: Db, workspaceId: string, aliasIds: readonly string[], developerId: string): Promise<void> {
  await db
    .insertInto('developer_aliases')
    .values(aliasIds.map((id) => ({ alias_id: id, workspace_id: workspaceId, developer_id: developerId })))
    .execute()
}

/** Points the aliases of `fromIds` (at least one) at `toId`. */
export async function moveAliasesOf(db: Db, fromIds: readonly string[], toId: string): Promise<void> {
  await db.updateTable('developer_aliases').set({ developer_id: toId }).where('developer_id', 'in', fromIds).execute()
}

/** Points the aliases `aliasIds` (at least one) that `fromId` holds at `toId`. */
export async function moveAliases(db: Db, aliasIds: readonly string[], fromId: string, toId: string): Promise<void> {
  await db.updateTable('developer_aliases').set({ developer_id: toId }).where('alias_id', 'in', aliasIds).where('developer_id', '=', fromId).execute()
}

/** Forgets the alias `aliasId` (its id is a developer's again). */
export async function deleteAlias(db: Db, aliasId: string): Promise<void> {
  await db.deleteFrom('developer_aliases').where('alias_id', '=', aliasId).execute()
}

/** Deletes the aliases that point at any of these developers (erasure). */
export async function deleteAliasesOfDevelopers(db: Db, developerIds: readonly string[]): Promise<void> {
  await db.deleteFrom('developer_aliases').where('developer_id', 'in', developerIds).execute()
}
