/** A person's identifiers as stored: lower-cased, de-duplicated, the primary one first. */
import { createRequire } from 'node:module'
import type { Identity } from '@devtrail/core/protocol'
import { normaliseDomain } from '../accounts/ensureAccount.js'
import type { IdentityKind } from '../store/schema.js'

/** One stored identifier of a person. */
export interface StoredIdentity {
  /** email, github or linkedin. */
  type: IdentityKind
  /** The identifier, trimmed and lower-cased. */
  username: string
}

const require = createRequire(import.meta.url)
const freeMailDomains = new Set(require('email-providers/all.json') as string[])

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

/** Whether a (normalised) domain belongs to a free e-mail provider (gmail.com, outlook.com ...). */
export function isFreeMailDomain(domain: string): boolean {
  return freeMailDomains.has(domain)
}

/** The company domain of an e-mail address, or null for a free-mail address or no domain. */
export function businessDomainOfEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 0) return null
  const domain = normaliseDomain(email.slice(at + 1))
  return domain && !isFreeMailDomain(domain) ? domain : null
}

/** What activity rows show as `actor`: the e-mail, else the first other identifier, else ''. */
export function actorOf(email: string | null, identities: readonly StoredIdentity[]): string {
  if (email) return email
  const sorted = [...identities].sort((a, b) => a.type.localeCompare(b.type) || a.username.localeCompare(b.username))
  return sorted[0]?.username ?? ''
}
