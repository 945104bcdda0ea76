/**
 * Member sessions: server-side, one row per sign-in, the cookie holding a random token stored
 * hashed. A session ends after 12 hours without a request or 7 days after sign-in, when signed
 * out or revoked, and at once when its user leaves the workspace. The role is read from the
 * membership on every request, so a changed role applies to the next request.
 */
import { randomToken } from '../ids.js'
import { newId } from '../ids.js'
import type { Queryable } from '../store/queryable.js'
import { type Principal, scopeOfRole } from './principal.js'
import { hashToken } from './tokenHash.js'

/** A member session's cookie token starts with this (an API-key session's with `dts_`). */
export const MEMBER_SESSION_PREFIX = 'dtu_'
/** A session ends after this long without a request, ms (12 hours). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** A session ends this long after sign-in whatever its use, ms (7 days). */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/** `last_seen_at` is written at most this often per session, ms. */
export const LAST_SEEN_WRITE_MS = 60_000

/** How a session was opened. */
export type SignInMethod = 'password' | 'sso' | 'link'

/** A session just opened: its tokens are shown once, to set the cookie and the page's CSRF header. */
export interface OpenedSession {
  id: string
  token: string
  csrfToken: string
  workspaceId: string
  expiresAt: number
}

/** A live member session with the principal it gives. */
export interface LiveSession {
  id: string
  userId: string
  workspaceId: string
  csrfToken: string
  /** When it ends unless used again (idle) or at the latest (absolute), epoch ms. */
  expiresAt: number
  principal: Principal
}

/** A session as the "your sessions" page lists it. */
export interface SessionListing {
  id: string
  method: string
  userAgent: string | null
  workspaceId: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

/** Opens a session for a user in a workspace (a new token at every sign-in: no session fixation). */
export async function openMemberSession(
  store: Queryable,
  input: { userId: string; workspaceId: string; method: SignInMethod; userAgent: string | null },
  now = Date.now(),
): Promise<OpenedSession> {
  const token = randomToken(32, MEMBER_SESSION_PREFIX)
  const csrfToken = randomToken(32)
  const id = newId()
  const expiresAt = now + SESSION_ABSOLUTE_MS
  await store.db
    .insertInto('user_sessions')
    .values({
      id,
      token_hash: hashToken(token),
      user_id: input.userId,
      workspace_id: input.workspaceId,
      csrf_token: csrfToken,
      method: input.method,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute()
  return { id, token, csrfToken, workspaceId: input.workspaceId, expiresAt: Math.min(expiresAt, now + SESSION_IDLE_MS) }
}

/**
 * The live session of a cookie token with its principal, or null when it is unknown, ended,
 * idle too long, or its user is no longer a member of its workspace. Notes the use (throttled).
 */
export async function resolveMemberSession(store: Queryable, token: string, now = Date.now()): Promise<LiveSession | null> {
  const row = await store.db
    .selectFrom('user_sessions')
    .innerJoin('memberships', (join) =>
      join.onRef('memberships.user_id', '=', 'user_sessions.user_id').onRef('memberships.workspace_id', '=', 'user_sessions.workspace_id'),
    )
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select([
      'users.email',
      'user_sessions.id',
      'user_sessions.user_id',
      'user_sessions.workspace_id',
      'user_sessions.csrf_token',
      'user_sessions.last_seen_at',
      'user_sessions.expires_at',
      'memberships.role',
    ])
    .where('user_sessions.token_hash', '=', hashToken(token))
    .where('user_sessions.revoked_at', 'is', null)
    .where('user_sessions.expires_at', '>', now)
    .where('user_sessions.last_seen_at', '>', now - SESSION_IDLE_MS)
    .executeTakeFirst()
  if (!row) return null
  if (now - Number(row.last_seen_at) >= LAST_SEEN_WRITE_MS) {
    await store.db.updateTable('user_sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute()
  }
  return {
    id: row.id,
    userId: row.user_id,
    workspaceId: row.workspace_id,
    csrfToken: row.csrf_token,
    expiresAt: Math.min(Number(row.expires_at), now + SESSION_IDLE_MS),
    principal: { workspaceId: row.workspace_id, role: row.role, scope: scopeOfRole(row.role), userId: row.user_id, email: row.email, apiKeyId: null },
  }
}

/** Moves a session to another workspace of its user (the switcher); membership is checked by the caller. */
export async function switchSessionWorkspace(store: Queryable, sessionId: string, workspaceId: string): Promise<void> {
  await store.db.updateTable('user_sessions').set({ workspace_id: workspaceId }).where('id', '=', sessionId).execute()
}

/** The user's live sessions, newest first. */
export async function listUserSessions(store: Queryable, userId: string, now = Date.now()): Promise<SessionListing[]> {
  const rows = await store.db
    .selectFrom('user_sessions')
    .select(['id', 'method', 'user_agent', 'workspace_id', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - SESSION_IDLE_MS)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    userAgent: row.user_agent,
    workspaceId: row.workspace_id,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    expiresAt: Math.min(Number(row.expires_at), Number(row.last_seen_at) + SESSION_IDLE_MS),
  }))
}

/** Ends one session of a user; false when the user has no such live session. */
export async function revokeUserSession(store: Queryable, userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Ends every session of a user (a password reset, a removed user). Answers how many ended. */
export async function revokeAllUserSessions(store: Queryable, userId: string, now = Date.now()): Promise<number> {
  const result = await store.db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Ends the session of a cookie token (sign-out). */
export async function signOutMemberSession(store: Queryable, token: string, now = Date.now()): Promise<void> {
  await store.db.updateTable('user_sessions').set({ revoked_at: now }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute()
}
