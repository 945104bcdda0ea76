/** Merges people found to be one (an identify naming identities of several developers). */
import type { Selectable } from 'kysely'
import type { DeveloperTable } from '../store/schema.js'
import type { Db } from '../store/store.js'
import { mergeDeveloperDays } from '../stats/rollup.js'
import type { StoredIdentity } from '../domain/identities.js'
import { holdingsOf, recordMerge } from './mergeLog.js'
import { insertAliases, moveAliasesOf } from '../developers/aliasRows.js'
import { moveContactsOf } from '../contacts/contactRows.js'
import { deleteDevelopers, updateDeveloper } from '../developers/developerRows.js'
import { moveIdentities } from '../developers/identityRows.js'
import { moveVisitorsOf } from '../visitors/visitorRows.js'
import { moveActivitiesOf } from '../activities/activityRows.js'

/** A developers row. */
export type DeveloperRow = Selectable<DeveloperTable>

/** Whether `candidate`'s account was named later than `current`'s (an account named at an unrecorded time ranks below any recorded one). */
function namedLater(candidate: DeveloperRow, current: DeveloperRow): boolean {
  if (candidate.account_id === null) return false
  if (current.account_id === null) return true
  return (candidate.account_named_at ?? -Infinity) > (current.account_named_at ?? -Infinity)
}

/**
 * Moves identities, visitors, activities and contacts of `losers` to `survivor` (their activities
 * keep the account they happened at), records the losers' ids as aliases of the survivor, fills the
 * survivor's empty fields from them and deletes them. The merged person's account is the one named
 * latest among them (on a tie, the survivor's). Returns the survivor as now stored.
 * Each merge is logged with what it moved (see mergeLog), so `unmergeDeveloper` can undo it.
 * Aggregates and activity account/actor columns are the caller's to refresh.
 */
export async function mergeDevelopers(
  db: Db,
  survivor: DeveloperRow,
  losers: readonly DeveloperRow[],
  cause: { claim: readonly StoredIdentity[]; now: number },
): Promise<DeveloperRow> {
  const loserIds = losers.map((loser) => loser.id)
  if (loserIds.length === 0) return survivor
  for (const loser of losers) {
    const holdings = await holdingsOf(db, loser)
    await recordMerge(db, {
      survivorId: survivor.id,
      mergedId: loser.id,
      survivorRow: survivor,
      mergedRow: loser,
      ...holdings,
      claim: [...cause.claim],
      createdAt: cause.now,
    })
  }
  await moveIdentities(db, loserIds, survivor.id)
  await moveVisitorsOf(db, loserIds, survivor.id)
  await moveActivitiesOf(db, loserIds, survivor.id)
  await mergeDeveloperDays(db, survivor.workspace_id, loserIds, survivor.id)
  await moveContactsOf(db, loserIds, survivor.id)
  // the merged-away ids keep answering, as the survivor (and ids that pointed at them follow)
  await moveAliasesOf(db, loserIds, survivor.id)
  await insertAliases(db, survivor.workspace_id, loserIds, survivor.id)
  const merged: DeveloperRow = { ...survivor }
  for (const loser of losers) {
    merged.name ||= loser.name
    merged.email ??= loser.email
    if (namedLater(loser, merged)) {
      merged.account_id = loser.account_id
      merged.account_named_at = loser.account_named_at
    }
    merged.designation ||= loser.designation
    merged.country ||= loser.country
    merged.tags = [...new Set([...merged.tags.split(','), ...loser.tags.split(',')].filter(Boolean))].join(',')
  }
  await deleteDevelopers(db, loserIds)
  await updateDeveloper(db, survivor.id, {
    name: merged.name,
    email: merged.email,
    account_id: merged.account_id,
    account_named_at: merged.account_named_at,
    designation: merged.designation,
    country: merged.country,
    tags: merged.tags,
  })
  return merged
}
