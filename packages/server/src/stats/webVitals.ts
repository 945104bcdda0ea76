/** Web vitals: stored with the activities of their batch, read back as p75 per page and metric. */
import type { Kysely, Transaction } from 'kysely'
import type { Database, WebVitalTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

type Db = Kysely<Database> | Transaction<Database>

const ROWS_PER_INSERT = 500

/** Stores vitals once each (a retried batch adds nothing). */
export async function storeWebVitals(db: Db, vitals: readonly WebVitalTable[]): Promise<void> {
  const rows = [...vitals].sort((a, b) => (a.workspace_id < b.workspace_id ? -1 : a.workspace_id > b.workspace_id ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('web_vitals')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.columns(['workspace_id', 'id']).doNothing())
      .execute()
  }
}

/** p75 of each metric on one page. */
export interface PageVitals {
  page: string
  /** Largest Contentful Paint p75, ms; null without measurements. */
  lcp: number | null
  /** Interaction to Next Paint p75, ms; null without measurements. */
  inp: number | null
  /** Cumulative Layout Shift p75 (unitless); null without measurements. */
  cls: number | null
  /** Measurements behind the figures. */
  samples: number
}

/** The 75th percentile (nearest rank) of sorted values. */
export function p75(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!
}

/** p75 LCP, INP and CLS per page of the measurements in [from, to), most measured pages first. */
export async function vitalsPerPage(store: Store, workspaceId: string, from: number, to: number, limit: number): Promise<PageVitals[]> {
  const rows = await store.db
    .selectFrom('web_vitals')
    .select(['page', 'name', 'value'])
    .where('workspace_id', '=', workspaceId)
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .where('name', 'in', ['LCP', 'INP', 'CLS'])
    .orderBy('page')
    .orderBy('name')
    .orderBy('value')
    .execute()
  const pages = new Map<string, Record<string, number[]>>()
  for (const row of rows) {
    const metrics = pages.get(row.page) ?? {}
    pages.set(row.page, metrics)
    const values = metrics[row.name] ?? []
    metrics[row.name] = values
    values.push(Number(row.value))
  }
  return [...pages.entries()]
    .map(([page, metrics]) => ({
      page,
      lcp: p75(metrics.LCP ?? []),
      inp: p75(metrics.INP ?? []),
      cls: p75(metrics.CLS ?? []),
      samples: (metrics.LCP?.length ?? 0) + (metrics.INP?.length ?? 0) + (metrics.CLS?.length ?? 0),
    }))
    .sort((a, b) => b.samples - a.samples || (a.page < b.page ? -1 : 1))
    .slice(0, limit)
}
