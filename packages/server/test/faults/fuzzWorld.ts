/** A small workspace with one of everything, so fuzzed requests can reach real rows. */
import { randomUUID } from 'node:crypto'
import { createAsset } from '../../src/admin/assets.js'
import { createAudience } from '../../src/audiences/audience.js'
import { issueToken } from '../../src/collector/tokens.js'
import { createList } from '../../src/lists/list.js'
import { createSegment } from '../../src/segments/segment.js'
import type { Store } from '../../src/store/store.js'
import { insertAccount, insertDeveloper, seedWorkspace } from '../seed.js'
import { createApiKey } from '../../src/admin/apiKeys.js'
import type { FuzzWorld } from './routeFuzz.js'

/** The token secret the fuzzed app must be created with. */
export const FUZZ_TOKEN_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret'

/** Seeds the workspace the fuzz aims at. */
export async function seedFuzzWorld(store: Store): Promise<FuzzWorld> {
  const { workspaceId } = await seedWorkspace(store, 'Fuzz')
  // an admin key reaches every route, the settings routes included
  const { key } = await createApiKey(store, workspaceId, 'fuzz', 'admin')
  const asset = await createAsset(store, { workspaceId, kind: 'docs', origins: ['https://fuzz.devtrail.test'] })
  const account = await insertAccount(store, workspaceId, { domain: 'fuzz.example.com' })
  const developer = await insertDeveloper(store, workspaceId, { account_id: account.id, email: 'dev@fuzz.example.com' })
  const segment = await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'Fuzz accounts', filter: {} })
  const buyers = await createSegment(store, { workspaceId, type: 'BUYER', name: 'Fuzz buyers', filter: {} })
  const audience = await createAudience(store, { workspaceId, segmentId: buyers.id, name: 'Fuzz audience', createdBy: 'fuzz@acme.com' })
  const list = await createList(store, workspaceId, 'fuzz@acme.com', {
    name: 'Fuzz list',
    type: 'ACCOUNT',
    primaryKey: 'domain',
    mapping: [{ clientKey: 'domain', fieldType: 'String' }],
  })
  const anonymousId = randomUUID()
  const { token } = issueToken(FUZZ_TOKEN_SECRET, { clientId: asset.client_id, anonymousId })
  return {
    apiKey: key,
    clientId: asset.client_id,
    anonymousId,
    token,
    segmentId: segment.id,
    accountId: account.id,
    developerId: developer.id,
    audienceId: audience.id,
    listId: list.id,
  }
}
