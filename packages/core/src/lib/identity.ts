import { MAX_DOMAIN, MAX_NAME, MAX_OTHER_IDENTITIES, MAX_USERNAME } from '../protocol'
import type { Identity, OtherIdentity } from '../types'

/** A username of a known type that fits the protocol: non-blank, not too long; an e-mail must look like one. */
const isIdentifier = (x?: Partial<OtherIdentity>) =>
  /^(email|github|linkedin)$/.test(x?.type!) &&
  x!.username?.trim?.() &&
  x!.username.length <= MAX_USERNAME &&
  (x!.type != 'email' || /^\S+@\S+\.\S+$/.test(x!.username))

/**
 * Checks an identity passed to `identify()` and returns a copy holding only the known fields,
 * names and company capped to the protocol's lengths and at most 10 other identities, or
 * undefined when it is invalid (missing or over-long username, unknown type, malformed e-mail,
 * wrong types).
 */
export function validIdentity(value: unknown): Identity | undefined {
  const x = value as Identity | undefined
  const others = x?.other_identities
  if (
    isIdentifier(x) &&
    [x!.firstname, x!.lastname, x!.company].every((v) => v === undefined || typeof v == 'string') &&
    (others === undefined || others?.every?.(isIdentifier))
  )
    return JSON.parse(
      JSON.stringify({
        username: x!.username,
        type: x!.type,
        other_identities: others?.slice(0, MAX_OTHER_IDENTITIES).map((o) => ({ username: o.username, type: o.type })),
        // strings or undefined, checked above
        firstname: x!.firstname?.slice(0, MAX_NAME),
        lastname: x!.lastname?.slice(0, MAX_NAME),
        company: x!.company?.slice(0, MAX_DOMAIN),
      }),
    )
}
