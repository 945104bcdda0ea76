/**
 * The ingest pipeline of `POST /v1/events`, on one page. A request runs through `REQUEST_STEPS`
 * in order: each step changes the ingest in progress or stops it, either dropping its events
 * for a typed reason (see dropReasons.ts) or refusing it with an error. The `commit` step hands
 * the batch to a group commit, which writes many batches in ONE transaction through
 * `WRITE_STEPS` (on the SQLite writer thread, or here on PostgreSQL). Every drop is answered in
 * `dropped` and counted per asset, UTC day and reason.
 */
import type { EventsResponse } from '@devtrail/core/protocol'
import { MAX_CLIENT_ID } from '@devtrail/core/protocol'
import type { Store } from '../store/store.js'
import type { CollectorAsset } from './collectorAsset.js'
import { addDrops, droppedAny, type DropCounts, type DropReason } from './dropReasons.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'
import type { CollectorRequest, Ingest, IngestContext, IngestStep, Stop } from './ingestRequest.js'
import type { IngestWrite } from './ingestWrite.js'
import { insertActivityRows } from './insertActivityRows.js'
import {
  checkOrigin,
  checkToken,
  commit,
  dropBots,
  dropProseCopies,
  findAsset,
  handToAlerts,
  limitPerClient,
  locateVisitor,
  renewToken,
  scrubAndClassify,
  validate,
  verifyIdentifies,
} from './requestSteps.js'
import { identifyingBatches, lockIdentifyingWorkspaces, resolveIdentities } from './resolveIdentities.js'
import { answerBatches, buildRows, refreshAggregates, rollUp, storeNetworkAccounts, storeVisitors } from './writeSteps.js'

/** The steps of one request, in order. */
export const REQUEST_STEPS: readonly (readonly [name: string, step: IngestStep])[] = [
  ['drop_bots', dropBots],
  ['validate', validate],
  ['check_token', checkToken],
  ['limit_per_client', limitPerClient],
  ['find_asset', findAsset],
  ['check_origin', checkOrigin],
  ['renew_token', renewToken],
  ['scrub_and_classify', scrubAndClassify],
  ['drop_prose_copies', dropProseCopies],
  ['verify_identifies', verifyIdentifies],
  ['locate_visitor', locateVisitor],
  ['commit', commit],
  ['hand_to_alerts', handToAlerts],
]

/** A step of the write: it reads and extends the write in progress, inside its transaction. */
export type WriteStep = (write: IngestWrite) => void | Promise<void>

/** The steps of one group write, in order, in one transaction: all of the group is stored or none of it. */
export const WRITE_STEPS: readonly (readonly [name: string, step: WriteStep])[] = [
  ['store_visitors', storeVisitors],
  // on PostgreSQL: one collector at a time creates the developers of a workspace
  ['lock_identifying_workspaces', (write) => lockIdentifyingWorkspaces(write, identifyingBatches(write))],
  ['resolve_identities', (write) => resolveIdentities(write, identifyingBatches(write))],
  ['store_network_accounts', storeNetworkAccounts],
  ['build_activity_rows', buildRows],
  ['insert_activities', insertActivityRows],
  ['roll_up', rollUp],
  ['refresh_aggregates', refreshAggregates],
  ['answer_batches', answerBatches],
]

/** The collector's answer: events kept, events dropped by reason (when any), a fresh token (when due). */
export type IngestAnswer = EventsResponse & { dropped?: DropCounts }

/**
 * Runs a request through the pipeline and answers it; a refusal throws its error (400, 401, 403,
 * 404, 429, 503). A failing store outside the write still throws: that is no answer about the request.
 */
export async function runIngest(context: IngestContext, request: CollectorRequest): Promise<IngestAnswer> {
  const ingest: Ingest = {
    context,
    request,
    body: null,
    anonymousId: '',
    tokenExpiresAt: null,
    asset: null,
    token: undefined,
    events: [],
    dropped: {},
    identifyRejected: 0,
    batch: null,
    result: null,
  }
  for (const [, step] of REQUEST_STEPS) {
    const stop = await step(ingest)
    if (stop) return stopped(ingest, stop)
  }
  const result = ingest.result!
  const dropped: DropCounts = { ...ingest.dropped }
  for (const [reason, count] of Object.entries(result.dropped)) addDrops(dropped, reason as DropReason, count)
  const answer: IngestAnswer = { accepted: result.kept }
  if (droppedAny(dropped)) {
    context.drops.add(ingest.batch!.asset, request.receivedAt, dropped)
    answer.dropped = dropped
  }
  if (ingest.token) answer.token = ingest.token
  return answer
}

/** Stores a group of batches in one transaction through `WRITE_STEPS`; answers what became of each batch. */
export async function writeBatches(store: Store, batches: readonly IngestBatch[]): Promise<BatchResult[]> {
  return store.db.transaction().execute(async (tx) => {
    const write: IngestWrite = {
      tx,
      dialect: store.dialect,
      batches,
      now: Date.now(),
      visitors: new Map(),
      touchedDevelopers: new Set(),
      touchedAccounts: new Map(),
      networkAccountOf: () => null,
      activityRows: { rows: [], referrers: new Map(), vitals: [], kept: [], activityIds: [] },
      inserted: new Set(),
      rolled: [],
      results: [],
    }
    for (const [, step] of WRITE_STEPS) await step(write)
    return write.results
  })
}

/** Counts a stopped request's events under its reason, then answers: its error, or 200 with nothing accepted. */
async function stopped(ingest: Ingest, stop: Stop): Promise<IngestAnswer> {
  if (stop.reason === null) throw stop.error
  const dropped: DropCounts = { [stop.reason]: eventCountOf(ingest.request.body) }
  const asset = await assetToCount(ingest)
  if (asset) ingest.context.drops.add(asset, ingest.request.receivedAt, dropped)
  if (stop.error) throw stop.error
  return { accepted: 0, dropped }
}

/** The events a request sent: its `events` when they are a list, else the request counts as one. */
function eventCountOf(body: unknown): number {
  const events = isObject(body) ? body.events : undefined
  return Array.isArray(events) && events.length > 0 ? events.length : 1
}

/** The asset a stopped request's drops count for: its own once found, else the one its body names (unknown: not counted). */
async function assetToCount(ingest: Ingest): Promise<CollectorAsset | null> {
  if (ingest.asset) return ingest.asset
  const clientId = isObject(ingest.request.body) ? ingest.request.body.client_id : undefined
  if (typeof clientId !== 'string' || clientId.length > MAX_CLIENT_ID || !/^[A-Za-z0-9_-]+$/.test(clientId)) return null
  try {
    return await ingest.context.assets.get(clientId)
  } catch {
    // a store that fails now loses the count, not the answer
    return null
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
