/**
 * The drop counts of the collector (events it did not store, by reason), per workspace, UTC day,
 * asset and reason: the repository of `stats_daily_ingest_drops`.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../store/schema.js'

type Db = Kysely<Database> | Transaction<Database>

/** Dropped events of one asset on one day for one reason. */
export interface IngestDropCount {
  /** The asset's workspace. */
  workspace_id: string
  /** UTC epoch day. */
  day: number
  /** The asset the events were sent to. */
  asset_id: string
  /** The drop reason (see collector/dropReasons.ts). */
  reason: string
  /** Events dropped. */
  count: number
}

/** A drop count as read for a workspace, with the asset's name and kind (null once the asset is deleted). */
export interface IngestDropRow extends Omit<IngestDropCount, 'workspace_id'> {
  /** The asset's name, or null when it was deleted. */
  asset_name: string | null
  /** WEBSITE, DOCS or PRODUCT, or null when the asset was deleted. */
  asset_kind: string | null
}

/** Adds `counts` to the stored ones, in key order so two writers never lock rows in opposite orders. */
export async function addIngestDrops(db: Db, counts: readonly IngestDropCount[]): Promise<void> {
  if (counts.length === 0) return
  const key = (row: IngestDropCount) => `${row.workspace_id}\u0000${row.day}\u0000${row.asset_id}\u0000${row.reason}`
  const rows = [...counts].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  await db
    .insertInto('stats_daily_ingest_drops')
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(['workspace_id', 'day', 'asset_id', 'reason'])
        .doUpdateSet((eb) => ({ count: eb('stats_daily_ingest_drops.count', '+', eb.ref('excluded.count')) })),
    )
    .execute()
}

/** The dropped events of a workspace in [fromDay, toDay] (inclusive UTC epoch days), newest day first, then by asset and reason. */
export async function ingestDrops(db: Db, workspaceId: string, fromDay: number, toDay: number): Promise<IngestDropRow[]> {
  const rows = await db
    .selectFrom('stats_daily_ingest_drops')
    .leftJoin('assets', 'assets.id', 'stats_daily_ingest_drops.asset_id')
    .select([
      'stats_daily_ingest_drops.day',
      'stats_daily_ingest_drops.asset_id',
      'stats_daily_ingest_drops.reason',
      'stats_daily_ingest_drops.count',
      'assets.name as asset_name',
      'assets.kind as asset_kind',
    ])
    .where('stats_daily_ingest_drops.workspace_id', '=', workspaceId)
    .where('stats_daily_ingest_drops.day', '>=', fromDay)
    .where('stats_daily_ingest_drops.day', '<=', toDay)
    .orderBy('stats_daily_ingest_drops.day', 'desc')
    .orderBy('stats_daily_ingest_drops.asset_id')
    .orderBy('stats_daily_ingest_drops.reason')
    .execute()
  return rows.map((row) => ({
    day: Number(row.day),
    asset_id: row.asset_id,
    asset_name: row.asset_name,
    asset_kind: row.asset_kind,
    reason: row.reason,
    count: Number(row.count),
  }))
}
