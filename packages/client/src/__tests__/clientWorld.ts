/**
 * A seeded workspace behind a real listening Devtrail server, for the client tests: 230 accounts
 * (three pages), developers with activities, 120 buyers, one segment of each type and an audience.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { createAudience } from '../../../server/src/audiences/audience.js'
import type { DataServiceOptions } from '../../../server/src/dataService/settings.js'
import { newId } from '../../../server/src/ids.js'
import { createSegment } from '../../../server/src/segments/segment.js'
import type { Store } from '../../../server/src/store/store.js'
import { createDataServiceApp, insertActivity, insertDeveloper, insertRows, seedWorkspace } from '../../../server/test/seed.js'

/** When the seeded activity happened: accounts and buyers are spaced one second apart before it. */
export const T0 = Date.UTC(2025, 2, 3, 4, 5, 6)
export const ACCOUNT_COUNT = 230
export const BUYER_COUNT = 120

/** Ids of what the world holds. */
export interface ClientWorld {
  key: string
  acmeId: string
  developerIds: string[]
  accountSegmentId: string
  developerSegmentId: string
  buyerSegmentId: string
  audienceId: string
}

/** Seeds a workspace on `store`. */
export async function seedClientWorld(store: Store): Promise<ClientWorld> {
  const { workspaceId, key } = await seedWorkspace(store, 'Client')
  const accounts = Array.from({ length: ACCOUNT_COUNT }, (_, index) => ({
    id: newId(),
    workspace_id: workspaceId,
    name: index === 0 ? 'Acme' : `Company ${index}`,
    domain: index === 0 ? 'acme.com' : `company${index}.example.com`,
    first_activity: T0 - 86_400_000,
    latest_activity: T0 - index * 1000,
    created_at: T0,
  }))
  await insertRows(store, 'accounts', accounts)
  const acmeId = accounts[0]!.id
  const developerIds: string[] = []
  for (const [index, name] of ['Ada', 'Grace', 'Linus'].entries()) {
    const developer = await insertDeveloper(store, workspaceId, {
      account_id: acmeId,
      name,
      email: `${name.toLowerCase()}@acme.com`,
      first_activity: T0 - 86_400_000,
      latest_activity: T0 - index * 1000,
    })
    developerIds.push(developer.id)
  }
  for (let index = 0; index < 5; index++) {
    await insertActivity(store, workspaceId, {
      developer_id: developerIds[0]!,
      account_id: acmeId,
      page: `https://docs.acme.dev/page-${index}`,
      occurred_at: T0 - index * 60_000,
      received_at: T0,
    })
  }
  const buyers = Array.from({ length: BUYER_COUNT }, (_, index) => ({
    id: newId(),
    workspace_id: workspaceId,
    full_name: `Buyer ${index}`,
    email: `buyer${index}@acme.com`,
    email_verified: 1,
    designation: 'Head of Platform',
    country: 'US',
    latest_activity: T0 - index * 1000,
    created_at: T0,
    updated_at: T0,
  }))
  await insertRows(store, 'contacts', buyers)
  const accountSegmentId = (await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'All accounts', filter: {} })).id
  const developerSegmentId = (await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'All developers', filter: {} })).id
  const buyerSegmentId = (await createSegment(store, { workspaceId, type: 'BUYER', name: 'Platform buyers', filter: {} })).id
  const audience = await createAudience(store, { workspaceId, name: 'Platform leads', segmentId: buyerSegmentId, limit: 500, createdBy: 'ops@acme.com' })
  return { key, acmeId, developerIds, accountSegmentId, developerSegmentId, buyerSegmentId, audienceId: audience.id }
}

/** A data-service app over `store` listening on a free port of 127.0.0.1, and its base URL. */
export async function listeningApp(store: Store, dataService: DataServiceOptions = {}): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await createDataServiceApp(store, dataService)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}
