/**
 * Undoing a wrong merge: the person merged away comes back under their own id, with the
 * identities, contacts and merged-away ids they brought (read from the merge log), and whatever
 * came through those identities before or since the merge: visitors that identified with them,
 * those visitors' activities, GitHub activity of their login. Their activities take the account
 * they would have had without the merge; both people's aggregates, active days and accounts are
 * counted again.
 */
import { lockWorkspaceIdentities } from '../store/identityLock.js'
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { DevtrailError } from '../errors.js'
import { recountDeveloperDays } from '../stats/rollup.js'
import type { IdentityKind } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { refreshDeveloperAggregates } from './aggregates.js'
import { developerProfiles } from './developerProfiles.js'
import { findDeveloper } from './findDeveloper.js'
import { canonicalUsername, type StoredIdentity } from '../domain/identities.js'
import type { DeveloperRow } from './mergeDevelopers.js'
import { type DeveloperMerge, markMergeUndone, mergesInForce } from './mergeLog.js'
import { deleteAlias, moveAliases } from '../developers/aliasRows.js'
import { giveBackContacts } from '../contacts/contactRows.js'
import { accountsOfDevelopers, developerOrThrow, insertDevelopers, updateDeveloper } from '../developers/developerRows.js'
import { holderOfIdentity, identitiesOfDeveloper, moveIdentity } from '../developers/identityRows.js'
import { countVisitorsOf, moveVisitors, visitorAttributionsOf } from '../visitors/visitorRows.js'
import { moveActivitiesBy, replaceActivityAccount, setActivitiesAccount, setActivityPerson } from '../activities/activityRows.js'
import { activityAccountsOf, attributionsOfDeveloperActivities } from '../activities/activity.js'
import { identityKeyOf, returnsWithIdentities } from './attribution.js'

const IDS_PER_QUERY = 500

/** What an unmerge split off. */
export interface UnmergedDeveloper {
  /** The person split off (their id from before the merge). */
  developer_id: string
  /** The person they were split from. */
  from_developer_id: string
  identities: StoredIdentity[]
  visitors: number
  activities: number
}

/** `email:a@b.dev`, `github:login`, `linkedin:slug` or a bare e-mail, as an identity; params_invalid otherwise. */
export function parseIdentityArgument(text: string): StoredIdentity {
  const match = /^(email|github|linkedin):(.+)$/.exec(text.trim())
  const type: IdentityKind | null = match ? (match[1] as IdentityKind) : text.includes('@') ? 'email' : null
  const username = type ? canonicalUsername(type, match ? match[2]! : text) : ''
  if (!type || !username)
    throw new DevtrailError('params_invalid', `identity must be email:<address>, github:<login> or linkedin:<profile>, not ${JSON.stringify(text)}`)
  return { type, username }
}

/**
 * Splits the person who came into `idOrEmail` by the merge that brought `identity` back out.
 * not_found when there is no such developer; params_invalid when the identity is not theirs or
 * came to them by no merge still in force.
 */
export async function unmergeDeveloper(
  store: Store,
  workspaceId: string | null,
  idOrEmail: string,
  identity: StoredIdentity,
  now = Date.now(),
): Promise<UnmergedDeveloper> {
  const holder = await findDeveloper(store, workspaceId, idOrEmail)
  const wanted = { type: identity.type, username: canonicalUsername(identity.type, identity.username) }
  return store.db.transaction().execute(async (trx) => {
    // the same lock ingest takes before resolving identities
    await lockWorkspaceIdentities(trx, store.dialect, [holder.workspace_id])
    const owner = await holderOfIdentity(trx, holder.workspace_id, wanted)
    if (owner !== holder.id) throw new DevtrailError('params_invalid', `${wanted.type}:${wanted.username} is not an identity of developer ${holder.id}`)
    const merge = (await mergesInForce(trx, holder.workspace_id)).find((entry) =>
      entry.identities.some((held) => held.type === wanted.type && held.username === wanted.username),
    )
    if (!merge) throw new DevtrailError('params_invalid', await notMergedMessage(trx, holder.id, wanted))
    return split(trx, holder.id, merge, now)
  })
}

/** Why `wanted` cannot be unmerged from the holder, naming the identities that can. */
async function notMergedMessage(trx: Db, holderId: string, wanted: StoredIdentity): Promise<string> {
  const held = new Set((await identitiesOfDeveloper(trx, holderId)).map(identityKeyOf))
  const brought = (await mergesInForce(trx, (await developerOrThrow(trx, holderId)).workspace_id))
    .map((merge) => merge.identities.map(identityKeyOf).filter((key) => held.has(key)))
    .filter((keys) => keys.length > 0)
    .map((keys) => keys.join(' + '))
  const base = `${identityKeyOf(wanted)} did not come to developer ${holderId} by a merge (it was theirs before)`
  return brought.length
    ? `${base}; to split off the person merged into them, name an identity that came by the merge: ${brought.join(', ')}`
    : `${base}, and no merge into them is in force`
}

async function split(trx: Db, holderId: string, merge: DeveloperMerge, now: number): Promise<UnmergedDeveloper> {
  const workspaceId = merge.mergedRow.workspace_id
  const restored = rowOf(merge.mergedRow)
  const holderBefore = await developerOrThrow(trx, holderId)
  await insertDevelopers(trx, restored)
  await deleteAlias(trx, restored.id)
  for (const ids of chunks(merge.aliasIds)) await moveAliases(trx, ids, holderId, restored.id)
  const identities = merge.identities
  for (const held of identities) await moveIdentity(trx, workspaceId, held, holderId, restored.id)
  // what came through the identities they take back is theirs again, whether before or since the
  // merge: the visitors that identified with them, and every activity attributed through them
  const returning = new Set(identities.map(identityKeyOf))
  const kept = new Set((await identitiesOfDeveloper(trx, holderId)).map(identityKeyOf))
  const goesBack = (attribution: string | null) => returnsWithIdentities(attribution, returning, kept)
  const mergedVisitors = new Set(merge.visitorIds)
  const visitorsBack = (await visitorAttributionsOf(trx, holderId))
    .filter((visitor) => goesBack(visitor.identity) || (visitor.identity === null && mergedVisitors.has(visitor.id)))
    .map((visitor) => visitor.id)
  for (const ids of chunks(visitorsBack)) await moveVisitors(trx, ids, holderId, restored.id)
  const attributionsBack = (await attributionsOfDeveloperActivities(trx, holderId)).filter((attribution): attribution is string => goesBack(attribution))
  const moveActivities = (column: 'visitor_id' | 'id' | 'identity', ids: string[], unattributedOnly: boolean) =>
    moveActivitiesBy(trx, workspaceId, column, ids, holderId, restored.id, unattributedOnly)
  let activities = 0
  for (const ids of chunks(attributionsBack)) activities += await moveActivities('identity', ids, false)
  // activities stored before attributions were kept go back with the visitors and ids the merge recorded
  for (const ids of chunks(merge.visitorIds)) activities += await moveActivities('visitor_id', ids, true)
  for (const ids of chunks(merge.activityIds)) activities += await moveActivities('id', ids, true)
  const accountsLeft = await giveBackAccounts(trx, merge, restored)
  for (const ids of chunks(merge.contactIds)) {
    await giveBackContacts(trx, ids, holderId, restored.id)
  }
  const holderFields = fieldsBack(rowOf(holderBefore), rowOf(merge.survivorRow), restored)
  await updateDeveloper(trx, holderId, holderFields)
  // the account they took from the returned person goes from their activities too
  if (holderFields.account_id !== undefined && holderBefore.account_id !== null) {
    await replaceActivityAccount(trx, holderId, holderBefore.account_id, holderFields.account_id)
  }

  // who did each activity is each person as known now
  const profiles = await developerProfiles(trx, [holderId, restored.id])
  for (const [developerId, profile] of profiles) {
    await setActivityPerson(trx, developerId, { actor: profile.actor, developer_designation: profile.designation })
  }
  await recountDeveloperDays(trx, workspaceId, [holderId, restored.id])
  await refreshDeveloperAggregates(trx, holderId)
  await refreshDeveloperAggregates(trx, restored.id)
  const accounts = await accountsOfDevelopers(trx, [holderId, restored.id])
  const accountIds = new Set([holderBefore.account_id, ...accounts, ...accountsLeft].filter((id): id is string => id !== null))
  const workspace = await trx.selectFrom('workspaces').select('settings').where('id', '=', workspaceId).executeTakeFirst()
  for (const accountId of accountIds) await refreshAccountAggregates(trx, accountId, activityLevelsOf(workspace?.settings), now)
  await markMergeUndone(trx, merge.id, now)
  const visitors = await countVisitorsOf(trx, restored.id)
  return { developer_id: restored.id, from_developer_id: holderId, identities, visitors, activities }
}

/**
 * Gives the returned person's activities the account they would have without the merge: one that
 * had an account before it keeps it; the others (given the survivor's account by the merge, or
 * stored since with the survivor's) take the returned person's. Answers the accounts they left.
 * Merges recorded before the accounts were kept leave every account as it is.
 */
async function giveBackAccounts(trx: Db, merge: DeveloperMerge, restored: DeveloperRow): Promise<Set<string>> {
  const left = new Set<string>()
  if (merge.accountActivityIds === null) return left
  const keep = new Set(merge.accountActivityIds)
  const changed: string[] = []
  for (const activity of await activityAccountsOf(trx, restored.id)) {
    if (keep.has(activity.id) || activity.account_id === restored.account_id) continue
    changed.push(activity.id)
    if (activity.account_id) left.add(activity.account_id)
  }
  for (const ids of chunks(changed)) await setActivitiesAccount(trx, restored.workspace_id, ids, restored.account_id)
  return left
}

/**
 * The holder's fields after the split: a field it took from the merged person (equal to theirs now,
 * different before the merge) goes back to what it was; anything it learned since stays.
 */
function fieldsBack(now: DeveloperRow, before: DeveloperRow, merged: DeveloperRow) {
  const keys = ['name', 'email', 'account_id', 'account_named_at', 'designation', 'country'] as const
  const fields: Partial<Pick<DeveloperRow, (typeof keys)[number] | 'tags'>> = {}
  for (const key of keys) {
    if (now[key] === merged[key] && before[key] !== merged[key]) Object.assign(fields, { [key]: before[key] })
  }
  const theirs = new Set(merged.tags.split(',').filter(Boolean))
  const own = new Set(before.tags.split(',').filter(Boolean))
  fields.tags = now.tags
    .split(',')
    .filter((tag) => tag && (own.has(tag) || !theirs.has(tag)))
    .join(',')
  if (fields.account_id !== undefined) fields.account_named_at = before.account_named_at
  return fields
}

/** A developers row as stored, from a row read back (PostgreSQL answers bigint as text) or a snapshot. */
function rowOf(row: DeveloperRow): DeveloperRow {
  const time = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value))
  return {
    ...row,
    account_named_at: time(row.account_named_at),
    first_activity: time(row.first_activity),
    latest_activity: time(row.latest_activity),
    created_at: Number(row.created_at),
    verified: Number(row.verified ?? 0),
  }
}

function chunks(ids: readonly string[]): string[][] {
  const result: string[][] = []
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) result.push(ids.slice(start, start + IDS_PER_QUERY))
  return result
}
