/**
 * Identity verification: the customer's backend signs the identity it passes to `identify()`
 * with the asset's identify secret, and the collector checks that signature. The signature is
 * HMAC-SHA256, keyed with the secret's UTF-8 bytes, over the identity's canonical form, in lower
 * case hex (64 digits).
 *
 * The canonical form (`canonicalIdentity`) is lines joined by `\n`, no newline at the end:
 *
 *     devtrail-identity-v1
 *     <username>
 *     <type>
 *     <firstname>
 *     <lastname>
 *     <company>
 *     <count of other_identities, in decimal, or - when absent>
 *     <username of other_identities[0]>
 *     <type of other_identities[0]>
 *     ... (username and type of each other identity, in the order given)
 *
 * where each text is written `<its length in UTF-8 bytes>:<the text>` (`4:Maya`, `0:` for an
 * empty one) and an absent field as `-`. The length prefix makes the form unambiguous whatever
 * the texts hold (new lines, colons, any script), with no escaping to get right in another
 * language. Fields other than these six are not signed, and the collector ignores them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Identity } from '@devtrail/core/protocol'

/** First line of the canonical form: names the format, so a later one can be told apart. */
export const IDENTITY_SIGNATURE_VERSION = 'devtrail-identity-v1'

/** A signature as the collector accepts it: 64 hex digits (HMAC-SHA256). */
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/i

function field(value: string | null | undefined): string {
  return value == null ? '-' : `${Buffer.byteLength(value, 'utf8')}:${value}`
}

/** The identity's canonical form (see the module comment): what `signIdentity` signs. */
export function canonicalIdentity(identity: Identity): string {
  const others = identity.other_identities
  const lines = [
    IDENTITY_SIGNATURE_VERSION,
    field(identity.username),
    field(identity.type),
    field(identity.firstname),
    field(identity.lastname),
    field(identity.company),
    others == null ? '-' : String(others.length),
  ]
  for (const other of others ?? []) lines.push(field(other.username), field(other.type))
  return lines.join('\n')
}

/**
 * Signs an identity for `identify(identity, { signature })`: run it on your backend at sign-in
 * with the asset's identify secret (`devtrail asset identify-secret`) and hand the signature to
 * the page with the identity. Lower case hex HMAC-SHA256 of `canonicalIdentity(identity)`.
 */
export function signIdentity(secret: string, identity: Identity): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(canonicalIdentity(identity), 'utf8').digest('hex')
}

/**
 * Whether `signature` signs `identity` with one of `secrets` (the current identify secret and a
 * previous one still in its overlap window). Compared in constant time; every secret is tried,
 * so the time taken does not tell which one matched.
 */
export function identitySignedWith(secrets: readonly string[], identity: Identity, signature: string): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false
  const given = Buffer.from(signature.toLowerCase(), 'hex')
  let matched = false
  for (const secret of secrets) {
    const expected = Buffer.from(signIdentity(secret, identity), 'hex')
    matched = timingSafeEqual(expected, given) || matched
  }
  return matched
}
