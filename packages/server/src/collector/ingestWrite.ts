/** What the steps of one ingest write share: its transaction, its batches, and who it touched. */
import type { NewActivity } from '../activities/insertNewActivities.js'
import type { ActivityLevels } from '../domain/activityLevels.js'
import type { RolledActivity } from '../stats/rollup.js'
import type { WebVitalTable } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { occurredAtOf } from './eventTime.js'
import type { IngestEvent } from './enrich.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'

/** The transaction an ingest write runs in. */
export type IngestTransaction = Store['db']

/** Rows per multi-row INSERT statement. */
export const ROWS_PER_INSERT = 500

/** A visitor as stored: its id and the developer it belongs to (null while anonymous). */
export interface IngestVisitor {
  /** The visitor's row id. */
  id: string
  /** The developer the visitor is identified as, or null; set by identity resolution during the write. */
  developerId: string | null
  /** The identities it identified with (an attribution key): its activities are attributed through them. */
  identity: string | null
}

/** The account an anonymous batch counts for through its network, or null. */
export type NetworkAccountOf = (batch: IngestBatch, developerId: string | null) => string | null

/** The rows of a group's events. */
export interface ActivityRows {
  /** The activities to insert (duplicates included: the insert skips them). */
  rows: NewActivity[]
  /** The referring host of each page visit that has one, by `activityKey`. */
  referrers: Map<string, string>
  /** The web vitals to store. */
  vitals: WebVitalTable[]
  /** Per batch, how many of its events are kept. */
  kept: number[]
  /** Per batch, the ids of its activity rows (lower case), in event order. */
  activityIds: string[][]
}

/** One ingest write in progress: the write steps of `pipeline.ts` read and extend it, in order. */
export interface IngestWrite {
  /** The write's one transaction. */
  tx: IngestTransaction
  /** The store's dialect (some steps lock or insert differently on PostgreSQL). */
  dialect: Store['dialect']
  /** The batches of the group, in arrival order. */
  batches: readonly IngestBatch[]
  /** When the write started, epoch ms (after the visitors were stored). */
  now: number
  /** The group's visitors by `visitorKey`. */
  visitors: Map<string, IngestVisitor>
  /** Developers whose aggregates need refreshing. */
  touchedDevelopers: Set<string>
  /** Accounts whose aggregates need refreshing, with their workspace's activity levels. */
  touchedAccounts: Map<string, ActivityLevels>
  /** Which account a batch's activities count for through its network (set by `map_network_accounts`). */
  networkAccountOf: NetworkAccountOf
  /** The rows of the group's events (set by `build_activity_rows`). */
  activityRows: ActivityRows
  /** The activities inserted by this write, by `activityKey` (set by `insert_activities`). */
  inserted: Set<string>
  /** The inserted activities as the rollups count them (set by `insert_activities`). */
  rolled: RolledActivity[]
  /** What the write did with each batch (set by `answer_batches`). */
  results: BatchResult[]
}

/** A visitor's key: anonymous ids are unique per workspace only. */
export function visitorKey(workspaceId: string, anonymousId: string): string {
  return `${workspaceId}\u0000${anonymousId}`
}

/** An activity's key: event ids are unique per workspace only. */
export function activityKey(workspaceId: string, id: string): string {
  return `${workspaceId}\u0000${id}`
}

/** The stored visitor of a batch (every batch's visitor is stored first). */
export function visitorOf(write: IngestWrite, batch: IngestBatch): IngestVisitor {
  return write.visitors.get(visitorKey(batch.asset.workspaceId, batch.anonymousId))!
}

/** When an event happened: its time, or the arrival time when its time is implausible (see eventTime.ts). */
export function occurredAtOfEvent(event: IngestEvent, batch: IngestBatch): number {
  return occurredAtOf(event.time, batch.receivedAt)
}

/** Code-unit order of two texts, the same on both stores' clients. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
