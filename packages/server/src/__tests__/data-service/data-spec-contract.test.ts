/**
 * The response contract from the spec: every field of the section 2 tables of the product spec
 * (test/specResources.ts) appears in the real answers with its JSON type, or null where the served
 * schema says the value may be unknown, and nothing else does.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAudience } from '../../audiences/audience.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import type { TSchema } from 'typebox'
import { Account, AccountActivity, Audience, AudienceMember, DeveloperActivity, List, Segment, SegmentDeveloper } from '../../dataService/schemas.js'
import { createDataServiceApp, insertAccount, insertActivity, insertContact, insertDeveloper, seedWorkspace } from '../../../test/seed.js'
import { SPEC_RESOURCES, type SpecType } from '../../../test/specResources.js'
import { createTestStore, dialects } from '../../../test/stores.js'

type JsonType = SpecType

/** The spec's resources (section 2, kept in the repository) as {field: JSON type}. */
function specResources(): Map<string, Map<string, JsonType>> {
  return new Map(Object.entries(SPEC_RESOURCES).map(([name, fields]) => [name, new Map(Object.entries(fields))]))
}

function jsonType(value: unknown): JsonType | 'null' | 'number' | 'undefined' {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as JsonType
}

const SCHEMAS: Record<string, TSchema> = {
  Segment,
  Account,
  'Account activity record': AccountActivity,
  Developer: SegmentDeveloper,
  'Developer activity record': DeveloperActivity,
  List,
  Audience,
  'Audience member': AudienceMember,
}

/** The fields of a resource whose response schema admits null. */
function nullableFields(name: string): Set<string> {
  const properties = (SCHEMAS[name] as { properties?: Record<string, { anyOf?: { type?: string }[] }> } | undefined)?.properties ?? {}
  return new Set(
    Object.entries(properties)
      .filter(([, schema]) => schema.anyOf?.some((option) => option.type === 'null'))
      .map(([field]) => field),
  )
}

const RESOURCES = ['Segment', 'Account', 'Account activity record', 'Developer', 'Developer activity record', 'List', 'Audience', 'Audience member']

describe.each(dialects)('response contract of the data service resource tables on %s', (dialect) => {
  const spec = specResources()
  let store: Store
  let app: FastifyInstance
  const samples = new Map<string, Record<string, unknown>[]>()

  function expectResource(name: string, records: Record<string, unknown>[], options: { without?: string[] } = {}) {
    const fields = spec.get(name)
    expect(fields, `the resource tables have a ${name} table`).toBeDefined()
    const expected = new Map([...fields!].filter(([field]) => !options.without?.includes(field)))
    expect(records.length, `${name}: some records to check`).toBeGreaterThan(0)
    for (const record of records) {
      expect(Object.keys(record).sort(), name).toEqual([...expected.keys()].sort())
      for (const [field, type] of expected) {
        // a value Devtrail does not know is null, where the served schema (and so the OpenAPI document) says so
        const allowed = nullableFields(name).has(field) ? [type, 'null'] : [type]
        expect(allowed, `${name}.${field}`).toContain(jsonType(record[field]))
      }
    }
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    const { workspaceId, key } = await seedWorkspace(store)
    const now = Date.now()
    const account = await insertAccount(store, workspaceId, { domain: 'acme.com', first_activity: now - 1000, latest_activity: now, tags: 'a,b' })
    await insertAccount(store, workspaceId, { domain: 'never.io' })
    const developer = await insertDeveloper(store, workspaceId, {
      account_id: account.id,
      email: 'dev@acme.com',
      first_activity: now - 1000,
      latest_activity: now,
      tags: 'oss',
    })
    await insertDeveloper(store, workspaceId, { account_id: account.id })
    await insertActivity(store, workspaceId, { account_id: account.id, developer_id: developer.id, copied_text: 'npm i acme' })
    await insertActivity(store, workspaceId, { account_id: account.id })
    await insertContact(store, workspaceId, { full_name: 'Ann', latest_activity: now, email_verified: 1 })
    await insertContact(store, workspaceId, { full_name: 'Bob' })
    const accounts = await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'A', filter: {} })
    const developers = await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'D', filter: {} })
    const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'B', filter: {} })
    const audience = await createAudience(store, { workspaceId, name: 'Aud', segmentId: buyers.id, createdBy: 'ops@acme.com' })
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-api-key': key, user: 'ops@acme.com' } })).json()
    samples.set('Segment', (await get('/segments')).data)
    samples.set('Account', (await get(`/segment/${accounts.id}/accounts`)).data)
    samples.set('Account activity record', (await get(`/account/${account.id}/activities`)).data)
    samples.set('Developer of an account', (await get(`/account/${account.id}/developers`)).data)
    samples.set('Developer of a segment', (await get(`/segment/${developers.id}/developers`)).data)
    samples.set('Buyer', (await get(`/segment/${buyers.id}/buyers`)).data)
    samples.set('Developer activity record', (await get(`/developer/${developer.id}/activities`)).data)
    const created = await app.inject({
      method: 'POST',
      url: '/api/product/list',
      headers: { 'x-api-key': key, user: 'ops@acme.com' },
      payload: { name: 'L', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] },
    })
    samples.set('List', [created.json(), ...(await get('/api/product/list'))])
    samples.set('Audience', (await get('/audiences')).data)
    samples.set('Audience member', (await get(`/audiences/${audience.id}/members?page=1`)).data)
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('reads every resource table of section 2', () => {
    for (const name of RESOURCES) expect(spec.get(name)?.size, name).toBeGreaterThan(0)
    expect(spec.get('Account')?.get('latest_activity')).toBe('integer')
    expect(spec.get('Audience member')?.get('email_verified')).toBe('boolean')
  })

  it('answers Segment, Account and the activity records with exactly the spec fields and types', () => {
    expectResource('Segment', samples.get('Segment')!)
    expectResource('Account', samples.get('Account')!)
    expectResource('Account activity record', samples.get('Account activity record')!)
    expectResource('Developer activity record', samples.get('Developer activity record')!)
  })

  it('answers Developer with tags for segments and buyers, without tags for an account', () => {
    expectResource('Developer', samples.get('Developer of a segment')!)
    expectResource('Developer', samples.get('Buyer')!)
    expectResource('Developer', samples.get('Developer of an account')!, { without: ['tags'] })
  })

  it('answers List, Audience and Audience member with exactly the spec fields and types', () => {
    expectResource('List', samples.get('List')!)
    expectResource('Audience', samples.get('Audience')!)
    expectResource('Audience member', samples.get('Audience member')!)
  })
})
