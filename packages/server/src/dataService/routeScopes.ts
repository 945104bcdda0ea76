/**
 * Every data-service route declares the scope it needs (`config.scope`): a route registered
 * without one fails at start, so no route is left unchecked. Before validation, the route asks
 * `requireScope(principalOf(request), scope)` (403 `forbidden` for a weaker key or session), and
 * its OpenAPI operation says which scope it needs.
 */
import type { FastifyRequest, RouteOptions } from 'fastify'
import { principalOf, requireScope, type KeyScope } from '../auth/principal.js'
import { errorResponses } from './schemas.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a data-service route needs: read (reads, exports), write (data writes), admin (settings). */
    scope?: KeyScope
  }
}

const SCOPE_SENTENCE: Record<KeyScope, string> = {
  read: 'Needs a key (or dashboard session) with the `read` scope or more.',
  write: 'Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.',
  admin: 'Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.',
}

/** An onRoute hook: checks the route declares its scope, enforces it, and documents it. */
export function enforceRouteScopes(routeOptions: RouteOptions): void {
  const config = (routeOptions.config ?? {}) as { public?: boolean; scope?: KeyScope }
  if (config.public) return
  const scope = config.scope
  if (!scope) throw new Error(`data-service route ${String(routeOptions.method)} ${routeOptions.url} declares no scope (config.scope)`)
  const check = async (request: FastifyRequest) => requireScope(principalOf(request), scope)
  const earlier = routeOptions.preValidation
  routeOptions.preValidation = [check, ...(earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [earlier])]
  const schema = routeOptions.schema as { description?: string; security?: unknown; response?: Record<string, unknown> } | undefined
  if (!schema) return
  schema.description = schema.description ? `${schema.description}\n\n${SCOPE_SENTENCE[scope]}` : SCOPE_SENTENCE[scope]
  schema.security = [{ apiKey: [scope] }]
  if (schema.response && !schema.response[403]) schema.response[403] = errorResponses[403]
}
