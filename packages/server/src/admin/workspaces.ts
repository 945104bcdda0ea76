import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { Store } from '../store/store.js'

/** A workspace: the tenant that owns assets, keys and all tracked data. */
export interface Workspace {
  id: string
  name: string
  created_at: number
}

/** Creates a workspace. */
export async function createWorkspace(store: Store, name: string): Promise<Workspace> {
  const trimmed = name.trim()
  if (!trimmed) throw new DevtrailError('params_invalid', 'workspace name must not be empty')
  const workspace = { id: newId(), name: trimmed, created_at: Date.now() }
  await store.db.insertInto('workspaces').values(workspace).execute()
  return workspace
}

/** Lists every workspace, oldest first. */
export async function listWorkspaces(store: Store): Promise<Workspace[]> {
  return store.db.selectFrom('workspaces').select(['id', 'name', 'created_at']).orderBy('created_at').orderBy('id').execute()
}

/** The workspace with this id, or a not_found error. */
export async function getWorkspace(store: Store, id: string): Promise<Workspace> {
  const workspace = await store.db
    .selectFrom('workspaces')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!workspace) throw new DevtrailError('not_found', `workspace ${id} not found`)
  return workspace
}
