/**
 * 20 concurrent writers on overlapping keys, on each store: of one list (no 5xx, exact rows, exact
 * `added` counts) and of a workspace's contacts (no failure, exact rows, exact `created` counts).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertContacts } from '../../contacts/upsertContacts.js'
import type { Store } from '../../store/store.js'
import { runListWriters } from '../../../test/faults/listWriters.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('concurrent list writers on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let base: string
  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('adds overlapping rows from 20 writers without a 5xx, each key once, added counts summing to the new keys', async () => {
    const { key } = await seedWorkspace(store, 'Writers')
    const result = await runListWriters(base, store, { 'x-api-key': key, user: 'ops@acme.com' }, { writers: 20, rowsPerWriter: 200, keyPool: 400 })
    expect(result.statuses).toEqual({ 200: 20 })
    expect(result.storedRows).toBe(result.distinctKeys)
    expect(result.sumAdded).toBe(result.distinctKeys)
  })

  it('imports overlapping contacts from 20 concurrent imports without a failure, counting each new contact once', async () => {
    const { workspaceId } = await seedWorkspace(store, 'Importers')
    const contact = (index: number) => ({
      email: `person${index}@company${index % 40}.com`,
      full_name: `Person ${index}`,
      designation: '',
      seniority: '',
      job_function: '',
      state: '',
      country: '',
      email_verified: false,
      company_domain: `company${index % 40}.com`,
      tags: '',
    })
    const distinct = new Set<string>()
    const batches = Array.from({ length: 20 }, (_, writer) => {
      const rows = Array.from({ length: 150 }, (_, row) => contact((writer * 11 + row * 7) % 600))
      for (const row of rows) distinct.add(row.email)
      return writer % 2 ? rows.reverse() : rows
    })
    const results = await Promise.all(batches.map((batch) => upsertContacts(store, workspaceId, batch)))
    const stored = await store.db
      .selectFrom('contacts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(distinct.size)
    expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(distinct.size)
    const accounts = await store.db.selectFrom('accounts').select('domain').where('workspace_id', '=', workspaceId).execute()
    expect(accounts).toHaveLength(40)
  }, 60_000)
})
