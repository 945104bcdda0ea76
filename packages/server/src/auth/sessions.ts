/**
 * Dashboard sessions, one model for both kinds: a member's own sign-in (password, SSO, link) and a
 * sign-in with an API key or a one-time key link. One row per sign-in, the cookie holding a random
 * token stored hashed, a CSRF token kept with it. A session ends 12 hours after its last request,
 * at its absolute end (7 days after a member's sign-in, 12 hours after a key's), when signed out
 * or revoked; a member's at once when they leave the workspace, a key session when its key is
 * revoked or key sign-in turns off. A member's role and a key's scope are read on every request.
 */
import { newId, randomToken } from '../ids.js'
import type { Queryable } from '../store/queryable.js'
import type { SessionKind } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { usersExist } from '../users/users.js'
import { keyPrincipal, memberPrincipal, type Principal } from './principal.js'
import {
  findOpenSession,
  insertSession,
  moveSession,
  openSessionsOfUser,
  revokeSessionByTokenHash,
  revokeSessionOfUser,
  revokeSessionsOfUser,
  type SessionListingRow,
  touchSession,
} from './sessionRows.js'
import { hashToken } from './tokenHash.js'

/** A session's cookie token starts with this. */
export const SESSION_PREFIX = 'dts_'
/** A session ends after this long without a request, ms (12 hours). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** A session ends this long after sign-in whatever its use, ms: 7 days for a member, 12 hours for a key. */
export const SESSION_ABSOLUTE_MS: Record<SessionKind, number> = { member: 7 * 24 * 60 * 60 * 1000, key: 12 * 60 * 60 * 1000 }
/** `last_seen_at` is written at most this often per session, ms. */
export const LAST_SEEN_WRITE_MS = 60_000

/** How a member's session was opened. */
export type SignInMethod = 'password' | 'sso' | 'link'

/** What a session is opened for: a member in a workspace, or an API key (null for a one-time key link). */
export type SessionHolder =
  | { kind: 'member'; userId: string; workspaceId: string; method: SignInMethod }
  | { kind: 'key'; apiKeyId: string | null; workspaceId: string }

/** A session just opened: its tokens are shown once, to set the cookie and the page's CSRF header. */
export interface OpenedSession {
  id: string
  kind: SessionKind
  token: string
  csrfToken: string
  workspaceId: string
  /** When it ends unless used again, epoch ms. */
  expiresAt: number
}

/** A live session with the principal it gives. */
export interface LiveSession {
  id: string
  kind: SessionKind
  workspaceId: string
  /** The member's user; null for a key session. */
  userId: string | null
  csrfToken: string
  /** When it ends unless used again (idle) or at the latest (absolute), epoch ms. */
  expiresAt: number
  principal: Principal
}

/** A live member session. */
export type MemberSession = LiveSession & { kind: 'member'; userId: string }

/** When a session may be resolved: the clock, and whether key sessions work now (`keySessionsAllowed`). */
export interface SessionPolicy {
  now: number
  keySignIn: boolean
}

/** A member's session as the "your sessions" page lists it (`expiresAt`: the earlier of its idle and absolute ends). */
export type SessionListing = SessionListingRow

/** Opens a session (a new token at every sign-in: no session fixation). */
export async function openSession(store: Queryable, holder: SessionHolder, userAgent: string | null, now = Date.now()): Promise<OpenedSession> {
  const token = randomToken(32, SESSION_PREFIX)
  const csrfToken = randomToken(32)
  const id = newId()
  const absoluteEnd = now + SESSION_ABSOLUTE_MS[holder.kind]
  await insertSession(store, {
    id,
    tokenHash: hashToken(token),
    kind: holder.kind,
    workspaceId: holder.workspaceId,
    userId: holder.kind === 'member' ? holder.userId : null,
    apiKeyId: holder.kind === 'key' ? holder.apiKeyId : null,
    csrfToken,
    method: holder.kind === 'member' ? holder.method : holder.apiKeyId === null ? 'dashboard_link' : 'api_key',
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    expiresAt: absoluteEnd,
  })
  return { id, kind: holder.kind, token, csrfToken, workspaceId: holder.workspaceId, expiresAt: Math.min(absoluteEnd, now + SESSION_IDLE_MS) }
}

/**
 * Whether sessions opened with an API key or a one-time key link work now: while no user exists,
 * or with DASHBOARD_KEY_SIGNIN=on. Asked at every request, so the sessions end when it turns off
 * (the first user made, the setting dropped at a restart).
 */
export async function keySessionsAllowed(store: Store, keySignIn: boolean): Promise<boolean> {
  return keySignIn || !(await usersExist(store))
}

/**
 * The live session of a cookie token with its principal, or null when it is unknown, ended, idle
 * too long; a member's when they are no longer a member of its workspace; a key session's when its
 * key is revoked or deleted, or key sessions are not allowed now. Notes the use (throttled).
 */
export async function resolveSession(store: Store, token: string, policy: SessionPolicy): Promise<LiveSession | null> {
  const { now } = policy
  const row = await findOpenSession(store, hashToken(token), now, now - SESSION_IDLE_MS)
  if (!row) return null
  const principal = principalOfRow(row)
  if (!principal) return null
  if (row.kind === 'key' && !(await keySessionsAllowed(store, policy.keySignIn))) return null
  if (now - row.lastSeenAt >= LAST_SEEN_WRITE_MS) await touchSession(store, row.id, now)
  return {
    id: row.id,
    kind: row.kind,
    workspaceId: row.workspaceId,
    userId: row.userId,
    csrfToken: row.csrfToken,
    expiresAt: Math.min(row.expiresAt, now + SESSION_IDLE_MS),
    principal,
  }
}

function principalOfRow(row: NonNullable<Awaited<ReturnType<typeof findOpenSession>>>): Principal | null {
  if (row.kind === 'member') {
    return row.role !== null && row.userId !== null && row.email !== null
      ? memberPrincipal(row.workspaceId, row.role, { id: row.userId, email: row.email })
      : null
  }
  // a one-time key link printed by `devtrail dashboard` opens a read-only session; a deleted key is a revoked key
  if (row.apiKeyId === null) return keyPrincipal(row.workspaceId, 'read', null)
  return row.keyScope === null ? null : keyPrincipal(row.workspaceId, row.keyScope, row.apiKeyId)
}

/** Moves a member's session to another workspace of theirs (the switcher); membership is checked by the caller. */
export async function switchSessionWorkspace(store: Queryable, sessionId: string, workspaceId: string): Promise<void> {
  await moveSession(store, sessionId, workspaceId)
}

/** The user's live sessions, newest first. */
export async function listUserSessions(store: Queryable, userId: string, now = Date.now()): Promise<SessionListing[]> {
  const rows = await openSessionsOfUser(store, userId, now, now - SESSION_IDLE_MS)
  return rows.map((row) => ({ ...row, expiresAt: Math.min(row.expiresAt, row.lastSeenAt + SESSION_IDLE_MS) }))
}

/** Ends one session of a user; false when the user has no such live session. */
export async function revokeUserSession(store: Queryable, userId: string, sessionId: string, now = Date.now()): Promise<boolean> {
  return revokeSessionOfUser(store, userId, sessionId, now)
}

/** Ends every session of a user (a password reset, a removed user). Answers how many ended. */
export async function revokeAllUserSessions(store: Queryable, userId: string, now = Date.now()): Promise<number> {
  return revokeSessionsOfUser(store, userId, now)
}

/** Ends the session of a cookie token (sign-out), whichever its kind. */
export async function signOutSession(store: Queryable, token: string, now = Date.now()): Promise<void> {
  await revokeSessionByTokenHash(store, hashToken(token), now)
}
