import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import { activityLevelsOf, type ActivityLevels } from '../domain/activityLevels.js'
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
export async function getWorkspace(store: Pick<Store, 'db'>, id: string): Promise<Workspace> {
  const workspace = await store.db.selectFrom('workspaces').select(['id', 'name', 'created_at']).where('id', '=', id).executeTakeFirst()
  if (!workspace) throw new DevtrailError('not_found', `workspace ${id} not found`)
  return workspace
}

/** Replaces a workspace's settings (JSON) by `settings`. */
export async function setWorkspaceSettings(store: Pick<Store, 'db'>, id: string, settings: Record<string, unknown>): Promise<void> {
  await store.db
    .updateTable('workspaces')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', id)
    .execute()
}

/** Thresholds a workspace can change; missing ones keep their current value. */
export type WorkspaceThresholds = Partial<ActivityLevels>

/**
 * Changes a workspace's activity-level and customer-fit thresholds (kept in its settings JSON as
 * `{activityLevels:{high, medium}, customerFit:{strong, moderate}}`) and returns the effective ones.
 * Accounts pick them up at their next activity or at the hourly sweep.
 */
export async function updateWorkspaceThresholds(store: Store, id: string, changes: WorkspaceThresholds): Promise<ActivityLevels> {
  await getWorkspace(store, id)
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw new DevtrailError('params_invalid', `${name} must be a positive integer`)
  }
  const row = await store.db.selectFrom('workspaces').select('settings').where('id', '=', id).executeTakeFirstOrThrow()
  const current = activityLevelsOf(row.settings)
  const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) }
  if (next.medium > next.high) throw new DevtrailError('params_invalid', `the MEDIUM threshold (${next.medium}) must not exceed the HIGH one (${next.high})`)
  if (next.moderateFit > next.strongFit)
    throw new DevtrailError('params_invalid', `the MODERATE fit threshold (${next.moderateFit}) must not exceed the STRONG one (${next.strongFit})`)
  const settings = JSON.parse(row.settings || '{}') as Record<string, unknown>
  settings.activityLevels = { high: next.high, medium: next.medium }
  settings.customerFit = { strong: next.strongFit, moderate: next.moderateFit }
  await setWorkspaceSettings(store, id, settings)
  return next
}
