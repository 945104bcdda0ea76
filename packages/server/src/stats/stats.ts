/** Reads of the daily rollups and the latest activities: the stats repository of the dashboard. */
import { sql } from 'kysely'
import type { Store } from '../store/store.js'
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
  /** Distinct identified developers active in the range. */
  developers: number
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
    store.db
      .selectFrom('stats_daily_developers')
      .select(['day', 'activity_source', (eb) => eb.fn.countAll<number>().as('count')])
      .where('workspace_id', '=', workspaceId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy(['day', 'activity_source'])
      .execute(),
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
  for (const row of developers) pointOf(row.day, row.activity_source).developers = Number(row.count)
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
    store.db
      .selectFrom('stats_daily_developers')
      .select(sql<number>`count(distinct developer_id)`.as('count'))
      .where('workspace_id', '=', workspaceId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .executeTakeFirstOrThrow(),
  ])
  const totals: OverviewTotals = { page_visits: 0, copies: 0, sign_ins: 0, developers: Number(developers.count) }
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
