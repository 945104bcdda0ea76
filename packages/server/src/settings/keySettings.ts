/**
 * Changing a workspace's API keys, for the data service and the CLI alike: create (the key shown
 * once), rename, revoke, delete. Each change is audited with the key's name and scope; the key
 * itself never enters the log.
 */
import { createApiKey, deleteApiKey, getApiKey, parseKeyScope, renameApiKey, revokeApiKey, type ApiKeyInfo } from '../admin/apiKeys.js'
import { secretMark } from '../audit/auditLog.js'
import type { Store } from '../store/store.js'
import { auditChange, checkCallerWorkspace, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

const audited = (key: ApiKeyInfo) => ({ name: key.name, scope: key.scope, key_prefix: key.key_prefix, revoked: key.revoked_at !== null })

/** The key `id` when the caller may see it; not_found otherwise. */
export async function keyOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  const key = await getApiKey(store, id)
  checkCallerWorkspace(caller, key.workspace_id, 'API key', id)
  return key
}

/** Creates a key with a scope (`read` unless told); the answer's `key` is shown once. */
export async function createKeyAs(
  store: Store,
  caller: SettingsCaller,
  input: { workspaceId?: string; name?: string; scope?: string },
): Promise<ApiKeyInfo & { key: string }> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  const created = await createApiKey(store, workspaceId, input.name ?? 'default', parseKeyScope(input.scope ?? 'read'))
  const { key: _key, ...info } = created
  await auditChange(store.db, caller, {
    workspaceId,
    action: 'api_key.create',
    targetType: 'api_key',
    targetId: info.id,
    after: { ...audited(info), key: secretMark('set') },
  })
  return created
}

/** Renames a key. */
export async function renameKeyAs(store: Store, caller: SettingsCaller, id: string, name: string): Promise<ApiKeyInfo> {
  const before = await keyOfCaller(store, caller, id)
  const after = await renameApiKey(store, id, name)
  await auditChange(store.db, caller, {
    workspaceId: after.workspace_id,
    action: 'api_key.rename',
    targetType: 'api_key',
    targetId: id,
    before: audited(before),
    after: audited(after),
  })
  return after
}

/** Revokes a key: its requests and dashboard sessions answer 401 from then on. Revoking it again changes (and records) nothing. */
export async function revokeKeyAs(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  const before = await keyOfCaller(store, caller, id)
  if (before.revoked_at !== null) return before
  const after = await revokeApiKey(store, id)
  await auditChange(store.db, caller, {
    workspaceId: after.workspace_id,
    action: 'api_key.revoke',
    targetType: 'api_key',
    targetId: id,
    before: audited(before),
    after: audited(after),
  })
  return after
}

/** Deletes a key (revoking it first). */
export async function deleteKeyAs(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  await keyOfCaller(store, caller, id)
  const key = await deleteApiKey(store, id)
  await auditChange(store.db, caller, { workspaceId: key.workspace_id, action: 'api_key.delete', targetType: 'api_key', targetId: id, before: audited(key) })
  return key
}
