/**
 * Which requests the dashboard's session cookie may authenticate. Reads always; a change only
 * when it carries the `x-devtrail-dashboard: 1` header (a cross-site form or image cannot set a
 * header, and a cross-site script needs a CORS preflight the server never grants) and the browser
 * does not say it came from another site. With the SameSite=Strict cookie that is the dashboard's
 * CSRF defence until sessions carry their own CSRF token.
 */
import type { FastifyRequest } from 'fastify'
import { isCrossSiteRequest } from '../http/crossSite.js'

/** The header every change the dashboard sends carries. */
export const DASHBOARD_WRITE_HEADER = 'x-devtrail-dashboard'

const READ_METHODS = new Set(['GET', 'HEAD'])

/** True when the session cookie may authenticate this request: any read, and a change sent by the dashboard itself. */
export function sessionCookieAccepted(request: FastifyRequest): boolean {
  if (READ_METHODS.has(request.method)) return true
  return request.headers[DASHBOARD_WRITE_HEADER] === '1' && !isCrossSiteRequest(request)
}
