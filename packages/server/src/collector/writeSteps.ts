/**
 * The write steps of the ingest pipeline that are not a module of their own: the visitors and
 * the network accounts kept on the write, the rollups, the aggregates, and the answer per batch.
 */
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { refreshDeveloperAggregates } from '../identity/aggregates.js'
import { countRejectedIdentifies } from '../stats/identifyRejected.js'
import { rollUpActivities } from '../stats/rollup.js'
import { storeWebVitals } from '../stats/webVitals.js'
import { buildActivityRows } from './buildActivityRows.js'
import { addDrops, type DropCounts } from './dropReasons.js'
import { activityKey, type IngestWrite } from './ingestWrite.js'
import { mapNetworkAccounts } from './mapNetworkAccounts.js'
import { upsertVisitors } from './upsertVisitors.js'

/** The group's visitors, created or updated; the write's time is taken after them. */
export async function storeVisitors(write: IngestWrite): Promise<void> {
  write.visitors = await upsertVisitors(write.tx, write.batches)
  write.now = Date.now()
}

/** The accounts of anonymous visitors' networks. */
export async function storeNetworkAccounts(write: IngestWrite): Promise<void> {
  write.networkAccountOf = await mapNetworkAccounts(write)
}

/** The rows the group's events become. */
export async function buildRows(write: IngestWrite): Promise<void> {
  write.activityRows = await buildActivityRows(write, write.networkAccountOf)
}

/** The daily rollups of the new activities, the refused identifies and the web vitals. */
export async function rollUp(write: IngestWrite): Promise<void> {
  await rollUpActivities(write.tx, write.rolled)
  await countRejectedIdentifies(write.tx, write.batches)
  await storeWebVitals(write.tx, write.activityRows.vitals)
}

/** The aggregates of every touched developer, then of every touched account (in id order). */
export async function refreshAggregates(write: IngestWrite): Promise<void> {
  for (const developerId of [...write.touchedDevelopers].sort()) await refreshDeveloperAggregates(write.tx, developerId)
  for (const [accountId, levels] of [...write.touchedAccounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await refreshAccountAggregates(write.tx, accountId, levels, write.now)
  }
}

/** Per batch: the events kept, the activities it added (each new one belongs to the first batch that sent it) and its duplicates. */
export function answerBatches(write: IngestWrite): void {
  const claimed = new Set<string>()
  write.results = write.batches.map((batch, index) => {
    const newActivityIds: string[] = []
    let duplicates = 0
    for (const id of write.activityRows.activityIds[index] ?? []) {
      const key = activityKey(batch.asset.workspaceId, id)
      if (write.inserted.has(key) && !claimed.has(key)) {
        claimed.add(key)
        newActivityIds.push(id)
      } else {
        duplicates += 1
      }
    }
    const dropped: DropCounts = {}
    addDrops(dropped, 'duplicate', duplicates)
    return { kept: write.activityRows.kept[index] ?? 0, dropped, newActivityIds }
  })
}
