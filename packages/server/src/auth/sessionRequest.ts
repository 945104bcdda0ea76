/**
 * The dashboard session of a request: one cookie (HttpOnly, SameSite=Lax, Secure behind HTTPS)
 * for both kinds of session, resolved to its live session and principal, with the session's CSRF
 * token required on every state-changing request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { requireCsrfToken } from './csrf.js'
import { type LiveSession, type MemberSession, type OpenedSession, resolveSession, SESSION_ABSOLUTE_MS, type SessionPolicy } from './sessions.js'

/** Name of the session cookie. */
export const SESSION_COOKIE = 'devtrail_session'

declare module 'fastify' {
  interface FastifyRequest {
    /** The dashboard session of the request, once its authentication has resolved one. */
    session: LiveSession | null
  }
}

/** The request's session cookie token, or null. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies?.[SESSION_COOKIE] || null
}

/** Sets the session cookie of a sign-in (a new token each time: rotated at sign-in), kept until the session's absolute end. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: OpenedSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the SSO callback and e-mailed links arrive as top-level navigations from another site
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS[session.kind] / 1000),
  })
}

/** Clears the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' })
}

/** The live session of the request's cookie, or null; checks nothing else (no CSRF token, no principal set). */
export async function findRequestSession(store: Store, request: FastifyRequest, policy: SessionPolicy): Promise<LiveSession | null> {
  const token = sessionTokenOf(request)
  return token ? resolveSession(store, token, policy) : null
}

/** Admits a live session for this request: 403 for a state-changing request without its CSRF token; sets `request.principal` and `request.session`. */
export function admitSession(request: FastifyRequest, session: LiveSession): void {
  requireCsrfToken(request, session.csrfToken)
  request.principal = session.principal
  request.session = session
}

/** The live member session of the request, admitted; 401 without one (a key session included), 403 for a change without its CSRF token. */
export async function requireMemberSession(store: Store, request: FastifyRequest, policy: SessionPolicy): Promise<MemberSession> {
  const session = await findRequestSession(store, request, policy)
  if (!isMemberSession(session)) throw new DevtrailError('unauthorized', 'not signed in, or the session has ended: sign in again')
  admitSession(request, session)
  return session
}

/** The member session `requireMemberSession` admitted for this request. */
export function memberSessionOf(request: FastifyRequest): MemberSession {
  const session = request.session
  if (!isMemberSession(session)) throw new DevtrailError('unauthorized', 'not signed in')
  return session
}

function isMemberSession(session: LiveSession | null): session is MemberSession {
  return session?.kind === 'member' && session.userId !== null
}
