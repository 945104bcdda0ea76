/** The rule that decides whether an identity claim may link, rename or merge people. */
import type { ConflictReason } from './identityConflicts.js'
import type { StoredIdentity } from '../domain/identities.js'

/** A person a claim names, as far as the rule needs to know them. */
export interface ClaimedPerson {
  id: string
  /** Every e-mail the person holds (their e-mail identities and their e-mail field), canonical. */
  emails: readonly string[]
  /** Whether a signed identify named them. */
  verified: boolean
}

/**
 * Null when the claim may apply (link the visitor, fold the people it names into one), else why
 * not. Two people holding different e-mails are never one person, whoever claims it; and only a
 * signed claim may touch a verified person.
 */
export function judgeClaim(claim: readonly StoredIdentity[], people: readonly ClaimedPerson[], signed: boolean): ConflictReason | null {
  if (!signed && people.some((person) => person.verified)) return 'verified_person'
  const emails = new Set(claim.filter((identity) => identity.type === 'email').map((identity) => identity.username))
  for (const person of people) for (const email of person.emails) emails.add(email)
  return emails.size > 1 ? 'distinct_emails' : null
}
