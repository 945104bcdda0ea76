/**
 * Dashboard sign-in with an API key or a one-time link (`devtrail dashboard`): both open a key
 * session (`auth/sessions.ts`). A link is a random token of which the store keeps only its
 * SHA-256, so a copy of the database opens nothing.
 */
import { credentialOfApiKey, hashApiKey } from '../admin/apiKeys.js'
import { getWorkspace } from '../admin/workspaces.js'
import type { KeyScope } from '../auth/principal.js'
import { openSession, type OpenedSession } from '../auth/sessions.js'
import { revokeKeySessionsOfWorkspace } from '../auth/sessionRows.js'
import { randomToken } from '../ids.js'
import type { Store } from '../store/store.js'

/** How long a one-time link stays usable, ms (15 minutes). */
export const LINK_TTL_MS = 15 * 60 * 1000

/** Opens a key session for a valid, unrevoked API key, with the key's scope; null for any other key. */
export async function signInWithApiKey(
  store: Store,
  apiKey: string,
  userAgent: string | null,
  now = Date.now(),
): Promise<{ session: OpenedSession; scope: KeyScope } | null> {
  const key = await credentialOfApiKey(store, apiKey)
  if (!key) return null
  return { session: await openSession(store, { kind: 'key', apiKeyId: key.apiKeyId, workspaceId: key.workspaceId }, userAgent, now), scope: key.scope }
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

/** Uses a one-time link: opens a read-only key session once, within its lifetime; null when unknown, used or expired. */
export async function signInWithLink(store: Store, linkToken: string, userAgent: string | null, now = Date.now()): Promise<OpenedSession | null> {
  const used = await store.db
    .updateTable('dashboard_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashApiKey(linkToken))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('workspace_id')
    .executeTakeFirst()
  return used ? openSession(store, { kind: 'key', apiKeyId: null, workspaceId: used.workspace_id }, userAgent, now) : null
}

/**
 * Ends every open key session of a workspace, whether opened with a key or a one-time link, and
 * spends its unused links (`devtrail dashboard revoke`). Answers how many sessions and links it ended.
 */
export async function revokeWorkspaceSessions(store: Store, workspaceId: string, now = Date.now()): Promise<{ sessions: number; links: number }> {
  await getWorkspace(store, workspaceId)
  const sessions = await revokeKeySessionsOfWorkspace(store, workspaceId, now)
  const links = await store.db
    .updateTable('dashboard_links')
    .set({ used_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return { sessions, links: Number(links.numUpdatedRows) }
}
