/**
 * What a repository function runs its queries on: the store, or a transaction that groups a change
 * with its audit record. `inTransaction` joins the caller's transaction or opens one.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.js'

/** The store or a transaction: anything with a `db` to query. */
export interface Queryable {
  readonly db: Kysely<Database> | Transaction<Database>
}

/** Runs `work` in one transaction: the caller's when `handle` is one already, else a new one. */
export async function inTransaction<T>(handle: Queryable, work: (trx: Queryable) => Promise<T>): Promise<T> {
  if (handle.db.isTransaction) return work(handle)
  return handle.db.transaction().execute((trx) => work({ db: trx }))
}
