/**
 * Stateless collector session tokens: an HMAC-SHA256 over the client id, the anonymous id and
 * the expiry, so any number of collector processes sharing TOKEN_SECRET verify them without state.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { BoundedCache } from '../boundedCache.js'

/** How long a session token lives: a day, after which the tracker asks for a new one. */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/** What a valid token says. */
export interface SessionClaims {
  /** The asset's public client ID. */
  clientId: string
  /** The visitor's anonymous id. */
  anonymousId: string
  /** Expiry, epoch milliseconds. */
  expiresAt: number
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

const BASE64URL = /^[A-Za-z0-9_-]+$/

/** Issues a token for a visitor of an asset, valid for `ttlMs`. */
export function issueToken(
  secret: string,
  claims: { clientId: string; anonymousId: string },
  now = Date.now(),
  ttlMs = TOKEN_TTL_MS,
): { token: string; expiresAt: number } {
  const expiresAt = now + ttlMs
  const payload = Buffer.from(JSON.stringify([claims.clientId, claims.anonymousId, expiresAt])).toString('base64url')
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt }
}

/**
 * The claims of a token signed with `secret`, expired or not, or null: a token signed with a
 * rotated secret, tampered with or malformed is unusable. Exactly one spelling of a token
 * verifies: the signature is compared as the canonical base64url text (lenient decoding would
 * accept padding, stray characters or other trailing bits), in constant time.
 */
function signedClaims(secret: string, token: string): SessionClaims | null {
  const dot = token.indexOf('.')
  if (dot <= 0 || token.length > 1024) return null
  const payload = token.slice(0, dot)
  const signature = Buffer.from(token.slice(dot + 1), 'utf8')
  const expected = Buffer.from(sign(secret, payload), 'utf8')
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null
  // the payload is signed as written; it must also be the one spelling the issuer writes
  if (!BASE64URL.test(payload)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(claims) || claims.length !== 3) return null
  const [clientId, anonymousId, expiresAt] = claims as unknown[]
  if (typeof clientId !== 'string' || typeof anonymousId !== 'string' || typeof expiresAt !== 'number') return null
  return { clientId, anonymousId, expiresAt }
}

/**
 * The claims of a token signed with `secret` and not yet expired, or null: a token signed with
 * a rotated secret, tampered with, malformed or expired is equally unusable (see `signedClaims`).
 */
export function verifyToken(secret: string, token: string, now = Date.now()): SessionClaims | null {
  const claims = signedClaims(secret, token)
  return claims && claims.expiresAt > now ? claims : null
}

/**
 * `verifyToken` for one secret, remembering the signature check of the last `capacity` tokens:
 * a returning visitor sends the same token with every batch, and an HMAC per request was the
 * collector's largest cost after the IP lookups. Expiry is checked on every call.
 */
export class TokenVerifier {
  private readonly _secret: string
  private readonly _checked: BoundedCache<string, SessionClaims | null>

  constructor(secret: string, capacity = 10_000) {
    this._secret = secret
    this._checked = new BoundedCache(capacity)
  }

  /** The claims of `token` when it is signed with this secret and not yet expired at `now`, else null. */
  verify(token: string, now = Date.now()): SessionClaims | null {
    if (token.length > 1024) return null
    const claims = this._checked.get(token, (key) => signedClaims(this._secret, key))
    return claims && claims.expiresAt > now ? claims : null
  }
}
