/**
 * Real server processes: two collectors on one PostgreSQL accept each other's tokens, and a
 * SIGTERM in the middle of a stream of requests loses no answered event.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createApiKey, revokeApiKey } from '../../admin/apiKeys.js'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { openStore } from '../../store/store.js'
import { eventsBody, firstVisit, pageVisits, type Visitor } from '../../../test/collectorLoad.js'
import { killServerProcesses, startServerProcess } from '../../../test/serverProcess.js'
import { createTestDatabase } from '../../../test/stores.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'

const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

function batch(visitor: Visitor, size: number): string {
  return eventsBody(visitor, pageVisits(size))
}

afterAll(killServerProcesses)

const startProcess = (databaseUrl: string) => startServerProcess(databaseUrl, { LOG_LEVEL: 'info' })

describe('server processes', () => {
  it('two collectors on one PostgreSQL accept tokens issued by the other', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase('postgres')
    const store = await openStore(databaseUrl)
    try {
      const workspace = await createWorkspace(store, 'Scaled')
      const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
      const [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)])
      const fromA = await firstVisit(a.url, asset.client_id)
      const fromB = await firstVisit(b.url, asset.client_id)
      const answers = await Promise.all([
        fetch(`${b.url}/v1/events`, { method: 'POST', headers: { 'user-agent': ua }, body: batch(fromA, 3) }),
        fetch(`${a.url}/v1/events`, { method: 'POST', headers: { 'user-agent': ua }, body: batch(fromB, 4) }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ accepted: 3 }, { accepted: 4 }])
      const rows = await store.db.selectFrom('activities').select(['asset_id', 'activity_source']).execute()
      // the two first visits and the seven events
      expect(rows).toEqual(Array.from({ length: 9 }, () => ({ asset_id: asset.id, activity_source: 'DOCS' })))
      a.child.kill('SIGTERM')
      b.child.kill('SIGTERM')
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0])
    } finally {
      await store.close()
      await drop()
    }
  })

  it('a key revoked through one process is refused by another within a second', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase('postgres')
    const store = await openStore(databaseUrl)
    try {
      const workspace = await createWorkspace(store, 'Revoked')
      const { id, key } = await createApiKey(store, workspace.id, 'leaked')
      // default settings: the key cache of each process is what bounds the delay
      const [a, b] = await Promise.all([startServerProcess(databaseUrl), startServerProcess(databaseUrl)])
      const segments = (url: string) => fetch(`${url}/segments`, { headers: { 'x-api-key': key } }).then((answer) => answer.status)
      expect([await segments(a.url), await segments(b.url)]).toEqual([200, 200]) // b has the key cached now
      await revokeApiKey(store, id)
      const revokedAt = Date.now()
      // b still has the key cached: it hears of the revoke when the entry expires
      await waitFor(async () => (await segments(b.url)) === 401, { timeout: 5000, what: 'the other process to refuse the key' })
      expect(Date.now() - revokedAt).toBeLessThanOrEqual(1000)
      expect(await segments(a.url)).toBe(401)
      a.child.kill('SIGTERM')
      b.child.kill('SIGTERM')
      await Promise.all([a.exited, b.exited])
    } finally {
      await store.close()
      await drop()
    }
  })

  it('loses no answered event when SIGTERM arrives mid-stream (SQLite)', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase('sqlite')
    try {
      const store = await openStore(databaseUrl)
      const workspace = await createWorkspace(store, 'Stream')
      const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'website', origins: ['*'] })
      await store.close()
      const server = await startProcess(databaseUrl)
      const visitor: Visitor = { clientId: asset.client_id, anonymousId: randomUUID() }

      let answeredEvents = 0
      let answered = 0
      let refused = 0
      let signalled = false
      const eventsPerRequest = 5
      // 8 senders, at most 100 requests each; SIGTERM once 60 requests have been answered
      const sender = async () => {
        for (let i = 0; i < 100; i += 1) {
          try {
            const response = await fetch(`${server.url}/v1/events`, { method: 'POST', headers: { 'user-agent': ua }, body: batch(visitor, eventsPerRequest) })
            const body = (await response.json()) as { accepted?: number }
            if (response.status === 200) {
              answered += 1
              answeredEvents += body.accepted ?? 0
            } else {
              refused += 1
            }
          } catch {
            refused += 1
          }
          if (answered >= 60 && !signalled) {
            signalled = true
            server.child.kill('SIGTERM')
          }
          if (signalled && server.child.exitCode !== null) return
        }
      }
      await Promise.all(Array.from({ length: 8 }, sender))
      expect(signalled).toBe(true)
      expect(await server.exited).toBe(0)
      expect(answered).toBeGreaterThanOrEqual(60)
      // the stream was cut short: not every request of the bounded loop was answered
      expect(answered + refused).toBeLessThanOrEqual(800)
      expect(answered).toBeLessThan(800)

      const after = await openStore(databaseUrl)
      const stored = await after.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      await after.close()
      expect(stored.n).toBe(answeredEvents)
      expect(answeredEvents).toBe(answered * eventsPerRequest)
    } finally {
      await drop()
    }
  })
})
