/** A person's identifiers as stored: lower-cased, de-duplicated, the primary one first. */
import type { Identity } from '@devtrail/core/protocol'
import type { IdentityKind } from '../store/schema.js'

/** One stored identifier of a person. */
export interface StoredIdentity {
  /** email, github or linkedin. */
  type: IdentityKind
  /** The identifier in canonical form (see canonicalUsername). */
  username: string
}

const GITHUB_URL = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^/?#\s]+)\/?(?:[?#].*)?$/i
const LINKEDIN_URL = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The one spelling of an identifier, so that one person is one identity however it was written:
 * e-mails and GitHub logins in lower case (GitHub logins are case-insensitive; a profile URL or
 * `@login` is the login), LinkedIn as `linkedin.com/in/<slug>` from any URL form or a bare slug.
 */
export function canonicalUsername(type: IdentityKind, username: string): string {
  const text = username.replaceAll('\u0000', '').trim()
  if (type === 'github') return (GITHUB_URL.exec(text)?.[1] ?? text.replace(/^@/, '')).toLowerCase()
  if (type === 'linkedin') {
    const slug = LINKEDIN_URL.exec(text)?.[1] ?? text.replace(/^\/?in\//i, '').replace(/\/+$/, '')
    return slug ? `linkedin.com/in/${decoded(slug).toLowerCase()}` : ''
  }
  return text.toLowerCase()
}

/** The identity and its other_identities, in canonical form and without repeats. */
export function identitiesOf(identity: Identity): StoredIdentity[] {
  const all = [identity, ...(identity.other_identities ?? [])]
  const seen = new Set<string>()
  const result: StoredIdentity[] = []
  for (const { type, username } of all) {
    const normalised = canonicalUsername(type, username)
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
