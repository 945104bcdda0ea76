/**
 * Changing a workspace's API keys, for the data service and the CLI alike: create (the key shown
 * once), rename, revoke, delete. Each change is audited with the key's name and scope; the key
 * itself never enters the log.
 */
import { createApiKey, deleteApiKey, getApiKey, parseKeyScope, renameApiKey, revokeApiKey, type ApiKeyInfo } from '../admin/apiKeys.js'
import { secretMark } from '../audit/auditLog.js'
import type { Store } from '../store/store.js'
import { changeAudited, deleteAudited, findForCaller, type AuditedKind } from './auditedSettings.js'
import { auditChange, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

const API_KEY: AuditedKind<ApiKeyInfo> = {
  type: 'api_key',
  label: 'API key',
  find: getApiKey,
  audited: (key) => ({ name: key.name, scope: key.scope, key_prefix: key.key_prefix, revoked: key.revoked_at !== null }),
}
const audited = API_KEY.audited

/** The key `id` when the caller may see it; not_found otherwise. */
export function keyOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  return findForCaller(API_KEY, store, caller, id)
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
export function renameKeyAs(store: Store, caller: SettingsCaller, id: string, name: string): Promise<ApiKeyInfo> {
  return changeAudited(API_KEY, store, caller, id, 'rename', () => renameApiKey(store, id, name))
}

/** Revokes a key: its requests and dashboard sessions answer 401 from then on. Revoking it again changes (and records) nothing. */
export function revokeKeyAs(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  return changeAudited(API_KEY, store, caller, id, 'revoke', (before) => (before.revoked_at !== null ? Promise.resolve(before) : revokeApiKey(store, id)))
}

/** Deletes a key (revoking it first). */
export function deleteKeyAs(store: Store, caller: SettingsCaller, id: string): Promise<ApiKeyInfo> {
  return deleteAudited(API_KEY, store, caller, id, () => deleteApiKey(store, id))
}
