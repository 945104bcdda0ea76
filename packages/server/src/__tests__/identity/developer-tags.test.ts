/** Developer tags set and cleared through the API and the CLI, seen in the segment answers, on both stores. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createSegment } from '../../segments/segment.js'
import { openStore, type Store } from '../../store/store.js'
import { createDataServiceApp, insertActivity, insertDeveloper, seedWorkspace } from '../../../test/seed.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

describe.each(dialects)('developer tags on %s', (dialect) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let store: Store
  let app: FastifyInstance
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    store = await openStore(database.url)
    app = await createDataServiceApp(store)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    await database.drop()
  })

  it('sets, changes and clears tags, visible in segment answers and usable in segment filters', async () => {
    const { workspaceId, key } = await seedWorkspace(store, 'Tagged')
    const developer = await insertDeveloper(store, workspaceId, { email: 'ada@acme.io' })
    await insertActivity(store, workspaceId, { developer_id: developer.id })
    const all = await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'All', filter: {} })
    const headers = { 'x-api-key': key }
    const put = (tags: unknown) => app.inject({ method: 'PUT', url: `/developer/${developer.id}/tags`, headers, payload: { tags } })
    const shown = async () => (await app.inject({ url: `/segment/${all.id}/developers`, headers })).json().data[0].tags

    expect((await put([' champion ', 'Beta', 'beta'])).json().data).toEqual({ developer_id: developer.id, tags: 'champion,Beta' })
    expect(await shown()).toBe('champion,Beta')
    const champions = await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'Champions', filter: { tags: ['champion'] } })
    expect((await app.inject({ url: `/segment/${champions.id}/developers`, headers })).json().data).toHaveLength(1)
    const bad = await put(['a,b'])
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.type).toBe('params_invalid')
    expect((await put([])).json().data.tags).toBe('')
    expect(await shown()).toBe('')
    expect((await app.inject({ method: 'PUT', url: '/developer/nobody/tags', headers, payload: { tags: [] } })).statusCode).toBe(404)

    const cli = (...args: string[]) => runDevtrail(['developer', 'tags', developer.id, ...args, '--json'], { DATABASE_URL: database.url })
    expect((await cli('--add', 'vip,speaker')).json?.tags).toEqual(['vip', 'speaker'])
    expect((await cli('--remove', 'VIP')).json?.tags).toEqual(['speaker'])
    expect((await cli('--clear', '--add', 'x')).status).toBe(2)
    expect((await cli('--clear')).json?.tags).toEqual([])
    expect(await shown()).toBe('')
  }, 60_000)
})
