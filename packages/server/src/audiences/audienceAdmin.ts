/** Managing audiences by id (the CLI's list, show, update and delete). */
import { checkNewName } from '../admin/uniqueName.js'
import { DevtrailError } from '../errors.js'
import { deleteAudienceRows, updateAudienceRow } from './audienceRows.js'
import type { Store } from '../store/store.js'

/** An audience as the CLI shows it. */
export interface AudienceInfo {
  id: string
  workspace_id: string
  name: string
  source_id: string
  filter: unknown
  limit: number
  verified_only: boolean
  auto_refresh: boolean
  count: number
  last_synced_at: number | null
}

const COLUMNS = ['id', 'workspace_id', 'name', 'source_id', 'filter', 'limit_count', 'verified_only', 'auto_refresh', 'count', 'last_synced_at'] as const

function toInfo(row: {
  id: string
  workspace_id: string
  name: string
  source_id: string
  filter: string
  limit_count: number
  verified_only: number
  auto_refresh: number
  count: number
  last_synced_at: number | null
}): AudienceInfo {
  const { limit_count: limit, verified_only: verifiedOnly, auto_refresh: autoRefresh, filter, ...rest } = row
  return { ...rest, filter: JSON.parse(filter) as unknown, limit, verified_only: Boolean(verifiedOnly), auto_refresh: Boolean(autoRefresh) }
}

/** A workspace's audiences, by name. */
export async function listAudiences(store: Store, workspaceId: string): Promise<AudienceInfo[]> {
  return (await store.db.selectFrom('audiences').select(COLUMNS).where('workspace_id', '=', workspaceId).orderBy('name').execute()).map(toInfo)
}

/** The audience `id` of any workspace; not_found otherwise. */
export async function findAudience(store: Store, id: string): Promise<AudienceInfo> {
  const row = await store.db.selectFrom('audiences').select(COLUMNS).where('id', '=', id).executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `audience ${id} not found`)
  return toInfo(row)
}

/** Renames an audience or switches its periodic refresh. */
export async function updateAudience(store: Store, id: string, changes: { name?: string; autoRefresh?: boolean }): Promise<AudienceInfo> {
  const audience = await findAudience(store, id)
  const name =
    changes.name === undefined ? audience.name : await checkNewName(store, 'audiences', 'audience', audience.workspace_id, changes.name, audience.name)
  const autoRefresh = changes.autoRefresh ?? audience.auto_refresh
  await updateAudienceRow(store.db, id, { name, auto_refresh: autoRefresh ? 1 : 0, updated_at: Date.now() })
  return { ...audience, name, auto_refresh: autoRefresh }
}

/** Deletes an audience and its members. */
export async function deleteAudience(store: Store, id: string): Promise<AudienceInfo> {
  const audience = await findAudience(store, id)
  await store.db.transaction().execute((trx) => deleteAudienceRows(trx, id))
  return audience
}
