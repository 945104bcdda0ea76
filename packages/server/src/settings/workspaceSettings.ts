/**
 * Creating a workspace and changing its thresholds and retention period, as the CLI does; each
 * change is audited with the settings before and after.
 */
import { createWorkspace, getWorkspace, updateWorkspaceThresholds, type Workspace, type WorkspaceThresholds } from '../admin/workspaces.js'
import { activityLevelsOf, type ActivityLevels } from '../domain/activityLevels.js'
import { setRetentionDays, workspaceRetentionDays } from '../privacy/retention.js'
import type { Store } from '../store/store.js'
import { auditChange, checkCallerWorkspace, type SettingsCaller } from './settingsCaller.js'

/** A workspace's settings as the audit log keeps them. */
interface AuditedWorkspaceSettings {
  thresholds: ActivityLevels
  retention_days: number | null
}

async function settingsOf(store: Store, id: string): Promise<AuditedWorkspaceSettings> {
  const workspace = await getWorkspace(store, id)
  const row = await store.db.selectFrom('workspaces').select('settings').where('id', '=', workspace.id).executeTakeFirstOrThrow()
  return { thresholds: activityLevelsOf(row.settings), retention_days: await workspaceRetentionDays(store, id) }
}

/** Creates a workspace (the CLI only: an API key belongs to a workspace already). */
export async function createWorkspaceAs(store: Store, caller: SettingsCaller, name: string): Promise<Workspace> {
  const workspace = await createWorkspace(store, name)
  await auditChange(store.db, caller, {
    workspaceId: workspace.id,
    action: 'workspace.create',
    targetType: 'workspace',
    targetId: workspace.id,
    after: { name: workspace.name },
  })
  return workspace
}

/** Changes a workspace's thresholds and/or retention period (undefined: unchanged); answers the settings now in force. */
export async function changeWorkspaceSettingsAs(
  store: Store,
  caller: SettingsCaller,
  id: string,
  changes: { thresholds: WorkspaceThresholds; retentionDays?: number | null },
): Promise<AuditedWorkspaceSettings> {
  checkCallerWorkspace(caller, id, 'workspace', id)
  const before = await settingsOf(store, id)
  const changing = changes.retentionDays !== undefined || Object.values(changes.thresholds).some((value) => value !== undefined)
  if (!changing) return before
  if (changes.retentionDays !== undefined) await setRetentionDays(store, id, changes.retentionDays)
  await updateWorkspaceThresholds(store, id, changes.thresholds)
  const after = await settingsOf(store, id)
  await auditChange(store.db, caller, { workspaceId: id, action: 'workspace.settings', targetType: 'workspace', targetId: id, before, after })
  return after
}
