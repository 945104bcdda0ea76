/** A person's identifiers as stored: lower-cased, de-duplicated, the primary one first. */
import type { Identity } from '@devtrail/core/protocol'
import type { IdentityKind } from '../store/schema.js'

/** One stored identifier of a person. */
export interface StoredIdentity {
  /** email, github or linkedin. */
  type: IdentityKind
  /** The identifier, trimmed and lower-cased. */
  username: string
}

/** The identity and its other_identities, normalised and without repeats. */
export function identitiesOf(identity: Identity): StoredIdentity[] {
  const all = [identity, ...(identity.other_identities ?? [])]
  const seen = new Set<string>()
  const result: StoredIdentity[] = []
  for (const { type, username } of all) {
    const normalised = username.replaceAll('\u0000', '').trim().toLowerCase()
    const key = `${type}:${normalised}`
    if (!normalised || seen.has(key)) continue
    seen.add(key)
    result.push({ type, username: normalised })
  }
  return result
}

/** What activity rows show as `actor`: the e-mail, else the first other identifier, else ''. */
export function actorOf(email: string | null, identities: readonly StoredIdentity[]): string {
  if (email) return email
  const sorted = [...identities].sort((a, b) => a.type.localeCompare(b.type) || a.username.localeCompare(b.username))
  return sorted[0]?.username ?? ''
}
