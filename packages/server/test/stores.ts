/** Fresh real stores for tests: a SQLite file in a temp dir, or a new database on the test PostgreSQL. */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openStore, type Store, type StoreDialect } from '../src/store/store.js'

/** Both dialects: every store test runs on each (`describe.each(dialects)`). */
export const dialects: StoreDialect[] = ['sqlite', 'postgres']

/** A DATABASE_URL for a new, empty database of the given dialect, and how to drop it. */
export async function createTestDatabase(dialect: StoreDialect): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-sqlite-'))
    return { url: `sqlite:${join(dir, 'devtrail.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const adminUrl = inject('pgUrl')
  const name = `t_${randomUUID().replace(/-/g, '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = adminUrl.replace(/\/postgres$/, `/${name}`)
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Opens a migrated store on a new database; `close` also drops the database. */
export async function createTestStore(dialect: StoreDialect): Promise<Store> {
  const { url, drop } = await createTestDatabase(dialect)
  const store = await openStore(url)
  return {
    db: store.db,
    dialect: store.dialect,
    events: store.events,
    ...(store.url ? { url: store.url } : {}),
    close: async () => {
      await store.close()
      await drop()
    },
  }
}
