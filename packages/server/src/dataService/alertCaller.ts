/**
 * Who calls an alert route and whether they may: the request's principal (key scope or member
 * role), read defensively: a data-service request authenticated by its API key alone, before
 * principals are set on every request, acts with the key's workspace and the admin scope every
 * key had until scopes existed.
 */
import type { FastifyRequest } from 'fastify'
import { type KeyScope, type Principal, requireScope } from '../auth/principal.js'

/** The caller's principal, refused (403 `forbidden`) unless it holds `needed`. */
export function alertCaller(request: FastifyRequest, needed: KeyScope): Principal {
  const principal: Principal = (request as { principal?: Principal | null }).principal ?? {
    workspaceId: request.apiKeyWorkspaceId,
    scope: 'admin',
    role: null,
    userId: null,
    apiKeyId: null,
  }
  requireScope(principal, needed)
  return principal
}
