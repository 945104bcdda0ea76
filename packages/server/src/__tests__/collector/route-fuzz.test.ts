/**
 * Every route fuzzed with a few hundred fast-check inputs on each store: no 5xx, every error in
 * the `{error:{message,type}}` shape, and no row written by a refused request. `npm run stress`
 * runs the same with 10,000 inputs per route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import type { Store } from '../../store/store.js'
import { FUZZ_TOKEN_SECRET, seedFuzzWorld } from '../../../test/faults/fuzzWorld.js'
import { fuzzRoutes } from '../../../test/faults/routeFuzz.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('route fuzz on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('answers every fuzzed request without a 5xx, in the error shape, writing nothing when it refuses', async () => {
    const world = await seedFuzzWorld(store)
    const app = await createApp(
      {
        store,
        tokenSecret: FUZZ_TOKEN_SECRET,
        dataService: { rateLimit: { max: 1_000_000 } },
        rateLimits: { failedAuthPerIp: 0, collectorPerIp: 0, collectorPerClient: 0 },
      },
      { logger: false },
    )
    try {
      const results = await fuzzRoutes(app, store, world, { runs: 300 })
      for (const result of results) {
        expect({
          route: result.route,
          serverErrors: result.serverErrors,
          badShape: result.badShape,
          rowsWrittenByRefused: result.rowsWrittenByRefused,
          example: result.example,
        }).toEqual({
          route: result.route,
          serverErrors: 0,
          badShape: 0,
          rowsWrittenByRefused: 0,
          example: null,
        })
      }
    } finally {
      await app.close()
    }
  }, 120_000)
})
