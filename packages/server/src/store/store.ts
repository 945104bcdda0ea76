/**
 * The Devtrail store: one interface over two real implementations, chosen by DATABASE_URL.
 * SQLite (better-sqlite3, WAL) is the embedded default; PostgreSQL (`pg`) is for production.
 */
import { EventEmitter } from 'node:events'
import { resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrationProvider } from './migrations/index.js'
import { createPrivateDatabaseFile } from './dataFilePermissions.js'
import { cachingStatements } from './statementCache.js'
import { isStoreUnavailable } from './storeUnavailable.js'
import type { Database } from './schema.js'

/** The dialect behind a store. */
export type StoreDialect = 'sqlite' | 'postgres'

/** An open store: the typed query builder, its dialect, and how to close it. */
export interface Store {
  /** Kysely over the store's tables; one query per operation serves both dialects. */
  readonly db: Kysely<Database>
  readonly dialect: StoreDialect
  /** The DATABASE_URL it was opened from, when known: a writer thread or process opens its own connection to it. */
  readonly url?: string
  /** What changed through this store object, for caches in the same process (`api-key-revoked` with the key hash). */
  readonly events: EventEmitter
  /** Closes every connection. */
  close(): Promise<void>
}

/** The store's query builder, or a transaction opened on it: what a query function takes. */
export type Db = Store['db']

/** Default DATABASE_URL: a SQLite file under ./data. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/devtrail.db'

/** Longest pause inside a transaction: Devtrail's transactions send their statements back to back. */
const IDLE_IN_TRANSACTION_MS = 2000

/** WAL pages between automatic checkpoints (about 40 MB of WAL at 4 KiB pages). */
const WAL_CHECKPOINT_PAGES = 10_000

const INT8_OID = 20
const NUMERIC_OID = 1700

/** A DATABASE_URL naming a database Devtrail cannot use (mysql://, a typo such as postgress://). */
export class UnsupportedDatabaseUrlError extends Error {
  constructor(url: string) {
    const scheme = url.slice(0, url.indexOf(':'))
    super(`DATABASE_URL must be postgres://..., postgresql://..., sqlite:<path> or a file path (got "${scheme}:...")`)
    this.name = 'UnsupportedDatabaseUrlError'
  }
}

/**
 * Which dialect a DATABASE_URL names: `postgres://`/`postgresql://`, else SQLite (`sqlite:path`,
 * `file:path`, a plain path or `:memory:`). Any other scheme is refused, never taken for a file name.
 */
export function dialectOf(url: string): StoreDialect {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres'
  // a scheme is letters then ':'; a single letter is a Windows drive (C:\data\devtrail.db)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]
  if (scheme && scheme.length > 1 && !/^(sqlite|file)$/i.test(scheme)) throw new UnsupportedDatabaseUrlError(url)
  return 'sqlite'
}

/** The file of a SQLite DATABASE_URL (absolute), or `:memory:`. */
export function sqlitePathOf(url: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '')
  return path === ':memory:' ? path : resolve(path)
}

/** How a store connects; the timeouts turn a frozen or unreachable database into a quick error (503), never a hang. */
export interface StoreOptions {
  /** PostgreSQL connections at most (default 10). */
  poolSize?: number
  /** Longest wait for a PostgreSQL connection, in ms (default 2000). */
  connectTimeoutMs?: number
  /** Longest wait for one PostgreSQL statement's answer, in ms (default 3000; 0 = none, for long maintenance work). */
  statementTimeoutMs?: number
  /** Run pending migrations first (default true; a writer thread opening a store already migrated says false). */
  migrate?: boolean
}

// epoch-millisecond bigints and counts come back as numbers, not strings
const pgTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === INT8_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
}

function postgresDb(url: string, options: StoreOptions): Kysely<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 3000
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: pgTypes,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
    ...(statementTimeoutMs > 0
      ? {
          query_timeout: statementTimeoutMs,
          statement_timeout: statementTimeoutMs,
          // a statement that timed out on our side (a frozen database) may finish once it thaws on a
          // connection whose ROLLBACK timed out too: the database ends such a transaction soon
          // instead of letting its row locks stall every later write
          idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
        }
      : {}),
  })
  // A client losing its connection (database restart, network cut) emits 'error': idle clients
  // through the pool, checked-out ones on themselves. Neither may crash the process; the failed
  // query answers 503 and the pool replaces the broken client.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

function sqliteDb(url: string): Kysely<Database> {
  const path = sqlitePathOf(url)
  if (path !== ':memory:') createPrivateDatabaseFile(path)
  const sqlite = new SqliteDatabase(path)
  sqlite.pragma('journal_mode = WAL')
  // FULL: an answered event survives a crash or power loss; group commit keeps the fsyncs few
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // a checkpoint every WAL_CHECKPOINT_PAGES pages instead of SQLite's 1,000: the collector's
  // groups dirty hundreds of index pages each (event ids are random), and a page that several
  // commits wrote between two checkpoints is copied into the database once, not once per commit
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`)
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) })
}

/** Opens (and migrates) the store named by `url`. */
export async function openStore(url: string = DEFAULT_DATABASE_URL, options: StoreOptions = {}): Promise<Store> {
  const dialect = dialectOf(url)
  if (dialect === 'postgres') {
    if (options.migrate !== false) {
      // migrations may build indexes over millions of rows: they run untimed, on their own connection
      const migrator: Store = {
        db: postgresDb(url, { ...options, poolSize: 1, statementTimeoutMs: 0 }),
        dialect,
        events: new EventEmitter(),
        close: async () => {},
      }
      try {
        await migrate(migrator)
      } finally {
        await migrator.db.destroy()
      }
    }
    const db = postgresDb(url, options)
    return { db, dialect, url, events: new EventEmitter(), close: () => db.destroy() }
  }
  const db = sqliteDb(url)
  const store: Store = { db, dialect, url, events: new EventEmitter(), close: () => db.destroy() }
  if (options.migrate === false) return store
  try {
    await migrate(store)
  } catch (error) {
    await store.close()
    throw error
  }
  return store
}

/** Applies every pending migration; concurrent starts against one PostgreSQL are serialised by Kysely's lock. */
export async function migrate(store: Store): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error && !failed && isStoreUnavailable(error)) {
    throw new Error(`cannot reach the database: ${describeError(error)}`, { cause: error })
  }
  if (error || failed) {
    throw new Error(`Store migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** One line for a connection error; Node reports a refused dual-stack connect as an AggregateError without a message. */
function describeError(error: unknown): string {
  const inner = error instanceof AggregateError ? error.errors[0] : error
  const message = inner instanceof Error ? inner.message : String(inner)
  return message || String((inner as { code?: unknown }).code ?? 'unknown error')
}
