/** 20 concurrent writers on overlapping keys of one list, on each store: no 5xx, exact rows, exact `added` counts. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../store/store.js'
import { runListWriters } from '../../test/faults/listWriters.js'
import { createDataServiceApp, seedWorkspace } from '../../test/seed.js'
import { createTestStore, dialects } from '../../test/stores.js'

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
})
