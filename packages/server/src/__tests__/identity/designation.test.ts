/** `developer_designation` on activities comes from what is known of the person (a contact import's title), in either order of arrival, on both stores. */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { upsertContacts } from '../../contacts/upsertContacts.js'
import type { Store } from '../../store/store.js'
import { BROWSER_UA } from '../../../test/collectorLoad.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('developer designation on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let key: string
  let docs: Asset
  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'designation-secret-0123456789', dataService: { apiKeyCacheMs: 0 } }, { logger: false })
    workspaceId = (await createWorkspace(store, 'Titles')).id
    key = (await createApiKey(store, workspaceId)).key
    docs = await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  const signIn = async (email: string) => {
    const events = [
      { type: 'PAGE_VISIT', id: randomUUID(), time: Date.now() - 2000, url: 'https://docs.acme.dev/start' },
      { type: 'IDENTIFY', id: randomUUID(), time: Date.now() - 1000, url: 'https://docs.acme.dev/start', identity: { username: email, type: 'email' } },
    ]
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'user-agent': BROWSER_UA },
      payload: { client_id: docs.client_id, anonymous_id: randomUUID(), events },
    })
    expect(answer.statusCode).toBe(200)
  }
  const contact = (email: string, designation: string) => ({
    email,
    full_name: '',
    designation,
    seniority: '',
    job_function: '',
    state: '',
    country: '',
    email_verified: false,
    company_domain: 'titles-co.com',
    tags: '',
  })
  const designationsOf = async (email: string) => {
    const developer = await store.db.selectFrom('developers').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    const answer = await app.inject({ url: `/developer/${developer.id}/activities`, headers: { 'x-api-key': key } })
    const account = await store.db.selectFrom('developers').select('account_id').where('id', '=', developer.id).executeTakeFirstOrThrow()
    const accountAnswer = await app.inject({ url: `/account/${account.account_id}/activities`, headers: { 'x-api-key': key } })
    expect(answer.statusCode).toBe(200)
    return (accountAnswer.json().data as { developer_id: string; developer_designation: string | null }[])
      .filter((row) => row.developer_id === developer.id)
      .map((row) => row.developer_designation)
  }

  it('shows the imported title on the activities of a person who signs in later', async () => {
    await upsertContacts(store, workspaceId, [contact('ada@titles-co.com', 'VP Engineering')])
    await signIn('ada@titles-co.com')
    expect(await designationsOf('ada@titles-co.com')).toEqual(['VP Engineering'])
  })

  it('gives the imported title to activities recorded before the import', async () => {
    await signIn('grace@titles-co.com')
    expect(await designationsOf('grace@titles-co.com')).toEqual([null])
    await upsertContacts(store, workspaceId, [contact('grace@titles-co.com', 'CTO')])
    expect(await designationsOf('grace@titles-co.com')).toEqual(['CTO'])
  })
})
