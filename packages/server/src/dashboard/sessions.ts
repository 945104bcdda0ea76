/**
 * Dashboard sign-ins: a session opened with an API key or a one-time link. The cookie holds a
 * random token; the store keeps only its SHA-256, so a copy of the database opens no session.
 */
import { hashApiKey } from '../admin/apiKeys.js'
import type { KeyScope } from '../auth/principal.js'
import { getWorkspace } from '../admin/workspaces.js'
import { randomToken } from '../ids.js'
import type { Store } from '../store/store.js'
import { usersExist } from '../users/users.js'

/** Name of the session cookie. */
export const SESSION_COOKIE = 'devtrail_session'
/** How long a session lasts, ms (12 hours). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** How long a one-time link stays usable, ms (15 minutes). */
export const LINK_TTL_MS = 15 * 60 * 1000

/** An open session. */
export interface DashboardSession {
  /** The cookie value, shown once. */
  token: string
  workspaceId: string
  expiresAt: number
  /** What it may do: its key's scope, `read` for a one-time link. */
  scope: KeyScope
}

async function openSession(store: Store, workspaceId: string, apiKeyId: string | null, scope: KeyScope, now: number): Promise<DashboardSession> {
  const token = randomToken(32, 'dts_')
  const expiresAt = now + SESSION_TTL_MS
  await store.db
    .insertInto('dashboard_sessions')
    .values({ token_hash: hashApiKey(token), workspace_id: workspaceId, api_key_id: apiKeyId, created_at: now, expires_at: expiresAt, revoked_at: null })
    .execute()
  return { token, workspaceId, expiresAt, scope }
}

/** Opens a session for a valid, unrevoked API key; null for any other key. */
export async function signInWithApiKey(store: Store, apiKey: string, now = Date.now()): Promise<DashboardSession | null> {
  const key = await store.db
    .selectFrom('api_keys')
    .select(['id', 'workspace_id', 'scope'])
    .where('key_hash', '=', hashApiKey(apiKey))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return key ? openSession(store, key.workspace_id, key.id, key.scope, now) : null
}

/** Creates a one-time sign-in link token for a workspace (`devtrail dashboard`). */
export async function createSignInLink(store: Store, workspaceId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  await getWorkspace(store, workspaceId)
  const token = randomToken(32, 'dtl_')
  const expiresAt = now + LINK_TTL_MS
  await store.db
    .insertInto('dashboard_links')
    .values({ token_hash: hashApiKey(token), workspace_id: workspaceId, created_at: now, expires_at: expiresAt, used_at: null })
    .execute()
  return { token, expiresAt }
}

/** A one-time link that can still be used (known, unused, unexpired), without spending it; else null. */
export async function peekSignInLink(store: Store, linkToken: string, now = Date.now()): Promise<{ workspaceId: string; expiresAt: number } | null> {
  const link = await store.db
    .selectFrom('dashboard_links')
    .select(['workspace_id', 'expires_at'])
    .where('token_hash', '=', hashApiKey(linkToken))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return link ? { workspaceId: link.workspace_id, expiresAt: Number(link.expires_at) } : null
}

/** Uses a one-time link: opens a session once, within its lifetime; null when unknown, used or expired. */
export async function signInWithLink(store: Store, linkToken: string, now = Date.now()): Promise<DashboardSession | null> {
  const used = await store.db
    .updateTable('dashboard_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashApiKey(linkToken))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('workspace_id')
    .executeTakeFirst()
  return used ? openSession(store, used.workspace_id, null, 'read', now) : null
}

/**
 * Whether sessions opened with an API key or a one-time key link work now: while no user exists,
 * or with DASHBOARD_KEY_SIGNIN=on. Asked at every request, so the sessions end when it turns off
 * (the first user made, the setting dropped at a restart).
 */
export async function keySessionsAllowed(store: Store, keySignIn: boolean): Promise<boolean> {
  return keySignIn || !(await usersExist(store))
}

/** A live session: its workspace, and what it may do. */
export interface LiveSession {
  workspaceId: string
  expiresAt: number
  /** The API key it was opened with, null for a one-time link. */
  apiKeyId: string | null
  /** The scope of that key, read at every request (a key's scope can only be given at creation); `read` for a one-time link. */
  scope: KeyScope
}

/**
 * The workspace of a live session (not expired, not signed out or revoked, and, for a session
 * opened with an API key, that key still present and unrevoked: a deleted key is a revoked key), or null.
 */
export async function workspaceOfSession(store: Store, token: string, now = Date.now()): Promise<LiveSession | null> {
  const session = await store.db
    .selectFrom('dashboard_sessions')
    .leftJoin('api_keys', 'api_keys.id', 'dashboard_sessions.api_key_id')
    .select([
      'dashboard_sessions.workspace_id',
      'dashboard_sessions.expires_at',
      'dashboard_sessions.api_key_id',
      'api_keys.id as key_id',
      'api_keys.revoked_at as key_revoked_at',
      'api_keys.scope as key_scope',
    ])
    .where('dashboard_sessions.token_hash', '=', hashApiKey(token))
    .where('dashboard_sessions.revoked_at', 'is', null)
    .where('dashboard_sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!session) return null
  if (session.api_key_id !== null && (session.key_id === null || session.key_revoked_at !== null)) return null
  return {
    workspaceId: session.workspace_id,
    expiresAt: Number(session.expires_at),
    apiKeyId: session.api_key_id,
    // a one-time link printed by `devtrail dashboard` opens a read-only session
    scope: session.key_scope ?? 'read',
  }
}

/**
 * Ends every open session of a workspace, whether opened with a key or a one-time link, and spends
 * its unused links (`devtrail dashboard revoke`). Answers how many sessions and links it ended.
 */
export async function revokeWorkspaceSessions(store: Store, workspaceId: string, now = Date.now()): Promise<{ sessions: number; links: number }> {
  await getWorkspace(store, workspaceId)
  const sessions = await store.db
    .updateTable('dashboard_sessions')
    .set({ revoked_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  const links = await store.db
    .updateTable('dashboard_links')
    .set({ used_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return { sessions: Number(sessions.numUpdatedRows), links: Number(links.numUpdatedRows) }
}

/** Ends a session (sign-out); later requests with its cookie answer 401. */
export async function signOut(store: Store, token: string, now = Date.now()): Promise<void> {
  await store.db
    .updateTable('dashboard_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashApiKey(token))
    .where('revoked_at', 'is', null)
    .execute()
}
