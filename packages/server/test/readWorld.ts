/**
 * The world of the data-service read tests: two workspaces, an account with 151 developers and
 * 1,205 activities, a never-active account, 120 buyers, and segments of every type.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { newId } from '../src/ids.js'
import { createSegment } from '../src/segments/segment.js'
import type { Store, StoreDialect } from '../src/store/store.js'
import { openapiContract } from './openapiContract.js'
import { createDataServiceApp, insertAccount, insertActivity, insertDeveloper, insertRows, seedWorkspace } from './seed.js'
import { createTestStore } from './stores.js'

/** The reference time of the seeded rows. */
export const T0 = Date.UTC(2024, 4, 1, 10, 20, 30, 123)
export const DAY = 86_400_000

/** Sorts like the service: latest activity first, never-active last, then id descending. */
export function serviceOrder<T extends { id: string; latest_activity: number | null }>(rows: T[]): string[] {
  return [...rows].sort((a, b) => (b.latest_activity ?? -1) - (a.latest_activity ?? -1) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((row) => row.id)
}

/** Seeds the read-test world and answers its keys, rows and segment ids. */
export async function seedReadWorld(store: Store) {
  let key: string
  let otherKey: string
  let acme: Awaited<ReturnType<typeof insertAccount>>
  let idle: Awaited<ReturnType<typeof insertAccount>>
  let otherAccount: Awaited<ReturnType<typeof insertAccount>>
  let developers: { id: string; latest_activity: number | null }[]
  let contacts: { id: string; latest_activity: number | null }[]
  let star: Awaited<ReturnType<typeof insertDeveloper>>
  const segments = { accounts: '', developers: '', vip: '', buyers: '', other: '' }
  const own = await seedWorkspace(store, 'Acme')
  const other = await seedWorkspace(store, 'Other')
  key = own.key
  otherKey = other.key
  const ws = own.workspaceId
  acme = await insertAccount(store, ws, {
    name: 'Acme',
    domain: 'acme.com',
    country: 'US',
    tags: 'enterprise,beta',
    first_activity: T0 - 10 * DAY,
    latest_activity: T0,
    active_developers_count: 150,
    developer_activity: 'HIGH',
    customer_fit: 'STRONG',
  })
  idle = await insertAccount(store, ws, { name: 'Idle', domain: 'idle.io' })
  otherAccount = await insertAccount(store, other.workspaceId, { name: 'Acme elsewhere', domain: 'acme.com' })
  // 250 developers: 150 of Acme, ties on latest_activity, some never active
  developers = Array.from({ length: 250 }, (_, index) => ({
    id: newId(),
    workspace_id: ws,
    account_id: index < 150 ? acme.id : null,
    name: `Dev ${index}`,
    email: `dev${index}@acme.com`,
    tags: index % 2 ? 'oss' : '',
    first_activity: index % 10 === 0 ? null : T0 - DAY,
    latest_activity: index % 10 === 0 ? null : T0 - (index % 7) * 1000,
    created_at: T0,
  }))
  await insertRows(store, 'developers', developers as never)
  star = await insertDeveloper(store, ws, {
    account_id: acme.id,
    name: 'Star',
    email: 'star@acme.com',
    tags: 'vip',
    first_activity: T0 - 5 * DAY,
    latest_activity: T0 + 5000,
  })
  developers.push({ id: star.id, latest_activity: star.latest_activity ?? null })
  await insertDeveloper(store, other.workspaceId, { account_id: otherAccount.id, name: 'Elsewhere' })
  // 1,205 activities of the star developer at Acme, one per second
  await insertRows(
    store,
    'activities',
    Array.from({ length: 1205 }, (_, index) => ({
      id: `act-${String(index).padStart(5, '0')}`,
      workspace_id: ws,
      developer_id: star.id,
      account_id: acme.id,
      activity_type: index % 2 ? 'COPY_COMMAND' : 'PAGE_VISIT',
      activity_source: 'DOCS',
      source_type: 'DOCS_JS',
      page: `https://docs.acme.com/p/${index}`,
      copied_text: index % 2 ? 'npm i acme' : '',
      country: 'US',
      developer_designation: 'Engineer',
      actor: 'star@acme.com',
      occurred_at: T0 - 2_000_000 + index * 1000,
      received_at: T0,
    })),
  )
  await insertActivity(store, ws, { account_id: idle.id, developer_id: null, activity_type: 'PAGE_VISIT', occurred_at: T0 })
  contacts = []
  for (let index = 0; index < 120; index++) contacts.push({ id: newId(), latest_activity: index % 3 ? T0 - index : null })
  await insertRows(
    store,
    'contacts',
    contacts.map((contact, index) => ({
      id: contact.id,
      workspace_id: ws,
      full_name: `Buyer ${index}`,
      email: `buyer${index}@corp.com`,
      designation: 'CTO',
      tags: 'buyer',
      latest_activity: contact.latest_activity,
      first_activity: contact.latest_activity,
      created_at: T0,
      updated_at: T0,
    })) as never,
  )
  segments.accounts = (await createSegment(store, { workspaceId: ws, type: 'ACCOUNT', name: 'All accounts', description: 'every account', filter: {} })).id
  segments.developers = (await createSegment(store, { workspaceId: ws, type: 'DEVELOPER', name: 'All developers', filter: {} })).id
  segments.vip = (await createSegment(store, { workspaceId: ws, type: 'DEVELOPER', name: 'VIPs', filter: { tags: ['vip'] } })).id
  segments.buyers = (await createSegment(store, { workspaceId: ws, type: 'BUYER', name: 'CTOs', filter: { designation: ['cto'] } })).id
  segments.other = (await createSegment(store, { workspaceId: other.workspaceId, type: 'DEVELOPER', name: 'Theirs', filter: {} })).id
  return { key, otherKey, acme, idle, otherAccount, developers, contacts, star, segments }
}

/** What a read-test suite works with; filled in by its beforeAll. */
export interface ReadSuite {
  store: Store
  app: FastifyInstance
  contract: Awaited<ReturnType<typeof openapiContract>>
  world: Awaited<ReturnType<typeof seedReadWorld>>
  /** GETs `url` with the world's key (or `apiKey`) and checks the request id on the way. */
  get(url: string, apiKey?: string): Promise<LightMyRequestResponse>
}

/** Registers the hooks of a read-test suite on a fresh store of `dialect`: seeded world, app, OpenAPI contract. */
export function useReadWorld(dialect: StoreDialect): ReadSuite {
  const suite = {
    async get(url: string, apiKey = suite.world.key) {
      const answer = await suite.app.inject({ url, headers: { 'x-api-key': apiKey } })
      expect(answer.headers['x-request-id']).toEqual(expect.any(String))
      if (answer.statusCode === 200) expect(answer.json().request_id).toBe(answer.headers['x-request-id'])
      return answer
    },
  } as ReadSuite
  beforeAll(async () => {
    suite.store = await createTestStore(dialect)
    suite.app = await createDataServiceApp(suite.store)
    suite.contract = await openapiContract(suite.app)
    suite.world = await seedReadWorld(suite.store)
  })
  afterAll(async () => {
    await suite.app?.close()
    await suite.store?.close()
  })
  return suite
}
