/**
 * The assertion of Salesforce's OAuth 2.0 JWT bearer flow: an RS256 JWT signed with the connected
 * app's private key (its certificate is uploaded to the app), `iss` the consumer key, `sub` the
 * integration user's username, `aud` the login URL, `exp` under three minutes away.
 * Docs: https://help.salesforce.com/s/articleView?id=sf.remoteaccess_oauth_jwt_flow.htm
 */
import { createPrivateKey, sign } from 'node:crypto'

/** The grant type posted with the assertion to `/services/oauth2/token`. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer'
/** How long an assertion is valid: Salesforce takes at most three minutes. */
const ASSERTION_LIFETIME_S = 150

/** What an assertion is made of. */
export interface JwtBearerClaims {
  clientId: string
  username: string
  /** The login URL (`https://login.salesforce.com`, `https://test.salesforce.com` or the org's My Domain). */
  audience: string
  /** PEM private key. */
  privateKey: string
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/** A signed assertion for `claims`, valid from `now` (epoch ms) for 150 s. */
export function jwtBearerAssertion(claims: JwtBearerClaims, now = Date.now()): string {
  const header = base64url(JSON.stringify({ alg: 'RS256' }))
  const payload = base64url(
    JSON.stringify({ iss: claims.clientId, sub: claims.username, aud: claims.audience, exp: Math.floor(now / 1000) + ASSERTION_LIFETIME_S }),
  )
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), createPrivateKey(claims.privateKey))
  return `${header}.${payload}.${base64url(signature)}`
}

/** Null when `pem` is an RSA private key, else why not (checked before it is stored). */
export function privateKeyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey(pem)
    return key.asymmetricKeyType === 'rsa' ? null : `an RSA key is needed for RS256 (this one is ${key.asymmetricKeyType ?? 'not asymmetric'})`
  } catch {
    return 'not a PEM private key'
  }
}
