/**
 * Undoing a wrong merge: the person merged away comes back under their own id, with the
 * identities, visitors (and so their activities, before and after the merge), contacts and
 * merged-away ids they brought, read from the merge log; both people's aggregates and active
 * days are counted again. Activities keep the account they happened at.
 */
import { lockWorkspaceIdentities } from '../store/identityLock.js'
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { DevtrailError } from '../errors.js'
import { recountDeveloperDays } from '../stats/rollup.js'
import type { IdentityKind } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { activityLevelsOf } from './activityLevels.js'
import { refreshDeveloperAggregates } from './aggregates.js'
import { developerProfiles } from './developerProfiles.js'
import { findDeveloper } from './findDeveloper.js'
import { canonicalUsername, type StoredIdentity } from './identities.js'
import type { DeveloperRow } from './mergeDevelopers.js'
import { type DeveloperMerge, markMergeUndone, mergesInForce } from './mergeLog.js'
import { deleteAlias, moveAliases } from '../developers/aliasRows.js'
import { accountsOfDevelopers, developerOrThrow, insertDevelopers, updateDeveloper } from '../developers/developerRows.js'
import { holderOfIdentity, moveIdentity } from '../developers/identityRows.js'
import { countVisitorsOf, moveVisitors } from '../visitors/visitorRows.js'
import { moveActivitiesBy, setActivityPerson } from '../activities/activityRows.js'

type Db = Store['db']

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
    if (!merge) throw new DevtrailError('params_invalid', `${wanted.type}:${wanted.username} did not come to developer ${holder.id} by a merge`)
    return split(trx, holder.id, merge, now)
  })
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
  // a visitor's activities go back with it, before and since the merge; so do those it brought without a visitor
  const moveActivities = (column: 'visitor_id' | 'id', ids: string[]) => moveActivitiesBy(trx, workspaceId, column, ids, holderId, restored.id)
  let activities = 0
  for (const ids of chunks(merge.visitorIds)) {
    await moveVisitors(trx, ids, holderId, restored.id)
    activities += await moveActivities('visitor_id', ids)
  }
  for (const ids of chunks(merge.activityIds)) activities += await moveActivities('id', ids)
  for (const ids of chunks(merge.contactIds)) {
    await trx.updateTable('contacts').set({ developer_id: restored.id }).where('id', 'in', ids).where('developer_id', '=', holderId).execute()
  }
  await updateDeveloper(trx, holderId, fieldsBack(rowOf(holderBefore), rowOf(merge.survivorRow), restored))

  // who did each activity is each person as known now
  const profiles = await developerProfiles(trx, [holderId, restored.id])
  for (const [developerId, profile] of profiles) {
    await setActivityPerson(trx, developerId, { actor: profile.actor, developer_designation: profile.designation })
  }
  await recountDeveloperDays(trx, workspaceId, [holderId, restored.id])
  await refreshDeveloperAggregates(trx, holderId)
  await refreshDeveloperAggregates(trx, restored.id)
  const accounts = await accountsOfDevelopers(trx, [holderId, restored.id])
  const accountIds = new Set([holderBefore.account_id, ...accounts].filter((id): id is string => id !== null))
  const workspace = await trx.selectFrom('workspaces').select('settings').where('id', '=', workspaceId).executeTakeFirst()
  for (const accountId of accountIds) await refreshAccountAggregates(trx, accountId, activityLevelsOf(workspace?.settings), now)
  await markMergeUndone(trx, merge.id, now)
  const visitors = await countVisitorsOf(trx, restored.id)
  return { developer_id: restored.id, from_developer_id: holderId, identities, visitors, activities }
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
