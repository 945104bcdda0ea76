/** What the steps of one ingest write share: its transaction, its batches, and who it touched. */
import type { ActivityLevels } from '../identity/activityLevels.js'
import type { Store } from '../store/store.js'
import { occurredAtOf } from './eventTime.js'
import type { IngestEvent } from './enrich.js'
import type { IngestBatch } from './ingest.js'

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

/** One ingest write in progress: the steps of `writeBatches` read and extend it, in order. */
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
