/**
 * Who is making a request and what they may do: one principal per authenticated request, set by
 * the data service's and the dashboard's authentication and read by every route. An API key (or a
 * session opened with one) carries a scope; a signed-in member carries a role, which grants a
 * scope. Routes ask for the scope they need with `requireScope`.
 */
import type { FastifyRequest } from 'fastify'
import { type KeyScope, type MemberRole, scopeAllows, scopeOfRole } from '../domain/accessScopes.js'
import { DevtrailError } from '../errors.js'

// The scopes and roles live below the repositories, which store them; routes keep reaching them here.
export { KEY_SCOPES, MEMBER_ROLES, type KeyScope, type MemberRole, roleAllows, scopeAllows, scopeOfRole } from '../domain/accessScopes.js'

/** Who holds a principal: a signed-in member, or an API key (presented, or through a session opened with it or a one-time key link). */
export type PrincipalKind = 'member' | 'key'

/** The caller of a request, once authenticated. */
export interface Principal {
  /** A member signed in as themselves, or an API key. */
  kind: PrincipalKind
  /** The workspace the request acts on. */
  workspaceId: string
  /** What the request may do. */
  scope: KeyScope
  /** The signed-in member's role; null for an API key or a session opened with one. */
  role: MemberRole | null
  /** The signed-in user; null for an API key. */
  userId: string | null
  /** The signed-in user's e-mail, how the audit log names them; null for an API key. */
  email: string | null
  /** The API key used (directly or to open the dashboard session); null for a member's session. */
  apiKeyId: string | null
}

/** Refuses (403 `forbidden`) a caller whose scope does not include `needed`. */
export function requireScope(principal: Principal, needed: KeyScope): void {
  if (!scopeAllows(principal.scope, needed)) {
    throw new DevtrailError('forbidden', `this needs the ${needed} scope; the ${principal.role ? `${principal.role} role` : 'API key'} has ${principal.scope}`)
  }
}

/** Refuses (403 `forbidden`) anyone but a signed-in owner of the workspace (members and their roles). */
export function requireOwner(principal: Principal): void {
  if (principal.role !== 'owner') throw new DevtrailError('forbidden', 'only an owner of the workspace may manage its members')
}

/** The principal of an API key (or a session opened with one); `apiKeyId` null for a one-time key link. */
export function keyPrincipal(workspaceId: string, scope: KeyScope, apiKeyId: string | null): Principal {
  return { kind: 'key', workspaceId, scope, role: null, userId: null, email: null, apiKeyId }
}

/** The principal of a member, whose role in the workspace grants the scope. */
export function memberPrincipal(workspaceId: string, role: MemberRole, user: { id: string; email: string }): Principal {
  return { kind: 'member', workspaceId, scope: scopeOfRole(role), role, userId: user.id, email: user.email, apiKeyId: null }
}

/** The principal of an authenticated request; a route reached without one is a server bug. */
export function principalOf(request: FastifyRequest): Principal {
  const principal = request.principal
  if (!principal) throw new DevtrailError('unauthorized', 'this request is not authenticated')
  return principal
}

/** The workspace an authenticated request acts on. */
export function workspaceOf(request: FastifyRequest): string {
  return principalOf(request).workspaceId
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request, set by the data service's and the dashboard's authentication. */
    principal: Principal | null
  }
}
