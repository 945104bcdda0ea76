import { MAX_DOMAIN, MAX_NAME, MAX_OTHER_IDENTITIES, MAX_USERNAME } from '../protocol'
import type { Identity, OtherIdentity } from '../types'

/** A username of a known type that fits the protocol: non-blank, not too long; an e-mail must look like one. */
const isIdentifier = (candidate?: Partial<OtherIdentity>) =>
  /^(email|github|linkedin)$/.test(candidate?.type as string) &&
  candidate?.username?.trim?.() &&
  candidate.username.length <= MAX_USERNAME &&
  (candidate.type !== 'email' || /^\S+@\S+\.\S+$/.test(candidate.username))

/**
 * Checks an identity passed to `identify()` and returns a copy holding only the known fields,
 * names and company capped to the protocol's lengths and at most 10 other identities, or
 * undefined when it is invalid (missing or over-long username, unknown type, malformed e-mail,
 * wrong types). A null name, company or other_identities is taken as absent.
 */
export function validIdentity(value: unknown): Identity | undefined {
  const identity = value as Identity | undefined
  const others = identity?.other_identities
  if (
    identity &&
    isIdentifier(identity) &&
    // null is absent, as JSON from a backend often spells it
    [identity.firstname, identity.lastname, identity.company].every((name) => name == null || typeof name === 'string') &&
    (others == null || others?.every?.(isIdentifier))
  )
    return JSON.parse(
      JSON.stringify({
        username: identity.username,
        type: identity.type,
        other_identities: others?.slice(0, MAX_OTHER_IDENTITIES).map((other) => ({ username: other.username, type: other.type })),
        // strings or undefined, checked above (undefined fields go through JSON)
        firstname: identity.firstname?.slice(0, MAX_NAME),
        lastname: identity.lastname?.slice(0, MAX_NAME),
        company: identity.company?.slice(0, MAX_DOMAIN),
      }),
    )
}
