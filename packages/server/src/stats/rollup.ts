/**
 * Daily rollups of activities, kept inside the transaction that writes (or deletes) the
 * activities: counts per day, source and type, the identified developers of each day, and the
 * counts of top pages, copies, referrers and countries. The stats endpoints read only these.
 */
import { createHash } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../store/schema.js'
import { BoundedCache } from '../boundedCache.js'
import { addDeveloperDays, deleteDeveloperSketches, rebuildDeveloperSketches } from './developerSketches.js'

type Db = Kysely<Database> | Transaction<Database>

/** Milliseconds in a UTC day. */
export const DAY_MS = 86_400_000

/** The UTC epoch day of an epoch-ms time. */
export function dayOf(time: number): number {
  return Math.floor(time / DAY_MS)
}

/** What the rollups need of one stored (or deleted) activity. */
export interface RolledActivity {
  workspace_id: string
  developer_id?: string | null
  activity_type: string
  activity_source: string
  page?: string
  copied_text?: string
  country?: string
  occurred_at: number
  /** The referring site's host for a page visit from another site, else null. */
  referrer?: string | null
}

/** The dimensions of the top tables. */
export type TopDimension = 'page' | 'copy' | 'referrer' | 'country'

const COPY_TYPES = new Set(['COPY_COMMAND', 'COPY_CODE'])
const ROWS_PER_UPSERT = 500

/** Values up to this length have their hash remembered (pages, commands, referrers and countries repeat). */
const REMEMBERED_VALUE_LENGTH = 512
const knownHashes = new BoundedCache<string, string>(10_000)

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function valueHash(activityType: string, value: string): string {
  const text = `${activityType}\u0000${value}`
  return text.length > REMEMBERED_VALUE_LENGTH ? sha256(text) : knownHashes.get(text, sha256)
}

/** The referring host of a page visit (lower case, without `www.`), or null when there is none or it is the page's own site. */
export function referrerHostOf(referrer: string | undefined, page: string): string | null {
  if (!referrer) return null
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
    const pageHost = new URL(page).hostname.toLowerCase().replace(/^www\./, '')
    return host && host !== pageHost ? host : null
  } catch {
    return null
  }
}

interface Tally<T> {
  row: T
  count: number
}

function add<T>(map: Map<string, Tally<T>>, key: string, row: T, sign: number): void {
  const entry = map.get(key)
  if (entry) entry.count += sign
  else map.set(key, { row, count: sign })
}

function topEntries(activity: RolledActivity): { dimension: TopDimension; activityType: string; value: string }[] {
  const entries: { dimension: TopDimension; activityType: string; value: string }[] = []
  if (activity.activity_type === 'PAGE_VISIT' && activity.page) entries.push({ dimension: 'page', activityType: 'PAGE_VISIT', value: activity.page })
  if (COPY_TYPES.has(activity.activity_type) && activity.copied_text) {
    entries.push({ dimension: 'copy', activityType: activity.activity_type, value: activity.copied_text })
  }
  if (activity.referrer) entries.push({ dimension: 'referrer', activityType: '', value: activity.referrer })
  if (activity.country) entries.push({ dimension: 'country', activityType: '', value: activity.country })
  return entries
}

function sortedByKey<T>(map: Map<string, T>): T[] {
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value)
}

/**
 * Adds (sign 1) or removes (sign -1) activities to or from the rollups. Rows are written in key
 * order so two writers cannot lock the same rollup rows in opposite orders.
 */
export async function rollUpActivities(db: Db, activities: readonly RolledActivity[], sign: 1 | -1 = 1): Promise<void> {
  if (activities.length === 0) return
  const counts = new Map<string, Tally<{ workspace_id: string; day: number; activity_source: string; activity_type: string }>>()
  const tops = new Map<string, Tally<{ workspace_id: string; dimension: string; day: number; value_hash: string; activity_type: string; value: string }>>()
  const developers = new Map<string, { workspace_id: string; day: number; activity_source: string; developer_id: string }>()
  for (const activity of activities) {
    const day = dayOf(activity.occurred_at)
    const { workspace_id, activity_source, activity_type } = activity
    add(counts, `${workspace_id}\u0000${day}\u0000${activity_source}\u0000${activity_type}`, { workspace_id, day, activity_source, activity_type }, sign)
    for (const entry of topEntries(activity)) {
      const hash = valueHash(entry.activityType, entry.value)
      const row = { workspace_id, dimension: entry.dimension, day, value_hash: hash, activity_type: entry.activityType, value: entry.value }
      add(tops, `${workspace_id}\u0000${entry.dimension}\u0000${day}\u0000${hash}`, row, sign)
    }
    if (sign === 1 && activity.developer_id) {
      const row = { workspace_id, day, activity_source, developer_id: activity.developer_id }
      developers.set(`${workspace_id}\u0000${day}\u0000${activity_source}\u0000${activity.developer_id}`, row)
    }
  }
  const countRows = sortedByKey(counts).map(({ row, count }) => ({ ...row, count }))
  for (let start = 0; start < countRows.length; start += ROWS_PER_UPSERT) {
    await db
      .insertInto('stats_daily_activity')
      .values(countRows.slice(start, start + ROWS_PER_UPSERT))
      .onConflict((conflict) =>
        conflict
          .columns(['workspace_id', 'day', 'activity_source', 'activity_type'])
          .doUpdateSet((eb) => ({ count: eb('stats_daily_activity.count', '+', eb.ref('excluded.count')) })),
      )
      .execute()
  }
  const topRows = sortedByKey(tops).map(({ row, count }) => ({ ...row, count }))
  for (let start = 0; start < topRows.length; start += ROWS_PER_UPSERT) {
    await db
      .insertInto('stats_daily_top')
      .values(topRows.slice(start, start + ROWS_PER_UPSERT))
      .onConflict((conflict) =>
        conflict
          .columns(['workspace_id', 'dimension', 'day', 'value_hash'])
          .doUpdateSet((eb) => ({ count: eb('stats_daily_top.count', '+', eb.ref('excluded.count')) })),
      )
      .execute()
  }
  await addDeveloperDays(db, [...developers.values()])
  if (sign === -1) {
    const workspaces = [...new Set(activities.map((activity) => activity.workspace_id))]
    await db.deleteFrom('stats_daily_activity').where('workspace_id', 'in', workspaces).where('count', '<=', 0).execute()
    await db.deleteFrom('stats_daily_top').where('workspace_id', 'in', workspaces).where('count', '<=', 0).execute()
  }
}

/** Forgets that a developer was active (GDPR delete): their days leave the identified-developer counts. */
export async function forgetDeveloperDays(db: Db, workspaceId: string, developerId: string): Promise<void> {
  const days = await db
    .selectFrom('stats_daily_developers')
    .select('day')
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', '=', developerId)
    .execute()
  await db.deleteFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).where('developer_id', '=', developerId).execute()
  await rebuildDeveloperSketches(
    db,
    workspaceId,
    days.map((row) => Number(row.day)),
  )
}

/** Drops a workspace's rollups before a rebuild: all but the referrer counts, which activities do not keep. */
export async function deleteRebuiltRollups(db: Db, workspaceId: string): Promise<void> {
  await db.deleteFrom('stats_daily_activity').where('workspace_id', '=', workspaceId).execute()
  await db.deleteFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).execute()
  await deleteDeveloperSketches(db, workspaceId)
  await db.deleteFrom('stats_daily_top').where('workspace_id', '=', workspaceId).where('dimension', '!=', 'referrer').execute()
}

/** Drops the identified-developer days before `day` (retention). */
export async function forgetDeveloperDaysBefore(db: Db, workspaceId: string, day: number): Promise<void> {
  await db.deleteFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).where('day', '<', day).execute()
  await deleteDeveloperSketches(db, workspaceId, day)
}

/** A visitor's earlier anonymous activity became a developer's (identify): their days count for that developer. */
export async function addVisitorDaysToDeveloper(db: Db, workspaceId: string, visitorId: string, developerId: string): Promise<void> {
  const days = await db
    .selectFrom('activities')
    .select([sql<number>`occurred_at / ${DAY_MS}`.as('day'), 'activity_source'])
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('visitor_id', '=', visitorId)
    .where('developer_id', '=', developerId)
    .execute()
  await addDeveloperDays(
    db,
    days.map((row) => ({ workspace_id: workspaceId, day: Math.floor(Number(row.day)), activity_source: row.activity_source, developer_id: developerId })),
  )
}

/** Merged developers are one person: their active days become the survivor's. */
export async function mergeDeveloperDays(db: Db, workspaceId: string, loserIds: readonly string[], survivorId: string): Promise<void> {
  if (loserIds.length === 0) return
  const days = await db
    .selectFrom('stats_daily_developers')
    .select(['day', 'activity_source'])
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', 'in', loserIds)
    .execute()
  if (days.length === 0) return
  await db.deleteFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).where('developer_id', 'in', loserIds).execute()
  await addDeveloperDays(
    db,
    days.map((row) => ({ workspace_id: workspaceId, day: Number(row.day), activity_source: row.activity_source, developer_id: survivorId })),
  )
  // the merged-away ids are still in the sketches of their days
  await rebuildDeveloperSketches(
    db,
    workspaceId,
    days.map((row) => Number(row.day)),
  )
}

/** A person was split (unmerge): each developer's active days are counted again from their activities. */
export async function recountDeveloperDays(db: Db, workspaceId: string, developerIds: readonly string[]): Promise<void> {
  if (developerIds.length === 0) return
  const before = await db
    .selectFrom('stats_daily_developers')
    .select('day')
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', 'in', developerIds)
    .execute()
  await db.deleteFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).where('developer_id', 'in', developerIds).execute()
  const days = await db
    .selectFrom('activities')
    .select([sql<number>`occurred_at / ${DAY_MS}`.as('day'), 'activity_source', 'developer_id'])
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', 'in', developerIds)
    .execute()
  const rows = days.map((row) => ({
    workspace_id: workspaceId,
    day: Math.floor(Number(row.day)),
    activity_source: row.activity_source,
    developer_id: row.developer_id!,
  }))
  await addDeveloperDays(db, rows)
  await rebuildDeveloperSketches(db, workspaceId, [...before.map((row) => Number(row.day)), ...rows.map((row) => row.day)])
}
