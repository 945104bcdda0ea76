/**
 * The ingest write: a group of validated batches stored in ONE transaction (visitors, identity
 * resolution, activities, aggregates). Either all of the group is stored or none of it.
 */
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { refreshDeveloperAggregates } from '../identity/aggregates.js'
import { rollUpActivities, type RolledActivity } from '../stats/rollup.js'
import { countRejectedIdentifies } from '../stats/identifyRejected.js'
import { storeWebVitals } from '../stats/webVitals.js'
import type { WebVitalTable } from '../store/schema.js'
import type { Store } from '../store/store.js'
import type { NetworkOwner } from '../network/ipNetworks.js'
import { buildActivityRows } from './buildActivityRows.js'
import type { CollectorAsset } from './collectorAsset.js'
import type { IngestEvent } from './enrich.js'
import { insertActivityRows } from './insertActivityRows.js'
import type { IngestWrite } from './ingestWrite.js'
import { mapNetworkAccounts } from './mapNetworkAccounts.js'
import { identifyingBatches, lockIdentifyingWorkspaces, resolveIdentities } from './resolveIdentities.js'
import { upsertVisitors } from './upsertVisitors.js'

/** One validated `POST /v1/events` request. */
export interface IngestBatch {
  /** The asset, without its identify secrets (they stay in the collector, never cross to the writer thread). */
  asset: Omit<CollectorAsset, 'identify'>
  /** The visitor's anonymous id (lower case). */
  anonymousId: string
  /** Country from the trusted proxy header, else from the IP databases, or ''. */
  country: string
  /** The owner of the visitor's network (from the IP-to-ASN data), or null. */
  network?: NetworkOwner | null
  /** The account domain the workspace maps the visitor's network to (anonymous activity only), or null. */
  networkDomain?: string | null
  /** When the request arrived, epoch ms. */
  receivedAt: number
  /** The events, secrets removed, copies classified and identifies checked (refused ones removed). */
  events: IngestEvent[]
  /** Identifies of the request refused by identity verification (counted as `identify_rejected`). */
  identifyRejected?: number
}

/** Step 7: the daily rollups of the new activities, the refused identifies and the web vitals. */
async function rollUp(write: IngestWrite, rolled: readonly RolledActivity[], vitals: readonly WebVitalTable[]): Promise<void> {
  await rollUpActivities(write.tx, rolled)
  await countRejectedIdentifies(write.tx, write.batches)
  await storeWebVitals(write.tx, vitals)
}

/** Step 8: the aggregates of every touched developer, then of every touched account (in id order). */
async function refreshAggregates(write: IngestWrite): Promise<void> {
  for (const developerId of [...write.touchedDevelopers].sort()) await refreshDeveloperAggregates(write.tx, developerId)
  for (const [accountId, levels] of [...write.touchedAccounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await refreshAccountAggregates(write.tx, accountId, levels, write.now)
  }
}

/** Stores a group of batches in one transaction; returns, per batch, how many of its events are kept. */
export async function writeBatches(store: Store, batches: readonly IngestBatch[]): Promise<number[]> {
  return store.db.transaction().execute(async (tx) => {
    const visitors = await upsertVisitors(tx, batches)
    const write: IngestWrite = {
      tx,
      dialect: store.dialect,
      batches,
      now: Date.now(),
      visitors,
      touchedDevelopers: new Set(),
      touchedAccounts: new Map(),
    }
    const identifying = identifyingBatches(write)
    await lockIdentifyingWorkspaces(write, identifying)
    await resolveIdentities(write, identifying)
    const networkAccountOf = await mapNetworkAccounts(write)
    const { rows, referrers, vitals, kept } = await buildActivityRows(write, networkAccountOf)
    const rolled = await insertActivityRows(write, { rows, referrers })
    await rollUp(write, rolled, vitals)
    await refreshAggregates(write)
    return kept
  })
}
