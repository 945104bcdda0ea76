import { createHash, timingSafeEqual } from 'node:crypto'
import { KEY_SCOPES, type KeyScope } from '../domain/accessScopes.js'
import { DevtrailError } from '../errors.js'
import { newId, randomToken } from '../ids.js'
import type { Store } from '../store/store.js'
import { getWorkspace } from './workspaces.js'

/** Prefix of every data-service key, so leaked keys are recognisable by secret scanners. */
export const API_KEY_PREFIX = 'dtk_'

/** The store event emitted with a key's hash when the key is revoked. */
export const API_KEY_REVOKED = 'api-key-revoked'

/** A key as listed: never the key itself. */
export interface ApiKeyInfo {
  id: string
  workspace_id: string
  name: string
  key_prefix: string
  created_at: number
  revoked_at: number | null
  last_used_at: number | null
  /** What the key may do: read, write (also data writes) or admin (also the workspace's settings). */
  scope: KeyScope
}

/** What a presented, valid key stands for. */
export interface ApiKeyCredential {
  /** The key's id. */
  apiKeyId: string
  /** Its workspace. */
  workspaceId: string
  /** What it may do. */
  scope: KeyScope
}

/** Checks a scope given by a caller (CLI option, request body); throws params_invalid otherwise. */
export function parseKeyScope(value: string): KeyScope {
  const scope = value.trim().toLowerCase() as KeyScope
  if (!KEY_SCOPES.includes(scope)) throw new DevtrailError('params_invalid', `scope must be read, write or admin (got "${value}")`)
  return scope
}

const KEY_COLUMNS = ['id', 'workspace_id', 'name', 'key_prefix', 'created_at', 'revoked_at', 'last_used_at', 'scope'] as const

/** SHA-256 hex of a key: what the store keeps instead of the key. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/**
 * Creates a key for a workspace; the returned `key` is shown once and never stored. Without a
 * scope the key gets `write`, what every key could do before scopes existed; `devtrail key create`
 * and the data service ask for one explicitly (their default is `read`).
 */
export async function createApiKey(store: Store, workspaceId: string, name = 'default', scope: KeyScope = 'write'): Promise<ApiKeyInfo & { key: string }> {
  await getWorkspace(store, workspaceId)
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 100) throw new DevtrailError('params_invalid', 'name: must be 1 to 100 characters')
  const key = randomToken(32, API_KEY_PREFIX)
  const row = {
    id: newId(),
    workspace_id: workspaceId,
    name: trimmed,
    key_hash: hashApiKey(key),
    key_prefix: key.slice(0, API_KEY_PREFIX.length + 6),
    created_at: Date.now(),
    revoked_at: null,
    last_used_at: null,
    scope,
  }
  await store.db.insertInto('api_keys').values(row).execute()
  const { key_hash: _hash, ...info } = row
  return { ...info, key }
}

/** Lists a workspace's keys (revoked ones too), oldest first. */
export async function listApiKeys(store: Store, workspaceId: string): Promise<ApiKeyInfo[]> {
  return store.db.selectFrom('api_keys').select(KEY_COLUMNS).where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute()
}

/** Revokes a key by id; later requests with it answer 401. */
export async function revokeApiKey(store: Store, keyId: string): Promise<ApiKeyInfo> {
  const result = await store.db
    .updateTable('api_keys')
    .set({ revoked_at: Date.now() })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  const key = await store.db
    .selectFrom('api_keys')
    .select([...KEY_COLUMNS, 'key_hash'])
    .where('id', '=', keyId)
    .executeTakeFirst()
  if (!key) throw new DevtrailError('not_found', `API key ${keyId} not found`)
  if (result.numUpdatedRows === 0n && key.revoked_at === null) throw new DevtrailError('not_found', `API key ${keyId} not found`)
  const { key_hash: keyHash, ...info } = key
  // caches of this process forget the key now; other processes' caches expire within a second
  store.events.emit(API_KEY_REVOKED, keyHash)
  return info
}

/** Records that the key with this hash was used at `now` (callers throttle: this is a write). */
export async function touchApiKey(store: Store, keyHash: string, now = Date.now()): Promise<void> {
  await store.db.updateTable('api_keys').set({ last_used_at: now }).where('key_hash', '=', keyHash).execute()
}

/** The key with this id (never the key itself); not_found otherwise. */
export async function getApiKey(store: Store, keyId: string): Promise<ApiKeyInfo> {
  const key = await store.db.selectFrom('api_keys').select(KEY_COLUMNS).where('id', '=', keyId).executeTakeFirst()
  if (!key) throw new DevtrailError('not_found', `API key ${keyId} not found`)
  return key
}

/** Renames a key. */
export async function renameApiKey(store: Store, keyId: string, name: string): Promise<ApiKeyInfo> {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 100) throw new DevtrailError('params_invalid', 'name: must be 1 to 100 characters')
  await getApiKey(store, keyId)
  await store.db.updateTable('api_keys').set({ name: trimmed }).where('id', '=', keyId).execute()
  return getApiKey(store, keyId)
}

/** Deletes a key (revoked first, so caches of this process forget it at once). */
export async function deleteApiKey(store: Store, keyId: string): Promise<ApiKeyInfo> {
  const key = await getApiKey(store, keyId)
  if (key.revoked_at === null) await revokeApiKey(store, keyId)
  await store.db.deleteFrom('api_keys').where('id', '=', keyId).execute()
  return key
}

/**
 * What a presented key stands for (id, workspace, scope), or null for an unknown or revoked key.
 * The lookup is by hash (the hash hides the key's bytes from timing), and the final
 * comparison is constant-time.
 */
export async function credentialOfApiKey(store: Store, key: string): Promise<ApiKeyCredential | null> {
  const hash = hashApiKey(key)
  const row = await store.db
    .selectFrom('api_keys')
    .select(['id', 'workspace_id', 'key_hash', 'revoked_at', 'scope'])
    .where('key_hash', '=', hash)
    .executeTakeFirst()
  if (!row || row.revoked_at !== null) return null
  const same = timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hash, 'hex'))
  return same ? { apiKeyId: row.id, workspaceId: row.workspace_id, scope: row.scope } : null
}

/** The workspace a presented key belongs to, or null for an unknown or revoked key. */
export async function workspaceOfApiKey(store: Store, key: string): Promise<string | null> {
  return (await credentialOfApiKey(store, key))?.workspaceId ?? null
}
