/** The URLs team access hands out: dashboard pages for one-time links, and the SSO callback. */
import type { FastifyRequest } from 'fastify'

/** The origin the request reached (scheme and host, as the proxy settings trust them). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/** The dashboard page of a one-time link (set-up, reset, invitation): in the fragment, so it is never sent to a server or a referrer. */
export function linkPageUrl(origin: string, token: string): string {
  return `${origin}/dashboard/#/link/${encodeURIComponent(token)}`
}

/** Where the identity provider sends the browser back. */
export function ssoCallbackUrl(origin: string): string {
  return `${origin}/dashboard/auth/sso/callback`
}
