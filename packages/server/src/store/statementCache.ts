/**
 * Prepared statements compiled once per SQLite connection: Kysely prepares every query anew,
 * and compiling SQL cost about as much as running it on the collector's hot path. This wraps a
 * better-sqlite3 connection so that one SQL text is compiled once and reused (least recently
 * used ones are dropped past the limit). Kysely uses one connection at a time, so a reused
 * statement is never busy with another query.
 */
import type SqliteDatabase from 'better-sqlite3'
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely'

/** Statements kept per connection by default. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500

/** A Kysely SQLite database over `sqlite` that compiles each SQL text once. */
export function cachingStatements(sqlite: SqliteDatabase.Database, size = DEFAULT_STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql)
      if (cached) {
        // a Map iterates in insertion order: re-inserting makes this the most recently used
        statements.delete(sql)
        statements.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql) as unknown as SqliteStatement
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value as string)
      return statement
    },
    close(): void {
      statements.clear()
      sqlite.close()
    },
  }
}
