/**
 * The Devtrail store: one interface over two real implementations, chosen by DATABASE_URL.
 * SQLite (better-sqlite3, WAL) is the embedded default; PostgreSQL (`pg`) is for production.
 */
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrationProvider } from './migrations/index.js'
import type { Database } from './schema.js'

/** The dialect behind a store. */
export type StoreDialect = 'sqlite' | 'postgres'

/** An open store: the typed query builder, its dialect, and how to close it. */
export interface Store {
  /** Kysely over the store's tables; one query per operation serves both dialects. */
  readonly db: Kysely<Database>
  readonly dialect: StoreDialect
  /** Closes every connection. */
  close(): Promise<void>
}

/** Default DATABASE_URL: a SQLite file under ./data. */
export const DEFAULT_DATABASE_URL = 'sqlite:./data/devtrail.db'

const INT8_OID = 20
const NUMERIC_OID = 1700

/** Which dialect a DATABASE_URL names: `postgres://`/`postgresql://`, else SQLite (`sqlite:path`, `file:path`, a path or `:memory:`). */
export function dialectOf(url: string): StoreDialect {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite'
}

function sqlitePath(url: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '')
  return path === ':memory:' ? path : resolve(path)
}

/** Opens (and migrates) the store named by `url`. */
export async function openStore(url: string = DEFAULT_DATABASE_URL, options: { poolSize?: number } = {}): Promise<Store> {
  const dialect = dialectOf(url)
  let db: Kysely<Database>
  if (dialect === 'postgres') {
    // epoch-millisecond bigints and counts come back as numbers, not strings
    const types = {
      getTypeParser: (oid: number, format?: string) =>
        oid === INT8_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
    }
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, types })
    // an idle client losing its connection must not crash the process
    pool.on('error', () => {})
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  } else {
    const path = sqlitePath(url)
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    const sqlite = new SqliteDatabase(path)
    sqlite.pragma('journal_mode = WAL')
    // FULL: an answered event survives a crash or power loss; group commit keeps the fsyncs few
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('busy_timeout = 5000')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  }
  const store: Store = { db, dialect, close: () => db.destroy() }
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
  if (error || failed) {
    throw new Error(`Store migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
