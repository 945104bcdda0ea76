/** Reads of the daily rollups and the latest activities: the stats repository of the dashboard. */
import type { Store } from '../store/store.js'
import { developerSketches } from './developerSketches.js'
import { emptySketch, mergeSketch, sketchCount } from './hyperLogLog.js'
import type { TopDimension } from './rollup.js'

/** Sources every overview reports, present or not. */
export const OVERVIEW_SOURCES = ['WEBSITE', 'DOCS', 'PRODUCT'] as const

/** One day and source of the overview. */
export interface OverviewPoint {
  /** UTC epoch day. */
  day: number
  activity_source: string
  page_visits: number
  copies: number
  sign_ins: number
  developers: number
}

/** The totals of a range. */
export interface OverviewTotals {
  page_visits: number
  copies: number
  sign_ins: number
  /** Distinct identified developers active in the range (exact up to 20,000 developer days in the range, past that a HyperLogLog estimate within about 2 %). */
  developers: number
}

/** Up to this many developer days in a range, developer counts are exact; past it, HyperLogLog estimates. */
export const EXACT_DEVELOPER_DAYS = 20_000

/** The range's developer days when there are at most EXACT_DEVELOPER_DAYS of them, else null (read the sketches). */
async function smallDeveloperDays(store: Store, workspaceId: string, fromDay: number, toDay: number) {
  const rows = await store.db
    .selectFrom('stats_daily_developers')
    .select(['day', 'activity_source', 'developer_id'])
    .where('workspace_id', '=', workspaceId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .limit(EXACT_DEVELOPER_DAYS + 1)
    .execute()
  return rows.length > EXACT_DEVELOPER_DAYS ? null : rows
}

/** Identified developers per day and source: exact for small ranges, from the sketches for large ones. */
async function developersPerDay(store: Store, workspaceId: string, fromDay: number, toDay: number) {
  const exact = await smallDeveloperDays(store, workspaceId, fromDay, toDay)
  if (!exact) {
    const sketches = await developerSketches(store.db, workspaceId, fromDay, toDay)
    return sketches.map((row) => ({ day: row.day, activity_source: row.activity_source, count: sketchCount(row.registers) }))
  }
  const counts = new Map<string, { day: number; activity_source: string; count: number }>()
  for (const row of exact) {
    const key = `${row.day}\u0000${row.activity_source}`
    const entry = counts.get(key) ?? { day: Number(row.day), activity_source: row.activity_source, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  return [...counts.values()]
}

/** Distinct identified developers of a range: exact for small ranges, from the sketches for large ones. */
async function distinctDevelopers(store: Store, workspaceId: string, fromDay: number, toDay: number): Promise<number> {
  const exact = await smallDeveloperDays(store, workspaceId, fromDay, toDay)
  if (exact) return new Set(exact.map((row) => row.developer_id)).size
  const union = emptySketch()
  for (const row of await developerSketches(store.db, workspaceId, fromDay, toDay)) mergeSketch(union, row.registers)
  return sketchCount(union)
}

const METRIC_OF_TYPE: Record<string, keyof Omit<OverviewTotals, 'developers'>> = {
  PAGE_VISIT: 'page_visits',
  COPY_COMMAND: 'copies',
  COPY_CODE: 'copies',
  PRODUCT_LOGIN: 'sign_ins',
}

/** Per day and source, the counts of [fromDay, toDay] (inclusive UTC epoch days); only days and sources with activity. */
export async function overviewPoints(store: Store, workspaceId: string, fromDay: number, toDay: number): Promise<OverviewPoint[]> {
  const [counts, developers] = await Promise.all([
    store.db
      .selectFrom('stats_daily_activity')
      .select(['day', 'activity_source', 'activity_type', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('workspace_id', '=', workspaceId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('activity_type', 'in', Object.keys(METRIC_OF_TYPE))
      .groupBy(['day', 'activity_source', 'activity_type'])
      .execute(),
    developersPerDay(store, workspaceId, fromDay, toDay),
  ])
  const points = new Map<string, OverviewPoint>()
  const pointOf = (day: number, source: string) => {
    const key = `${day}\u0000${source}`
    let point = points.get(key)
    if (!point) {
      point = { day: Number(day), activity_source: source, page_visits: 0, copies: 0, sign_ins: 0, developers: 0 }
      points.set(key, point)
    }
    return point
  }
  for (const row of counts) pointOf(row.day, row.activity_source)[METRIC_OF_TYPE[row.activity_type]!] += Number(row.count)
  for (const row of developers) pointOf(row.day, row.activity_source).developers = row.count
  return [...points.values()].sort((a, b) => a.day - b.day || (a.activity_source < b.activity_source ? -1 : 1))
}

/** Totals of [fromDay, toDay]: summed counts and the distinct identified developers. */
export async function overviewTotals(store: Store, workspaceId: string, fromDay: number, toDay: number): Promise<OverviewTotals> {
  const [counts, developers] = await Promise.all([
    store.db
      .selectFrom('stats_daily_activity')
      .select(['activity_type', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('workspace_id', '=', workspaceId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('activity_type', 'in', Object.keys(METRIC_OF_TYPE))
      .groupBy('activity_type')
      .execute(),
    distinctDevelopers(store, workspaceId, fromDay, toDay),
  ])
  const totals: OverviewTotals = { page_visits: 0, copies: 0, sign_ins: 0, developers }
  for (const row of counts) totals[METRIC_OF_TYPE[row.activity_type]!] += Number(row.count)
  return totals
}

/** One value of a top table. */
export interface TopValue {
  value: string
  /** COPY_COMMAND or COPY_CODE for copies, PAGE_VISIT for pages, null for referrers and countries. */
  activity_type: string | null
  count: number
}

/** The most counted values of a dimension in [fromDay, toDay], then by value. */
export async function topValues(
  store: Store,
  workspaceId: string,
  dimension: TopDimension,
  fromDay: number,
  toDay: number,
  limit: number,
): Promise<TopValue[]> {
  const rows = await store.db
    .selectFrom('stats_daily_top')
    .select(['value_hash', 'value', 'activity_type', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('workspace_id', '=', workspaceId)
    .where('dimension', '=', dimension)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy(['value_hash', 'value', 'activity_type'])
    .orderBy('count', 'desc')
    .orderBy('value')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ value: row.value, activity_type: row.activity_type || null, count: Number(row.count) }))
}

/** The workspace's latest arrivals, newest first, with the names of their developer and account. */
export async function latestActivities(store: Store, workspaceId: string, limit: number) {
  return store.db
    .selectFrom('activities')
    .leftJoin('developers', 'developers.id', 'activities.developer_id')
    .leftJoin('accounts', 'accounts.id', 'activities.account_id')
    .select([
      'activities.id',
      'activities.activity_type',
      'activities.activity_source',
      'activities.page',
      'activities.copied_text',
      'activities.country',
      'activities.developer_id',
      'activities.account_id',
      'activities.occurred_at',
      'activities.received_at',
      'developers.name as developer_name',
      'accounts.name as account_name',
    ])
    .where('activities.workspace_id', '=', workspaceId)
    .orderBy('activities.received_at', 'desc')
    .orderBy('activities.occurred_at', 'desc')
    .orderBy('activities.id', 'desc')
    .limit(limit)
    .execute()
}
