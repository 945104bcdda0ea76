/** What activity rows copy from their developer at write time: account, actor and designation. */
import type { Db } from '../store/store.js'
import { actorOf, type StoredIdentity } from '../domain/identities.js'
import { type DeveloperIdentityRow, developersWithIdentities } from '../developers/developerRows.js'

/** The fields an activity row takes from its developer. */
export interface DeveloperProfile {
  /** The developer's account, if any. */
  accountId: string | null
  /** E-mail or other identifier shown as `actor`. */
  actor: string
  /** The developer's designation (job title). */
  designation: string
}

/** Profiles of the given developers, in one query. */
export async function developerProfiles(db: Db, developerIds: readonly string[]): Promise<Map<string, DeveloperProfile>> {
  const profiles = new Map<string, DeveloperProfile>()
  if (developerIds.length === 0) return profiles
  const rows = await developersWithIdentities(db, developerIds)
  const grouped = new Map<string, { row: DeveloperIdentityRow; identities: StoredIdentity[] }>()
  for (const row of rows) {
    const entry = grouped.get(row.id) ?? { row, identities: [] }
    if (row.type && row.username) entry.identities.push({ type: row.type, username: row.username })
    grouped.set(row.id, entry)
  }
  for (const [id, { row, identities }] of grouped) {
    profiles.set(id, { accountId: row.account_id, actor: actorOf(row.email, identities), designation: row.designation })
  }
  return profiles
}
