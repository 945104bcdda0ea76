/** The data service's `x-api-key` check: 401 for a missing, unknown or revoked key. */
import type { FastifyRequest } from 'fastify'
import { hashApiKey, workspaceOfApiKey } from '../admin/apiKeys.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The workspace of the request's API key (data-service routes). */
    apiKeyWorkspaceId: string
    /** SHA-256 of the request's API key: the rate-limit bucket. */
    apiKeyHash: string
  }
  interface FastifyContextConfig {
    /** A data-service route served without an API key (the OpenAPI document). */
    public?: boolean
  }
}

const MAX_CACHED_KEYS = 10_000

/**
 * An onRequest hook resolving `x-api-key` to its workspace. Lookups are cached for `cacheMs`
 * (a revoke takes effect within that time); unknown keys are cached too so a flood of bad
 * keys does not reach the store on every request.
 */
export function apiKeyAuth(store: Store, cacheMs: number) {
  const cache = new Map<string, { workspaceId: string | null; expires: number }>()
  return async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.public) return
    const header = request.headers['x-api-key']
    const key = Array.isArray(header) ? header[0] : header
    if (!key) throw new DevtrailError('unauthorized', 'missing x-api-key header')
    const hash = hashApiKey(key)
    const now = Date.now()
    let entry = cache.get(hash)
    if (!entry || entry.expires <= now) {
      if (cache.size >= MAX_CACHED_KEYS) cache.clear()
      entry = { workspaceId: await workspaceOfApiKey(store, key), expires: now + cacheMs }
      if (cacheMs > 0) cache.set(hash, entry)
    }
    if (!entry.workspaceId) throw new DevtrailError('unauthorized', 'unknown or revoked API key')
    request.apiKeyWorkspaceId = entry.workspaceId
    request.apiKeyHash = hash
  }
}
