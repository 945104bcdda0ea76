/**
 * The client cannot drift from the server: the committed openapi.json is the document the server
 * serves now, and src/generated/ is what openapi-typescript makes of it. When this fails after a
 * server change, run `npm run generate -w @devtrail/client` and commit the result.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../../../server/src/store/store.js'
import { createDataServiceApp } from '../../../server/test/seed.js'
import { createTestStore } from '../../../server/test/stores.js'
import { generatedSources } from '../../scripts/generatedSources.mjs'

const REGENERATE = 'run `npm run generate -w @devtrail/client` and commit packages/client/openapi.json and src/generated/'
const committed = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

describe('the generated client', () => {
  let store: Store
  let served: unknown

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    const app = await createDataServiceApp(store)
    served = (await app.inject({ url: '/openapi.json' })).json()
    await app.close()
  })
  afterAll(async () => {
    await store?.close()
  })

  it('was generated from the document the server serves', () => {
    expect(JSON.parse(committed('openapi.json')), REGENERATE).toEqual(served)
  })

  it('has the types and operation table openapi-typescript makes of that document', async () => {
    const sources = await generatedSources(JSON.parse(committed('openapi.json')))
    for (const [file, text] of Object.entries(sources)) expect(committed(`src/generated/${file}`), `${file}: ${REGENERATE}`).toBe(text)
  })

  it('has a method for every operation of the served document', async () => {
    const { OPERATIONS } = await import('../generated/operations.js')
    const document = served as { paths: Record<string, Record<string, { operationId: string }>> }
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
    expect(Object.keys(OPERATIONS).sort()).toEqual(ids.sort())
  })
})
