/** Buyers are Developer records: a buyer's id answers on /developer/{id}/activities, on both stores. */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { createDataServiceApp, insertActivity, insertContact, insertDeveloper, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('buyer ids on developer activities on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it("answers the linked developer's activities for a buyer id, none for a buyer not yet seen, 404 for anything else", async () => {
    const { workspaceId, key } = await seedWorkspace(store, 'Buyers')
    const other = await seedWorkspace(store, 'Other')
    const developer = await insertDeveloper(store, workspaceId, { email: 'cto@acme.io' })
    await insertActivity(store, workspaceId, { developer_id: developer.id, activity_type: 'COPY_COMMAND', copied_text: 'npm i acme' })
    await insertContact(store, workspaceId, { email: 'cto@acme.io', developer_id: developer.id })
    await insertContact(store, workspaceId, { email: 'vp@acme.io' })
    const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'All buyers', filter: {} })
    const headers = { 'x-api-key': key }
    const listed = (await app.inject({ url: `/segment/${buyers.id}/buyers`, headers })).json().data as { id: string; developer_business_email: string }[]
    const byEmail = new Map(listed.map((buyer) => [buyer.developer_business_email, buyer.id]))
    const linked = await app.inject({ url: `/developer/${byEmail.get('cto@acme.io')}/activities`, headers })
    expect(linked.statusCode).toBe(200)
    expect(linked.json().data).toEqual([expect.objectContaining({ activity_type: 'COPY_COMMAND', copied_text: 'npm i acme' })])
    const unseen = await app.inject({ url: `/developer/${byEmail.get('vp@acme.io')}/activities`, headers })
    expect(unseen.statusCode).toBe(200)
    expect(unseen.json().data).toEqual([])
    expect((await app.inject({ url: '/developer/nobody/activities', headers })).statusCode).toBe(404)
    // another workspace's key does not see these buyers
    expect((await app.inject({ url: `/developer/${byEmail.get('cto@acme.io')}/activities`, headers: { 'x-api-key': other.key } })).statusCode).toBe(404)
  })
})
