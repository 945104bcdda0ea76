/**
 * CSRF protection of member sessions: a synchronizer token, random per session and kept with it
 * server-side. The dashboard reads it from `GET /dashboard/me` (same-origin only) and sends it in
 * a header with every state-changing request; a cross-site form or fetch cannot know it.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'

/** The header carrying the CSRF token. */
export const CSRF_HEADER = 'x-csrf-token'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the method changes state (and so needs the CSRF token with a session). */
export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method)
}

/** Refuses (403 forbidden) a state-changing request whose CSRF header does not match the session's token. */
export function requireCsrfToken(request: FastifyRequest, sessionCsrfToken: string): void {
  if (!changesState(request.method)) return
  const header = request.headers[CSRF_HEADER]
  const presented = Buffer.from(typeof header === 'string' ? header : '')
  const expected = Buffer.from(sessionCsrfToken)
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    throw new DevtrailError('forbidden', `this request changes data and needs the session's CSRF token in the ${CSRF_HEADER} header`)
  }
}
