/**
 * The client example of the root README (docs/guides/snippets/data-service-client.ts, the same
 * calls as its curl examples) runs as written against a real server and prints what it read.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Store } from '../../../server/src/store/store.js'
import { createTestStore } from '../../../server/test/stores.js'
import { ACCOUNT_COUNT, BUYER_COUNT, type ClientWorld, listeningApp, seedClientWorld } from './clientWorld.js'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const example = 'docs/guides/snippets/data-service-client.ts'

describe('the README client example', () => {
  let store: Store
  let app: FastifyInstance
  let baseUrl: string
  let world: ClientWorld

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    world = await seedClientWorld(store)
    ;({ app, baseUrl } = await listeningApp(store))
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('runs every call against the server', async () => {
    const env = {
      ...process.env,
      BASE: baseUrl,
      KEY: world.key,
      ACCOUNT_SEGMENT_ID: world.accountSegmentId,
      DEVELOPER_SEGMENT_ID: world.developerSegmentId,
      BUYER_SEGMENT_ID: world.buyerSegmentId,
      ACCOUNT_ID: world.acmeId,
      DEVELOPER_ID: world.developerIds[0]!,
      AUDIENCE_ID: world.audienceId,
    }
    // @devtrail/client resolves to the built package, as it would for a user
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', example], { cwd: root, env })
    const lines = stdout.trim().split('\n')
    expect(lines.slice(0, 3)).toEqual([`3 ${Math.ceil(ACCOUNT_COUNT / 100)} 5 3 3`, `5 100 1 1 1 ${Math.ceil(BUYER_COUNT / 100)}`, 'acme.com champion,beta'])
    expect(lines.at(-2)).toMatch(/^404 not_found \S+$/)
    expect(lines.at(-1)).toBe('5')
  }, 60_000)
})
