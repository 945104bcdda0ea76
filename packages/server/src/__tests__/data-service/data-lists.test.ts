import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../../store/store.js'
import { openapiContract } from '../../../test/openapiContract.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const USER = 'ops@acme.com'
const mapping = [
  { clientKey: 'domain', fieldType: 'String' },
  { clientKey: 'plan', fieldType: 'String' },
  { clientKey: 'seats', fieldType: 'Number' },
]

describe.each(dialects)('lists on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let contract: Awaited<ReturnType<typeof openapiContract>>
  let key: string
  let otherKey: string

  function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { body?: unknown; user?: string | null; apiKey?: string } = {}) {
    const headers: Record<string, string> = { 'x-api-key': options.apiKey ?? key }
    if (options.user !== null) headers.user = options.user ?? USER
    return app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) })
  }

  async function createList(body: Record<string, unknown>, options: { user?: string; apiKey?: string } = {}) {
    const answer = await call('POST', '/api/product/list', { body, ...options })
    expect(answer.statusCode, answer.body).toBe(201)
    contract.check('POST', '/api/product/list', 201, answer.json())
    return answer.json() as { id: string; name: string; description: string; type: string }
  }

  async function expectError(answer: Awaited<ReturnType<typeof call>>, status: number, type: string, message?: RegExp | string) {
    expect(answer.statusCode, answer.body).toBe(status)
    expect(answer.json()).toEqual({ error: { message: expect.any(String), type } })
    if (message) expect(answer.json().error.message).toMatch(message)
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    contract = await openapiContract(app)
    key = (await seedWorkspace(store, 'Acme')).key
    otherKey = (await seedWorkspace(store, 'Other')).key
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('creates lists (201 with the List) and fetches only the user’s lists as a bare array', async () => {
    const accounts = await createList({ name: 'Targets', description: 'Q3 targets', type: 'ACCOUNT', primaryKey: 'domain', mapping })
    expect(accounts).toEqual({ id: expect.any(String), name: 'Targets', description: 'Q3 targets', type: 'ACCOUNT' })
    const people = await createList(
      { name: 'People', type: 'DEVELOPER', primaryKey: 'login', mapping: [{ clientKey: 'login', fieldType: 'String' }] },
      { user: 'OPS@Acme.com' },
    )
    expect(people.description).toBe('')
    await createList({ name: 'Someone else', type: 'ACCOUNT', primaryKey: 'domain', mapping }, { user: 'other@acme.com' })
    await createList({ name: 'Targets', type: 'ACCOUNT', primaryKey: 'domain', mapping }, { apiKey: otherKey })
    const mine = await call('GET', '/api/product/list')
    expect(mine.statusCode).toBe(200)
    contract.check('GET', '/api/product/list', 200, mine.json())
    expect(mine.json()).toEqual([accounts, people])
    const theirs = await call('GET', '/api/product/list', { user: 'nobody@acme.com' })
    expect(theirs.json()).toEqual([])
  })

  it('rejects bad list definitions', async () => {
    const base = { name: 'Fresh', type: 'ACCOUNT', primaryKey: 'domain', mapping }
    await expectError(await call('POST', '/api/product/list', { body: { ...base, name: 'Targets' } }), 409, 'name_taken', /Targets/)
    await expectError(await call('POST', '/api/product/list', { body: { ...base, type: 'BUYER' } }), 400, 'params_invalid', /type/)
    await expectError(
      await call('POST', '/api/product/list', { body: { ...base, primaryKey: 'email' } }),
      400,
      'params_invalid',
      /^primaryKey: "email" is not a clientKey/,
    )
    await expectError(await call('POST', '/api/product/list', { body: { ...base, mapping: [] } }), 400, 'params_invalid', /mapping/)
    await expectError(
      await call('POST', '/api/product/list', { body: { ...base, mapping: [...mapping, { clientKey: 'plan', fieldType: 'String' }] } }),
      400,
      'params_invalid',
      /^mapping\[3\]\.clientKey: "plan" appears twice/,
    )
    await expectError(await call('POST', '/api/product/list', { body: { ...base, name: undefined } }), 400, 'params_invalid', /name/)
    await expectError(await call('POST', '/api/product/list', { body: base, user: null }), 400, 'params_invalid', /user/)
    await expectError(await call('POST', '/api/product/list', { body: base, user: 'not-an-email' }), 400, 'params_invalid', /user/)
    await expectError(await call('GET', '/api/product/list', { user: null }), 400, 'params_invalid', /user/)
    const error = await call('POST', '/api/product/list', { body: { ...base, name: 'Targets' } })
    contract.check('POST', '/api/product/list', 409, error.json())
  })

  it('adds rows all-or-nothing, upserts re-added keys and answers the counts', async () => {
    const list = await createList({ name: 'Rows', type: 'ACCOUNT', primaryKey: 'domain', mapping })
    const url = `/api/product/list/${list.id}`
    const added = await call('PUT', url, {
      body: {
        type: 'ACCOUNT',
        entities: [
          { primaryKey: 'acme.com', clientKey: 'domain', fieldType: 'String', companyData: { plan: 'pro', seats: 10 } },
          { primaryKey: 'https://www.Globex.com/', companyData: { plan: 'free' } },
        ],
      },
    })
    expect(added.statusCode, added.body).toBe(200)
    contract.check('PUT', '/api/product/list/{list_id}', 200, added.json())
    expect(added.json()).toEqual({ data: { list_id: list.id, added: 2, updated: 0 }, request_id: added.headers['x-request-id'] })
    const again = await call('PUT', url, {
      body: { entities: [{ primaryKey: 'ACME.com', companyData: { plan: 'enterprise' } }, { primaryKey: 'initech.com' }] },
    })
    expect(again.json().data).toEqual({ list_id: list.id, added: 1, updated: 1 })
    const rows = await store.db.selectFrom('list_rows').select(['row_key', 'data']).where('list_id', '=', list.id).orderBy('row_key').execute()
    expect(rows.map((row) => row.row_key)).toEqual(['acme.com', 'globex.com', 'initech.com'])
    expect(JSON.parse(rows[0]!.data)).toEqual({ primaryKey: 'ACME.com', companyData: { plan: 'enterprise' } })

    const bad = await call('PUT', url, {
      body: { entities: [{ primaryKey: 'new.com' }, { primaryKey: 'ok.com' }, { primaryKey: 'x.com' }, { primaryKey: 'not a domain' }] },
    })
    await expectError(bad, 400, 'params_invalid', /^entities\[3\]\.primaryKey: "not a domain" is not a domain/)
    contract.check('PUT', '/api/product/list/{list_id}', 400, bad.json())
    await expectError(
      await call('PUT', url, { body: { entities: [{ primaryKey: 'new.com', companyData: { colour: 'red' } }] } }),
      400,
      'params_invalid',
      /^entities\[0\]\.companyData\.colour: not a mapped column/,
    )
    await expectError(
      await call('PUT', url, { body: { entities: [{ primaryKey: 'new.com', clientKey: 'website' }] } }),
      400,
      'params_invalid',
      /^entities\[0\]\.clientKey:/,
    )
    await expectError(await call('PUT', url, { body: { type: 'DEVELOPER', entities: [{ primaryKey: 'new.com' }] } }), 400, 'params_invalid', /^type:/)
    await expectError(await call('PUT', url, { body: { entities: [] } }), 400, 'params_invalid', /entities/)
    await expectError(await call('PUT', url, { body: {} }), 400, 'params_invalid', /entities/)
    const tooMany = Array.from({ length: 1001 }, (_, index) => ({ primaryKey: `d${index}.com` }))
    await expectError(await call('PUT', url, { body: { entities: tooMany } }), 400, 'params_invalid', /1000/)
    const count = await store.db
      .selectFrom('list_rows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', list.id)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(3)

    const thousand = Array.from({ length: 1000 }, (_, index) => ({ primaryKey: `d${index}.com`, companyData: { plan: 'bulk', seats: index } }))
    const bulk = await call('PUT', url, { body: { entities: thousand } })
    expect(bulk.json().data).toEqual({ list_id: list.id, added: 1000, updated: 0 })
  })

  it('checks DEVELOPER list keys: e-mail, GitHub login or LinkedIn id', async () => {
    const list = await createList({ name: 'Devs', type: 'DEVELOPER', primaryKey: 'id', mapping: [{ clientKey: 'id', fieldType: 'String' }] })
    const url = `/api/product/list/${list.id}`
    const answer = await call('PUT', url, {
      body: {
        entities: [
          { primaryKey: 'Jane@Corp.com' },
          { primaryKey: 'octocat' },
          { primaryKey: 'https://github.com/Octo-Dev' },
          { primaryKey: 'https://www.linkedin.com/in/jane-doe-123/' },
          { primaryKey: 'linkedin:john-smith' },
        ],
      },
    })
    expect(answer.json().data).toEqual({ list_id: list.id, added: 5, updated: 0 })
    const keys = await store.db.selectFrom('list_rows').select('row_key').where('list_id', '=', list.id).orderBy('row_key').execute()
    expect(keys.map((row) => row.row_key)).toEqual(['github:octo-dev', 'github:octocat', 'jane@corp.com', 'linkedin:jane-doe-123', 'linkedin:john-smith'])
    const upsert = await call('PUT', url, { body: { entities: [{ primaryKey: 'github.com/octocat' }, { primaryKey: 'jane@corp.com' }] } })
    expect(upsert.json().data).toEqual({ list_id: list.id, added: 0, updated: 2 })
    await expectError(
      await call('PUT', url, { body: { entities: [{ primaryKey: 'jane@corp.com' }, { primaryKey: 'not a person!' }] } }),
      400,
      'params_invalid',
      /^entities\[1\]\.primaryKey: /,
    )
    await expectError(await call('PUT', url, { body: { entities: [{ primaryKey: 'acme.com/x y' }] } }), 400, 'params_invalid', /^entities\[0\]\.primaryKey/)
  })

  it('404s lists of another user or workspace, and unknown lists', async () => {
    const list = await createList({ name: 'Private', type: 'ACCOUNT', primaryKey: 'domain', mapping })
    const body = { entities: [{ primaryKey: 'acme.com' }] }
    await expectError(await call('PUT', `/api/product/list/${list.id}`, { body, user: 'intruder@acme.com' }), 404, 'not_found')
    await expectError(await call('PUT', `/api/product/list/${list.id}`, { body, apiKey: otherKey }), 404, 'not_found')
    const missing = await call('PUT', '/api/product/list/missing', { body })
    await expectError(missing, 404, 'not_found')
    contract.check('PUT', '/api/product/list/{list_id}', 404, missing.json())
  })
})
