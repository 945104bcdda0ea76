/**
 * Stores GitHub activities of a workspace in one transaction: each login resolved to its developer
 * (github identity), rows inserted once (a known id is a redelivery or re-import and adds nothing),
 * then the aggregates of the developers and accounts they touched, as the collector's ingest does.
 */
import type { Insertable, Transaction } from 'kysely'
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { refreshDeveloperAggregates } from '../identity/aggregates.js'
import { developerProfiles } from '../identity/developerProfiles.js'
import { developersOfGithubLogins } from '../identity/githubDevelopers.js'
import { attributionKey } from '../identity/attribution.js'
import { canonicalUsername } from '../domain/identities.js'
import { rollUpActivities } from '../stats/rollup.js'
import type { ActivityTable, Database } from '../store/schema.js'
import { lockWorkspaceIdentities } from '../store/identityLock.js'
import type { Store } from '../store/store.js'
import type { GithubActivity } from './githubActivity.js'
import { insertActivitiesIfNew } from '../activities/activityRows.js'

const ROWS_PER_INSERT = 500
// the page column holds a URL: GitHub's are short, a hostile payload's need not be
const MAX_PAGE_LENGTH = 2048

/** What else a write checks inside its transaction. */
export interface GithubWriteOptions {
  /**
   * Claims the write (for example the delivery's body hash) in the same transaction; when it
   * answers false, nothing is stored. A failed write leaves no claim behind, so a retry can store.
   */
  claim?: (tx: Transaction<Database>) => Promise<boolean>
}

/** Stores the activities; answers how many were new. */
export async function writeGithubActivities(
  store: Store,
  workspaceId: string,
  activities: readonly GithubActivity[],
  now = Date.now(),
  options: GithubWriteOptions = {},
): Promise<number> {
  if (activities.length === 0) return 0
  return store.db.transaction().execute(async (tx) => {
    if (options.claim && !(await options.claim(tx))) return 0
    // collectors and imports on one PostgreSQL must not both create a developer for one new login
    await lockWorkspaceIdentities(tx, store.dialect, [workspaceId])
    const workspace = await tx.selectFrom('workspaces').select('settings').where('id', '=', workspaceId).executeTakeFirstOrThrow()
    const developers = await developersOfGithubLogins(
      tx,
      workspaceId,
      activities.map((activity) => activity.login),
      now,
    )
    const profiles = await developerProfiles(tx, [...developers.values()])
    const unique = [...new Map(activities.map((activity) => [activity.id, activity])).values()]
    const rows: Insertable<ActivityTable>[] = unique.map((activity) => {
      const login = canonicalUsername('github', activity.login)
      const developerId = developers.get(login) ?? null
      const profile = developerId ? profiles.get(developerId) : undefined
      return {
        id: activity.id,
        workspace_id: workspaceId,
        asset_id: null,
        visitor_id: null,
        developer_id: developerId,
        // the login is whose it is: an unmerge sends it back with the login
        identity: developerId ? attributionKey([{ type: 'github', username: login }]) : null,
        account_id: profile?.accountId ?? null,
        activity_type: activity.activityType,
        activity_source: 'GITHUB',
        source_type: activity.sourceType,
        page: activity.page.slice(0, MAX_PAGE_LENGTH),
        developer_designation: profile?.designation ?? '',
        actor: profile?.actor ?? '',
        occurred_at: activity.occurredAt,
        received_at: now,
      }
    })
    // key order: two writers inserting the same rows cannot wait on each other in a cycle
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    const touchedDevelopers = new Set<string>()
    const touchedAccounts = new Set<string>()
    let inserted = 0
    const rolled: Insertable<ActivityTable>[] = []
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT)
      const stored = new Set((await insertActivitiesIfNew(tx, chunk)).map((row) => row.id))
      inserted += stored.size
      for (const row of chunk) {
        if (!stored.has(row.id)) continue
        rolled.push(row)
        if (row.developer_id) touchedDevelopers.add(row.developer_id)
        if (row.account_id) touchedAccounts.add(row.account_id)
      }
    }
    await rollUpActivities(tx, rolled)
    for (const developerId of [...touchedDevelopers].sort()) await refreshDeveloperAggregates(tx, developerId)
    const levels = activityLevelsOf(workspace.settings)
    for (const accountId of [...touchedAccounts].sort()) await refreshAccountAggregates(tx, accountId, levels, now)
    return inserted
  })
}
