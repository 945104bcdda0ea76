/**
 * Identifies refused by identity verification (unsigned or wrongly signed), counted per
 * workspace, UTC day and asset in the ingest transaction. Kept apart from the activity rollups:
 * they are no activities, and a rebuild of the rollups from activities must not lose them.
 */
import type { Kysely, Transaction } from 'kysely'
import type { IngestBatch } from '../collector/ingestBatch.js'
import type { Database } from '../store/schema.js'
import { dayOf } from './rollup.js'

type Db = Kysely<Database> | Transaction<Database>

/** Adds the refused identifies of `batches` (by arrival day), in key order so two writers never lock rows in opposite orders. */
export async function countRejectedIdentifies(db: Db, batches: readonly Pick<IngestBatch, 'asset' | 'receivedAt' | 'identifyRejected'>[]): Promise<void> {
  const counts = new Map<string, { workspace_id: string; day: number; asset_id: string; count: number }>()
  for (const batch of batches) {
    if (!batch.identifyRejected) continue
    const day = dayOf(batch.receivedAt)
    const key = `${batch.asset.workspaceId}\u0000${day}\u0000${batch.asset.id}`
    const entry = counts.get(key)
    if (entry) entry.count += batch.identifyRejected
    else counts.set(key, { workspace_id: batch.asset.workspaceId, day, asset_id: batch.asset.id, count: batch.identifyRejected })
  }
  if (counts.size === 0) return
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
  await db
    .insertInto('stats_daily_identify_rejected')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['workspace_id', 'day', 'asset_id'])
        .doUpdateSet((eb) => ({ count: eb('stats_daily_identify_rejected.count', '+', eb.ref('excluded.count')) })),
    )
    .execute()
}

/** Refused identifies of a workspace in [fromDay, toDay] (inclusive UTC epoch days), per day and asset source. */
export async function rejectedIdentifies(
  db: Db,
  workspaceId: string,
  fromDay: number,
  toDay: number,
): Promise<{ day: number; activity_source: string; count: number }[]> {
  const rows = await db
    .selectFrom('stats_daily_identify_rejected')
    .leftJoin('assets', 'assets.id', 'stats_daily_identify_rejected.asset_id')
    .select(['stats_daily_identify_rejected.day', 'assets.kind', (eb) => eb.fn.sum<number>('stats_daily_identify_rejected.count').as('count')])
    .where('stats_daily_identify_rejected.workspace_id', '=', workspaceId)
    .where('stats_daily_identify_rejected.day', '>=', fromDay)
    .where('stats_daily_identify_rejected.day', '<=', toDay)
    .groupBy(['stats_daily_identify_rejected.day', 'assets.kind'])
    .execute()
  // the asset kind is the activity source (WEBSITE, DOCS, PRODUCT); a deleted asset's refusals still count
  return rows.map((row) => ({ day: Number(row.day), activity_source: row.kind ?? 'UNKNOWN', count: Number(row.count) }))
}
