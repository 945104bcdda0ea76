/**
 * The `sessions` table: every query on dashboard sessions, of members and of API keys alike. The
 * session policy (idle and absolute ends, who may hold one) lives in `sessions.ts`; this module
 * only reads and writes rows.
 */
import type { Queryable } from '../store/queryable.js'
import type { SessionKind } from '../store/schema.js'
import type { KeyScope, MemberRole } from '../domain/accessScopes.js'

/** A row to insert: a session just opened. */
export interface NewSessionRow {
  id: string
  tokenHash: string
  kind: SessionKind
  workspaceId: string
  userId: string | null
  apiKeyId: string | null
  csrfToken: string
  method: string
  userAgent: string | null
  createdAt: number
  expiresAt: number
}

/** An open session with what decides whether it still works: its member's role, or its key. */
export interface OpenSessionRow {
  id: string
  kind: SessionKind
  workspaceId: string
  userId: string | null
  apiKeyId: string | null
  csrfToken: string
  lastSeenAt: number
  expiresAt: number
  /** The member's role in the session's workspace; null when they are no longer a member (or for a key session). */
  role: MemberRole | null
  /** The member's e-mail; null for a key session. */
  email: string | null
  /** Whether the session's key still exists unrevoked; false for a one-time key link and for members. */
  keyLive: boolean
  /** The scope of that key; null when there is no live key. */
  keyScope: KeyScope | null
}

/** A member's session as "your sessions" lists it. */
export interface SessionListingRow {
  id: string
  method: string
  userAgent: string | null
  workspaceId: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

/** Stores a new session. */
export async function insertSession(store: Queryable, row: NewSessionRow): Promise<void> {
  await store.db
    .insertInto('sessions')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      kind: row.kind,
      workspace_id: row.workspaceId,
      user_id: row.userId,
      api_key_id: row.apiKeyId,
      csrf_token: row.csrfToken,
      method: row.method,
      user_agent: row.userAgent,
      created_at: row.createdAt,
      last_seen_at: row.createdAt,
      expires_at: row.expiresAt,
      revoked_at: null,
    })
    .execute()
}

/** The session of a token hash, unless revoked, past its absolute end or unused since `idleSince`; null otherwise. */
export async function findOpenSession(store: Queryable, tokenHash: string, now: number, idleSince: number): Promise<OpenSessionRow | null> {
  const row = await store.db
    .selectFrom('sessions')
    .leftJoin('memberships', (join) =>
      join.onRef('memberships.user_id', '=', 'sessions.user_id').onRef('memberships.workspace_id', '=', 'sessions.workspace_id'),
    )
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('api_keys', 'api_keys.id', 'sessions.api_key_id')
    .select([
      'sessions.id',
      'sessions.kind',
      'sessions.workspace_id',
      'sessions.user_id',
      'sessions.api_key_id',
      'sessions.csrf_token',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'memberships.role',
      'users.email',
      'api_keys.id as key_id',
      'api_keys.revoked_at as key_revoked_at',
      'api_keys.scope as key_scope',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince)
    .executeTakeFirst()
  if (!row) return null
  const keyLive = row.key_id !== null && row.key_revoked_at === null
  return {
    id: row.id,
    kind: row.kind,
    workspaceId: row.workspace_id,
    userId: row.user_id,
    apiKeyId: row.api_key_id,
    csrfToken: row.csrf_token,
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
    role: row.role,
    email: row.email,
    keyLive,
    keyScope: keyLive ? row.key_scope : null,
  }
}

/** Notes a use of a session (the idle end moves). */
export async function touchSession(store: Queryable, sessionId: string, now: number): Promise<void> {
  await store.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute()
}

/** Points a session at another workspace. */
export async function moveSession(store: Queryable, sessionId: string, workspaceId: string): Promise<void> {
  await store.db.updateTable('sessions').set({ workspace_id: workspaceId }).where('id', '=', sessionId).execute()
}

/** A user's sessions still open at `now` and used since `idleSince`, newest first. */
export async function openSessionsOfUser(store: Queryable, userId: string, now: number, idleSince: number): Promise<SessionListingRow[]> {
  const rows = await store.db
    .selectFrom('sessions')
    .select(['id', 'method', 'user_agent', 'workspace_id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    userAgent: row.user_agent,
    workspaceId: row.workspace_id,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Number(row.expires_at),
  }))
}

/** Revokes one session of a user; answers whether one was open. */
export async function revokeSessionOfUser(store: Queryable, userId: string, sessionId: string, now: number): Promise<boolean> {
  const result = await store.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Revokes every session of a user, or only those in `workspaceId`; answers how many. */
export async function revokeSessionsOfUser(store: Queryable, userId: string, now: number, workspaceId?: string): Promise<number> {
  let query = store.db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId)
  return Number((await query.executeTakeFirst()).numUpdatedRows)
}

/** Revokes every open key session of a workspace; answers how many. */
export async function revokeKeySessionsOfWorkspace(store: Queryable, workspaceId: string, now: number): Promise<number> {
  const result = await store.db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('kind', '=', 'key')
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Revokes the session of a token hash (sign-out). */
export async function revokeSessionByTokenHash(store: Queryable, tokenHash: string, now: number): Promise<void> {
  await store.db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
}

/** Deletes every session row of a user (the user is deleted). */
export async function deleteSessionsOfUser(store: Queryable, userId: string): Promise<void> {
  await store.db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}
