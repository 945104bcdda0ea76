/**
 * The identified developers active per UTC day and source: exact membership in
 * `stats_daily_developers`, and a HyperLogLog sketch per day and source in
 * `stats_daily_developer_sketches` that the overview reads (distinct counts over any range without
 * reading one row per developer and day). Added members update the sketches; removed members
 * (GDPR delete, merge) rebuild the sketches of their days from the exact rows.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../store/schema.js'
import { addToSketch, emptySketch, mergeSketch } from './hyperLogLog.js'

type Db = Kysely<Database> | Transaction<Database>

/** One identified developer active on a day, from a source. */
export interface DeveloperDay {
  workspace_id: string
  day: number
  activity_source: string
  developer_id: string
}

const ROWS_PER_INSERT = 500

function sketchKey(row: { workspace_id: string; day: number; activity_source: string }): string {
  return `${row.workspace_id}\u0000${row.day}\u0000${row.activity_source}`
}

function bytesOf(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer)
}

/**
 * Writes sketches, each merged into the stored one (or replacing it). The merge is a
 * compare-and-swap: a concurrent writer that changed the row first makes the update miss, and the
 * merge is redone on what it wrote, so no writer loses another's registers.
 */
async function mergeIntoStored(
  db: Db,
  sketches: Map<string, { row: Omit<DeveloperDay, 'developer_id'>; sketch: Uint8Array }>,
  replace: boolean,
): Promise<void> {
  const entries = [...sketches.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry)
  for (const { row, sketch } of entries) {
    const inserted = await db
      .insertInto('stats_daily_developer_sketches')
      .values({ ...row, registers: sketch })
      .onConflict((conflict) => conflict.doNothing())
      .returning('day')
      .execute()
    if (inserted.length > 0) continue
    for (;;) {
      const stored = await db
        .selectFrom('stats_daily_developer_sketches')
        .select('registers')
        .where('workspace_id', '=', row.workspace_id)
        .where('day', '=', row.day)
        .where('activity_source', '=', row.activity_source)
        .executeTakeFirstOrThrow()
      const before = bytesOf(stored.registers)
      const merged = replace ? sketch : Uint8Array.from(before)
      if (!replace) mergeSketch(merged, sketch)
      const result = await db
        .updateTable('stats_daily_developer_sketches')
        .set({ registers: merged })
        .where('workspace_id', '=', row.workspace_id)
        .where('day', '=', row.day)
        .where('activity_source', '=', row.activity_source)
        .where('registers', '=', before)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) > 0) break
    }
  }
}

/** Records developer days (once each) and adds the new ones to their day's sketch. */
export async function addDeveloperDays(db: Db, rows: readonly DeveloperDay[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => (sketchKey(a) < sketchKey(b) ? -1 : sketchKey(a) > sketchKey(b) ? 1 : a.developer_id < b.developer_id ? -1 : 1))
  const sketches = new Map<string, { row: Omit<DeveloperDay, 'developer_id'>; sketch: Uint8Array }>()
  for (let start = 0; start < sorted.length; start += ROWS_PER_INSERT) {
    const inserted = await db
      .insertInto('stats_daily_developers')
      .values(sorted.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.doNothing())
      .returning(['workspace_id', 'day', 'activity_source', 'developer_id'])
      .execute()
    for (const row of inserted) {
      const key = sketchKey({ ...row, day: Number(row.day) })
      let entry = sketches.get(key)
      if (!entry) {
        entry = { row: { workspace_id: row.workspace_id, day: Number(row.day), activity_source: row.activity_source }, sketch: emptySketch() }
        sketches.set(key, entry)
      }
      addToSketch(entry.sketch, row.developer_id)
    }
  }
  await mergeIntoStored(db, sketches, false)
}

/** Drops a workspace's sketches: all of them, or those of the days before `beforeDay` (retention). */
export async function deleteDeveloperSketches(db: Db, workspaceId: string, beforeDay?: number): Promise<void> {
  let query = db.deleteFrom('stats_daily_developer_sketches').where('workspace_id', '=', workspaceId)
  if (beforeDay !== undefined) query = query.where('day', '<', beforeDay)
  await query.execute()
}

/** Rebuilds the sketches of a workspace's days from the exact rows (after members were removed). */
export async function rebuildDeveloperSketches(db: Db, workspaceId: string, days: readonly number[]): Promise<void> {
  if (days.length === 0) return
  const unique = [...new Set(days)]
  await db.deleteFrom('stats_daily_developer_sketches').where('workspace_id', '=', workspaceId).where('day', 'in', unique).execute()
  const members = await db
    .selectFrom('stats_daily_developers')
    .select(['day', 'activity_source', 'developer_id'])
    .where('workspace_id', '=', workspaceId)
    .where('day', 'in', unique)
    .execute()
  const sketches = new Map<string, { row: Omit<DeveloperDay, 'developer_id'>; sketch: Uint8Array }>()
  for (const member of members) {
    const row = { workspace_id: workspaceId, day: Number(member.day), activity_source: member.activity_source }
    const key = sketchKey(row)
    let entry = sketches.get(key)
    if (!entry) {
      entry = { row, sketch: emptySketch() }
      sketches.set(key, entry)
    }
    addToSketch(entry.sketch, member.developer_id)
  }
  await mergeIntoStored(db, sketches, true)
}

/** The sketches of [fromDay, toDay], per day and source. */
export async function developerSketches(db: Db, workspaceId: string, fromDay: number, toDay: number) {
  const rows = await db
    .selectFrom('stats_daily_developer_sketches')
    .select(['day', 'activity_source', 'registers'])
    .where('workspace_id', '=', workspaceId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute()
  return rows.map((row) => ({ day: Number(row.day), activity_source: row.activity_source, registers: bytesOf(row.registers) }))
}
