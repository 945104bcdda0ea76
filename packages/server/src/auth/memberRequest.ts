/**
 * A member's session on a request: the cookie set at sign-in (HttpOnly, SameSite=Lax, Secure
 * behind HTTPS), resolved to its live session and principal, with the CSRF token required on
 * every state-changing request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../dashboard/sessions.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { requireCsrfToken } from './csrf.js'
import { type LiveSession, MEMBER_SESSION_PREFIX, type OpenedSession, resolveMemberSession, SESSION_ABSOLUTE_MS } from './memberSessions.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The member session of the request, once `requireMemberSession` has resolved it. */
    memberSession?: LiveSession
  }
}

/** The request's member-session cookie token, or null (none, or an API-key session's). */
export function memberTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[SESSION_COOKIE]
  return token?.startsWith(MEMBER_SESSION_PREFIX) ? token : null
}

/** Sets the session cookie of a member sign-in (a new token each time: rotated at sign-in). */
export function setMemberCookie(request: FastifyRequest, reply: FastifyReply, session: OpenedSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the SSO callback and e-mailed links arrive as top-level navigations from another site
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  })
}

/** Clears the session cookie. */
export function clearMemberCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' })
}

/**
 * The live member session of the request, with `request.principal` set; 401 without one, 403 for
 * a state-changing request without the session's CSRF token.
 */
export async function requireMemberSession(store: Store, request: FastifyRequest, now: number): Promise<LiveSession> {
  const token = memberTokenOf(request)
  const session = token ? await resolveMemberSession(store, token, now) : null
  if (!session) throw new DevtrailError('unauthorized', 'not signed in, or the session has ended: sign in again')
  requireCsrfToken(request, session.csrfToken)
  request.principal = session.principal
  request.memberSession = session
  return session
}
