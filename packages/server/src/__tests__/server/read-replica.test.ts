/**
 * A PostgreSQL streaming replica (pg_basebackup + hot standby) behind DATABASE_READ_URL: the data
 * service's reads are served from it (a replica whose replay is paused does not see a new
 * activity the primary has), writes stay on the primary, and once replay resumes the reads are
 * current again.
 */
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { ConfigError } from '../../config/configError.js'
import { loadConfig } from '../../config/loadConfig.js'
import { openStore, type Store } from '../../store/store.js'
import { startPgCluster, startPgStandby, type PgCluster, type PgStandby } from '../../../test/pgCluster.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'
import { insertActivity, insertDeveloper, seedWorkspace } from '../../../test/seed.js'

/** Resolves once `check` holds (polled every 50 ms for up to 10 s). */
function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  return waitFor(check, { timeout: 10_000, interval: 50, what })
}

describe('read replica', () => {
  let primary: PgCluster
  let standby: PgStandby
  let store: Store
  let readStore: Store
  let app: FastifyInstance

  beforeAll(async () => {
    primary = await startPgCluster()
    store = await openStore(primary.url)
    standby = await startPgStandby(primary.url)
    readStore = await openStore(standby.url, { migrate: false })
    app = await createApp(
      { store, readStore, tokenSecret: 'replica-test-secret-0123456789', dataService: { segmentSnapshotMs: 0, apiKeyCacheMs: 0 } },
      { logger: false },
    )
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await readStore?.close()
    await store?.close()
    standby?.stop()
    primary?.stop()
  })

  it('serves data-service reads from the replica, writes on the primary, and is current once replay runs', async () => {
    const { workspaceId, key } = await seedWorkspace(store)
    const developer = await insertDeveloper(store, workspaceId)
    await insertActivity(store, workspaceId, { developer_id: developer.id, page: 'https://docs.acme.io/first' })
    const activities = async () => {
      const answer = await app.inject({ method: 'GET', url: `/developer/${developer.id}/activities`, headers: { 'x-api-key': key } })
      return answer.statusCode === 200 ? (answer.json().data as unknown[]).length : -1
    }
    await waitUntil(async () => (await activities()) === 1, 'the first activity on the replica')

    const replica = new pg.Client({ connectionString: standby.url })
    await replica.connect()
    try {
      expect((await replica.query('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(true)
      await replica.query('select pg_wal_replay_pause()')
      await waitUntil(async () => (await replica.query('select pg_get_wal_replay_pause_state() as state')).rows[0].state === 'paused', 'replay to pause')
      await insertActivity(store, workspaceId, { developer_id: developer.id, page: 'https://docs.acme.io/second' })
      const onPrimary = await store.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('developer_id', '=', developer.id)
        .executeTakeFirstOrThrow()
      expect(Number(onPrimary.n)).toBe(2)
      // the replica has not replayed the second activity: an answer of 1 comes from it
      expect(await activities()).toBe(1)
      // a write through the data service goes to the primary (the standby refuses writes)
      const created = await app.inject({
        method: 'POST',
        url: '/api/product/list',
        headers: { 'x-api-key': key, user: 'ops@acme.io' },
        payload: { name: 'Targets', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] },
      })
      expect(created.statusCode, created.body).toBe(201)
      await replica.query('select pg_wal_replay_resume()')
    } finally {
      await replica.end()
    }
    await waitUntil(async () => (await activities()) === 2, 'the replica to catch up')
  }, 60_000)

  it('takes DATABASE_READ_URL only as a PostgreSQL replica of a PostgreSQL primary', () => {
    const base = { TOKEN_SECRET: 'replica-test-secret-0123456789' }
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/primary', DATABASE_READ_URL: 'postgres://replica/primary' }).databaseReadUrl).toBe(
      'postgres://replica/primary',
    )
    expect(() => loadConfig({ ...base, DATABASE_URL: 'sqlite::memory:', DATABASE_READ_URL: 'postgres://replica/x' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://db/primary', DATABASE_READ_URL: 'sqlite:./replica.db' })).toThrow(ConfigError)
  })
})
