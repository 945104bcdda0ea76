/** Reads of the daily rollups and the latest activities: the stats repository of the dashboard. */
import type { Store } from '../store/store.js'
import { developerSketches } from './developerSketches.js'
import { emptySketch, mergeSketch, sketchCount } from './hyperLogLog.js'
import { rejectedIdentifies } from './identifyRejected.js'
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
  /** Identifies refused by identity verification (unsigned or wrongly signed). */
  identify_rejected: number
}

/** The totals of a range. */
export interface OverviewTotals {
  page_visits: number
  copies: number
  sign_ins: number
  /** Distinct identified developers active in the range (exact up to 5,000 developer days in the range, past that a HyperLogLog estimate within about 2 %). */
  developers: number
  /** Identifies refused by identity verification (unsigned or wrongly signed) in the range. */
  identify_rejected: number
}

/** Up to this many developer days in a range, developer counts are exact; past it, HyperLogLog estimates. */
export const EXACT_DEVELOPER_DAYS = 5_000

const METRIC_OF_TYPE: Record<string, keyof Omit<OverviewTotals, 'developers' | 'identify_rejected'>> = {
  PAGE_VISIT: 'page_visits',
  COPY_COMMAND: 'copies',
  COPY_CODE: 'copies',
  PRODUCT_LOGIN: 'sign_ins',
}

/** Identified developers of a range: per day and source, and distinct over the range. */
async function developerFigures(store: Store, workspaceId: string, fromDay: number, toDay: number) {
  const inRange = store.db.selectFrom('stats_daily_developers').where('workspace_id', '=', workspaceId).where('day', '>=', fromDay).where('day', '<=', toDay)
  // counted on the index, at most one past the limit: cheap whatever the traffic
  const { rows } = await store.db
    .selectFrom(
      inRange
        .select('developer_id')
        .limit(EXACT_DEVELOPER_DAYS + 1)
        .as('bounded'),
    )
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow()
  const perDay = new Map<string, { day: number; activity_source: string; count: number }>()
  if (Number(rows) <= EXACT_DEVELOPER_DAYS) {
    const members = await inRange.select(['day', 'activity_source', 'developer_id']).execute()
    for (const member of members) {
      const key = `${member.day}\u0000${member.activity_source}`
      const entry = perDay.get(key) ?? { day: Number(member.day), activity_source: member.activity_source, count: 0 }
      entry.count += 1
      perDay.set(key, entry)
    }
    return { perDay: [...perDay.values()], distinct: new Set(members.map((member) => member.developer_id)).size }
  }
  const union = emptySketch()
  const sketches = await developerSketches(store.db, workspaceId, fromDay, toDay)
  for (const sketch of sketches) mergeSketch(union, sketch.registers)
  return {
    perDay: sketches.map((sketch) => ({ day: sketch.day, activity_source: sketch.activity_source, count: sketchCount(sketch.registers) })),
    distinct: sketchCount(union),
  }
}

/**
 * The overview of [fromDay, toDay] (inclusive UTC epoch days): per day and source (only days and
 * sources with activity) and the totals of the range.
 */
export async function overviewOf(
  store: Store,
  workspaceId: string,
  fromDay: number,
  toDay: number,
): Promise<{ points: OverviewPoint[]; totals: OverviewTotals }> {
  const [counts, developers, rejected] = await Promise.all([
    store.db
      .selectFrom('stats_daily_activity')
      .select(['day', 'activity_source', 'activity_type', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('workspace_id', '=', workspaceId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('activity_type', 'in', Object.keys(METRIC_OF_TYPE))
      .groupBy(['day', 'activity_source', 'activity_type'])
      .execute(),
    developerFigures(store, workspaceId, fromDay, toDay),
    rejectedIdentifies(store.db, workspaceId, fromDay, toDay),
  ])
  const points = new Map<string, OverviewPoint>()
  const pointOf = (day: number, source: string) => {
    const key = `${day}\u0000${source}`
    let point = points.get(key)
    if (!point) {
      point = { day: Number(day), activity_source: source, page_visits: 0, copies: 0, sign_ins: 0, developers: 0, identify_rejected: 0 }
      points.set(key, point)
    }
    return point
  }
  const totals: OverviewTotals = { page_visits: 0, copies: 0, sign_ins: 0, developers: developers.distinct, identify_rejected: 0 }
  for (const row of counts) {
    const metric = METRIC_OF_TYPE[row.activity_type]!
    pointOf(row.day, row.activity_source)[metric] += Number(row.count)
    totals[metric] += Number(row.count)
  }
  for (const row of developers.perDay) pointOf(row.day, row.activity_source).developers = row.count
  for (const row of rejected) {
    pointOf(row.day, row.activity_source).identify_rejected += row.count
    totals.identify_rejected += row.count
  }
  return { points: [...points.values()].sort((a, b) => a.day - b.day || (a.activity_source < b.activity_source ? -1 : 1)), totals }
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
