/**
 * An activity's attribution: the identities it was attributed to its developer through, kept on
 * the activity (and on the visitor that made the identify) as one text, `["email:a@b.dev","github:ab"]`.
 * It never follows a shared browser's later sign-ins, and it tells an unmerge what the merged
 * person's identities brought, before or after the merge.
 */
import type { StoredIdentity } from '../domain/identities.js'

/** `type:username` of one identity. */
export function identityKeyOf(identity: StoredIdentity): string {
  return `${identity.type}:${identity.username}`
}

/** The attribution of a claim: its identities' keys, sorted, as a JSON array. */
export function attributionKey(identities: readonly StoredIdentity[]): string {
  return JSON.stringify([...new Set(identities.map(identityKeyOf))].sort())
}

/** The identity keys of an attribution (none for null or text that is not one). */
export function keysOfAttribution(attribution: string | null): string[] {
  if (!attribution) return []
  try {
    const keys: unknown = JSON.parse(attribution)
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : []
  } catch {
    return []
  }
}

/** The attribution without the identities `erased` (null when none is left). */
export function attributionWithout(attribution: string, erased: ReadonlySet<string>): string | null {
  const kept = keysOfAttribution(attribution).filter((key) => !erased.has(key))
  return kept.length ? JSON.stringify(kept) : null
}

/**
 * Whether what came through `attribution` goes back to a person split off by an unmerge: it named
 * one of the identities they take back (`returning`), and none the person they leave keeps (`kept`);
 * a claim naming both stays where it is.
 */
export function returnsWithIdentities(attribution: string | null, returning: ReadonlySet<string>, kept: ReadonlySet<string>): boolean {
  const keys = keysOfAttribution(attribution)
  return keys.some((key) => returning.has(key)) && !keys.some((key) => kept.has(key))
}
