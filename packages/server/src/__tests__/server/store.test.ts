import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('store on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('migrates and round-trips epoch-millisecond bigints as numbers', async () => {
    const id = randomUUID()
    const createdAt = Date.UTC(2026, 10, 22, 12, 0, 0, 123)
    await store.db.insertInto('workspaces').values({ id, name: 'Acme', created_at: createdAt }).execute()
    const row = await store.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toEqual({ id, name: 'Acme', settings: '{}', created_at: createdAt })
    expect(typeof row.created_at).toBe('number')
  })

  it('enforces unique account domains per workspace', async () => {
    const workspace = randomUUID()
    await store.db.insertInto('workspaces').values({ id: workspace, name: 'W', created_at: 1 }).execute()
    const account = { workspace_id: workspace, name: 'Example', domain: 'example.com', created_at: 1 }
    await store.db
      .insertInto('accounts')
      .values({ id: randomUUID(), ...account })
      .execute()
    await expect(
      store.db
        .insertInto('accounts')
        .values({ id: randomUUID(), ...account })
        .execute(),
    ).rejects.toThrow()
  })

  it('runs migrations once when opened again', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    const first = await openStore(url)
    await first.close()
    const second = await openStore(url)
    const tables = await second.db.introspection.getTables()
    expect(tables.map((table) => table.name)).toContain('activities')
    await second.close()
    await drop()
  })
})
