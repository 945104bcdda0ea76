/**
 * The data service's authentication: `x-api-key`, or the dashboard's session cookie (a member's
 * or a key's session alike, its CSRF token required on a change). It sets `request.principal`
 * (the workspace, and the scope of the key or of the session); each route then asks for the scope
 * it needs. 401 for a missing, unknown or revoked key or session; 429 for an IP that keeps
 * presenting wrong ones (a request with no credential at all is not a failed sign-in).
 */
import type { FastifyRequest } from 'fastify'
import { API_KEY_REVOKED, credentialOfApiKey, hashApiKey, touchApiKey, type ApiKeyCredential } from '../admin/apiKeys.js'
import { keyPrincipal } from '../auth/principal.js'
import { admitSession, findRequestSession, sessionTokenOf } from '../auth/sessionRequest.js'
import { DevtrailError } from '../errors.js'
import type { FailureWindow } from '../http/rateLimits.js'
import type { Store } from '../store/store.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The rate-limit bucket of the request: SHA-256 of its API key, or its session. */
    apiKeyHash: string
  }
  interface FastifyContextConfig {
    /** A data-service route served without an API key (the OpenAPI document). */
    public?: boolean
  }
}

const MAX_CACHED_KEYS = 10_000

/** `api_keys.last_used_at` is written at most this often per key and process. */
export const LAST_USED_WRITE_MS = 60_000

/**
 * An onRequest hook resolving `x-api-key` to its workspace. Lookups are cached for `cacheMs`:
 * a revoke through this store object takes effect at once, one made by another process within
 * `cacheMs`. Unknown keys are cached too, so a flood of bad keys does not reach the store on
 * every request, and an IP with too many failures is refused before its key is looked at. A
 * dashboard session opened with a key or a one-time link works only while `keySessionsAllowed`.
 */
export function apiKeyAuth(store: Store, cacheMs: number, failures: FailureWindow, sessions: { keySignIn: boolean; now: () => number }) {
  const cache = new Map<string, { credential: ApiKeyCredential | null; expires: number }>()
  const lastUsedWritten = new Map<string, number>()
  // throttled and off the request's path: a failed write only delays the record
  const noteUse = (request: FastifyRequest, hash: string, now: number) => {
    if (now - (lastUsedWritten.get(hash) ?? 0) < LAST_USED_WRITE_MS) return
    if (lastUsedWritten.size >= MAX_CACHED_KEYS) lastUsedWritten.clear()
    lastUsedWritten.set(hash, now)
    touchApiKey(store, hash, now).catch((error: unknown) => request.log.warn({ err: error }, 'could not record the API key use'))
  }
  store.events.on(API_KEY_REVOKED, (keyHash: string) => cache.delete(keyHash))
  const refuse = (request: FastifyRequest, message: string): never => {
    failures.record(request.ip)
    throw new DevtrailError('unauthorized', message)
  }
  return async function authenticate(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.public) return
    const retryAfterSeconds = failures.retryAfterSeconds(request.ip)
    if (retryAfterSeconds > 0) {
      throw new DevtrailError('rate_limited', `too many failed authentications from this address; retry in ${retryAfterSeconds} s`, { retryAfterSeconds })
    }
    const header = request.headers['x-api-key']
    const key = Array.isArray(header) ? header[0] : header
    if (!key && sessionTokenOf(request)) {
      const session = await findRequestSession(store, request, { keySignIn: sessions.keySignIn, now: sessions.now() })
      if (!session) return refuse(request, 'the dashboard session has ended: sign in again')
      // the route's own scope check then holds a viewer's or a read-only key's session to reads
      admitSession(request, session)
      request.apiKeyHash = `session:${session.id}`
      return
    }
    // no credential at all (an <img> tag, a crawler) is refused without counting against the address
    if (!key) throw new DevtrailError('unauthorized', 'missing x-api-key header')
    const hash = hashApiKey(key)
    const now = Date.now()
    let entry = cache.get(hash)
    if (!entry || entry.expires <= now) {
      if (cache.size >= MAX_CACHED_KEYS) cache.clear()
      entry = { credential: await credentialOfApiKey(store, key), expires: now + cacheMs }
      if (cacheMs > 0) cache.set(hash, entry)
    }
    const credential = entry.credential
    if (!credential) return refuse(request, 'unknown or revoked API key')
    noteUse(request, hash, now)
    request.apiKeyHash = hash
    request.principal = keyPrincipal(credential.workspaceId, credential.scope, credential.apiKeyId)
  }
}
