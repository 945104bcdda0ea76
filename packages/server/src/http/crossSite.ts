/**
 * Whether a request came from another site's page (a forged form post, CSRF). Browsers send
 * `Sec-Fetch-Site`; older ones only `Origin`, compared with the request's own host.
 */
import type { FastifyRequest } from 'fastify'

/** True when the browser says the request was started by a page of another origin. */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    // "null" (a sandboxed or privacy-sensitive context) and other opaque origins
    return true
  }
}
