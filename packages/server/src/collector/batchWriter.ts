/**
 * Where the collector's groups are written. Each group is ONE `writeBatches(store, batches)`
 * (one transaction); what differs is who runs it: on a SQLite file, a worker thread that owns the
 * write connection (the event loop never waits on SQLite); on PostgreSQL, this process with
 * several groups in flight; on an in-memory SQLite database, this thread.
 */
import { retryTransaction } from '../store/retryTransaction.js'
import { sqlitePathOf, type Store } from '../store/store.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'
import { writeBatches } from './pipeline.js'
import { SqliteWriterThread } from './sqliteWriterThread.js'

/** Writes groups of batches; each call is one transaction. */
export interface BatchWriter {
  /** Stores one group in one transaction and resolves, once committed, with what became of each batch. */
  write(batches: IngestBatch[]): Promise<BatchResult[]>
  /** How many groups it writes side by side. */
  readonly concurrency: number
  /** Events per group it is best fed (a group commit's `maxEvents`), when it has a preference. */
  readonly groupEvents?: number
  /** How long an idle writer waits for company (a group commit's `maxWaitMs`), when it has a preference. */
  readonly groupWaitMs?: number
  /** Finishes the writes it has and releases what it holds. */
  close(): Promise<void>
}

/** How the writer is chosen and sized. */
export interface BatchWriterOptions {
  /** Groups in flight at once on PostgreSQL (default 4; each holds one pooled connection while it writes). */
  postgresWriters?: number
  /** Write a SQLite file from a worker thread (default true); false writes from this thread. */
  sqliteThread?: boolean
}

/** Group transactions written side by side on PostgreSQL when not configured. */
export const DEFAULT_POSTGRES_WRITERS = 4

/** The writer for `store`: a worker thread for a SQLite file, a pool of transactions on PostgreSQL. */
export function openBatchWriter(store: Store, options: BatchWriterOptions = {}): BatchWriter {
  if (store.dialect === 'postgres') {
    return {
      // concurrent groups take rows in key order, but a deadlock with another collector is still
      // possible in theory; such an abort says nothing about the data, so the group is written again
      write: (batches) => retryTransaction(() => writeBatches(store, batches)),
      concurrency: Math.max(1, options.postgresWriters ?? DEFAULT_POSTGRES_WRITERS),
      close: async () => {},
    }
  }
  if (store.url && sqlitePathOf(store.url) !== ':memory:' && options.sqliteThread !== false) return new SqliteWriterThread(store.url)
  return { write: (batches) => writeBatches(store, batches), concurrency: 1, close: async () => {} }
}
