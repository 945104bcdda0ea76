import type { Identity } from '../types'

/** The fields an identity is sent with (also those of `other_identities` entries); others are dropped. */
const FIELDS = ['username', 'type', 'other_identities', 'firstname', 'lastname', 'company']

/** A non-empty username of a known type; an e-mail must look like one. */
const isIdentifier = (x?: Partial<Identity>) =>
  /^(email|github|linkedin)$/.test(x?.type!) && x!.username?.trim?.() && (x!.type != 'email' || /^\S+@\S+\.\S+$/.test(x!.username!))

/**
 * Checks an identity passed to `identify()` and returns a copy holding only the known fields,
 * or undefined when it is invalid (missing username, unknown type, malformed e-mail, wrong types).
 */
export function validIdentity(value: unknown): Identity | undefined {
  const x = value as Identity | undefined
  if (
    isIdentifier(x) &&
    [x!.firstname, x!.lastname, x!.company].every((v) => v === undefined || typeof v == 'string') &&
    (x!.other_identities?.every?.(isIdentifier) ?? x!.other_identities === undefined)
  )
    return JSON.parse(JSON.stringify(x, FIELDS))
}
