/** Event ids are unique per workspace: an id another workspace used is stored, not dropped; on both stores. */
import { randomUUID } from 'node:crypto'
import SqliteDatabase from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import type { CollectorOptions } from '../../routes/collector.js'
import { migrationProvider } from '../../store/migrations/index.js'
import { openStore, sqlitePathOf, type Store, type StoreDialect } from '../../store/store.js'
import { insertActivity } from '../../../test/seed.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'

const secret = 'activity-ids-test-secret-0123456789'
/** isbot counts node's fetch and inject as bots: send what a browser sends. */
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** Every index on activities after the migrations (001 and 003), the key aside. */
const activityIndexesOf = (dialect: string) =>
  [
    // the country refresh's partial index (migration 028)
    'activities_account_country',
    'activities_account_time',
    'activities_developer_time',
    'activities_visitor',
    // the dashboard's live feed (migration 016)
    'activities_workspace_received',
    // the alert evaluation mark's order (migration 027)
    dialect === 'postgres' ? 'activities_workspace_seq' : 'activities_workspace_rowid',
    'activities_workspace_time',
    'activities_workspace_type_time',
  ].sort()

interface Tenant {
  workspaceId: string
  key: string
  asset: Asset
  origin: string
}

/** A Kysely over `url` without the store's migrations, to build a database as an older server left it. */
function unmigratedDb(dialect: StoreDialect, url: string): Kysely<any> {
  if (dialect === 'sqlite') return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(sqlitePathOf(url)) }) })
  return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) })
}

async function activityIndexes(store: Store): Promise<string[]> {
  const rows =
    store.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'activities' and sql is not null`.execute(store.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'activities' and indexname <> 'activities_pkey'`.execute(
          store.db,
        )
  return rows.rows.map((row) => row.name).sort()
}

describe.each(dialects)('activity ids per workspace on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let acme: Tenant
  let globex: Tenant

  const tenant = async (name: string, origin: string): Promise<Tenant> => {
    const workspace = await createWorkspace(store, name)
    const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: [origin] })
    return { workspaceId: workspace.id, key: (await createApiKey(store, workspace.id)).key, asset, origin }
  }
  const send = (to: Tenant, anonymousId: string, events: object[]) =>
    app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, origin: to.origin },
      payload: JSON.stringify({ client_id: to.asset.client_id, anonymous_id: anonymousId, events }),
    })
  const pageVisit = (id: string, url: string) => ({ type: 'PAGE_VISIT', id, time: Date.now() - 1000, url, title: 'Start' })
  const stored = (id: string) => store.db.selectFrom('activities').select(['workspace_id', 'page']).where('id', '=', id).orderBy('page').execute()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    // a wide group window: requests sent together are written in one transaction
    const options: CollectorOptions = { store, tokenSecret: secret, groupCommit: { maxWaitMs: 100 } }
    app = await createApp(options)
    acme = await tenant('Acme', 'https://docs.acme.io')
    globex = await tenant('Globex', 'https://docs.globex.io')
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('stores an event id another workspace already used, in each workspace, and each reads only its own', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()]
    const identify = (email: string) => ({
      type: 'IDENTIFY',
      id: randomUUID(),
      time: Date.now() - 2000,
      url: 'https://docs.example/login',
      identity: { username: email, type: 'email' },
    })
    expect((await send(acme, alice, [identify('alice@acme.io')])).json()).toMatchObject({ accepted: 1 })
    expect((await send(globex, bob, [identify('bob@globex.io')])).json()).toMatchObject({ accepted: 1 })

    const shared = randomUUID()
    expect((await send(acme, alice, [pageVisit(shared, 'https://docs.acme.io/start')])).json()).toMatchObject({ accepted: 1 })
    // the same id in upper case is the same event: a different workspace still gets its own row
    expect((await send(globex, bob, [pageVisit(shared.toUpperCase(), 'https://docs.globex.io/start')])).json()).toMatchObject({ accepted: 1 })
    expect(await stored(shared)).toEqual([
      { workspace_id: acme.workspaceId, page: 'https://docs.acme.io/start' },
      { workspace_id: globex.workspaceId, page: 'https://docs.globex.io/start' },
    ])

    for (const [who, anonymousId, page] of [
      [acme, alice, 'https://docs.acme.io/start'],
      [globex, bob, 'https://docs.globex.io/start'],
    ] as const) {
      const visitor = await store.db.selectFrom('visitors').select('developer_id').where('anonymous_id', '=', anonymousId).executeTakeFirstOrThrow()
      const developer = await store.db.selectFrom('developers').selectAll().where('id', '=', visitor.developer_id!).executeTakeFirstOrThrow()
      expect(developer.latest_activity).not.toBeNull()
      const headers = { 'x-api-key': who.key }
      const byDeveloper = await app.inject({ url: `/developer/${developer.id}/activities`, headers })
      expect(byDeveloper.statusCode).toBe(200)
      expect(byDeveloper.json().data).toEqual([expect.objectContaining({ activity_type: 'PAGE_VISIT', account_id: developer.account_id })])
      const byAccount = await app.inject({ url: `/account/${developer.account_id}/activities`, headers })
      expect(byAccount.json().data).toEqual([expect.objectContaining({ page, developer_id: developer.id })])
      // the other workspace's key does not reach this developer
      const other = who === acme ? globex : acme
      expect((await app.inject({ url: `/developer/${developer.id}/activities`, headers: { 'x-api-key': other.key } })).statusCode).toBe(404)
    }
  })

  it('still stores an id sent twice in one workspace once', async () => {
    const [id, anonymousId] = [randomUUID(), randomUUID()]
    expect((await send(acme, anonymousId, [pageVisit(id, 'https://docs.acme.io/first')])).json()).toMatchObject({ accepted: 1 })
    expect((await send(acme, randomUUID(), [pageVisit(id.toUpperCase(), 'https://docs.acme.io/again')])).json()).toMatchObject({ accepted: 1 })
    expect(await stored(id)).toEqual([{ workspace_id: acme.workspaceId, page: 'https://docs.acme.io/first' }])
  })

  it('stores one id from two workspaces written in one group commit, in both', async () => {
    const id = randomUUID()
    const answers = await Promise.all([
      send(acme, randomUUID(), [pageVisit(id, 'https://docs.acme.io/together')]),
      send(globex, randomUUID(), [pageVisit(id, 'https://docs.globex.io/together')]),
      // and a retry of the Acme event in the same group is still one row
      send(acme, randomUUID(), [pageVisit(id, 'https://docs.acme.io/retried')]),
    ])
    expect(answers.map((answer) => answer.json())).toEqual([1, 1, 1].map((accepted) => expect.objectContaining({ accepted })))
    const rows = await store.db.selectFrom('activities').select('workspace_id').where('id', '=', id).orderBy('workspace_id').execute()
    expect(rows.map((row) => row.workspace_id)).toEqual([acme.workspaceId, globex.workspaceId].sort())
  })

  it('keys activities by (workspace, id): one id in two workspaces is fine, twice in one is refused', async () => {
    const id = randomUUID()
    await insertActivity(store, acme.workspaceId, { id })
    await insertActivity(store, globex.workspaceId, { id })
    await expect(insertActivity(store, acme.workspaceId, { id })).rejects.toThrow(/unique|duplicate/i)
    expect(await store.db.selectFrom('activities').select('workspace_id').where('id', '=', id).execute()).toHaveLength(2)
  })
})

describe.each(dialects)('migration 011 on %s', (dialect) => {
  it('keeps the activities written before it, with every index, and re-keys them per workspace', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    try {
      const old = unmigratedDb(dialect, url)
      try {
        const migrated = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('010_developer_aliases')
        expect(migrated.error).toBeUndefined()
        await old
          .insertInto('workspaces')
          .values([
            { id: 'ws-a', name: 'A', created_at: 1 },
            { id: 'ws-b', name: 'B', created_at: 1 },
          ])
          .execute()
        const row = {
          activity_type: 'COPY_CODE',
          activity_source: 'DOCS',
          source_type: 'DOCS_JS',
          page: 'https://a/p',
          copied_text: 'npm i a',
          occurred_at: 5,
          received_at: 6,
        }
        await old
          .insertInto('activities')
          .values([
            { ...row, id: 'e1', workspace_id: 'ws-a' },
            { ...row, id: 'e2', workspace_id: 'ws-a' },
            { ...row, id: 'e3', workspace_id: 'ws-b' },
          ])
          .execute()
        // before 011 the id alone is the key
        await expect(
          old
            .insertInto('activities')
            .values({ ...row, id: 'e1', workspace_id: 'ws-b' })
            .execute(),
        ).rejects.toThrow(/unique|duplicate/i)
      } finally {
        await old.destroy()
      }

      const store = await openStore(url)
      try {
        const rows = await store.db.selectFrom('activities').selectAll().orderBy('id').execute()
        expect(rows).toEqual([
          {
            id: 'e1',
            workspace_id: 'ws-a',
            asset_id: null,
            visitor_id: null,
            developer_id: null,
            account_id: null,
            activity_type: 'COPY_CODE',
            activity_source: 'DOCS',
            source_type: 'DOCS_JS',
            page: 'https://a/p',
            copied_text: 'npm i a',
            country: '',
            developer_designation: '',
            actor: '',
            occurred_at: 5,
            received_at: 6,
            // rows stored before migration 027 have no sequence number on PostgreSQL (SQLite uses the rowid)
            ...(dialect === 'postgres' ? { seq: null } : {}),
            identity: null,
          },
          expect.objectContaining({ id: 'e2', workspace_id: 'ws-a' }),
          expect.objectContaining({ id: 'e3', workspace_id: 'ws-b' }),
        ])
        expect(await activityIndexes(store)).toEqual(activityIndexesOf(dialect))
        await insertActivity(store, 'ws-b', { id: 'e1' })
        await expect(insertActivity(store, 'ws-a', { id: 'e1' })).rejects.toThrow(/unique|duplicate/i)
        // the workspace's cascade survived the rebuild
        await store.db.deleteFrom('workspaces').where('id', '=', 'ws-a').execute()
        expect(await store.db.selectFrom('activities').select(['workspace_id', 'id']).orderBy('id').execute()).toEqual([
          { workspace_id: 'ws-b', id: 'e1' },
          { workspace_id: 'ws-b', id: 'e3' },
        ])
      } finally {
        await store.close()
      }
    } finally {
      await drop()
    }
  })

  it('migrates down to one global id while no id is shared, and refuses to while one is', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    try {
      await (await openStore(url)).close()
      const db = unmigratedDb(dialect, url)
      try {
        const row = { activity_type: 'PAGE_VISIT', activity_source: 'DOCS', source_type: 'DOCS_JS', occurred_at: 5, received_at: 6 }
        await db
          .insertInto('workspaces')
          .values([
            { id: 'ws-a', name: 'A', created_at: 1 },
            { id: 'ws-b', name: 'B', created_at: 1 },
          ])
          .execute()
        await db
          .insertInto('activities')
          .values([
            { ...row, id: 'e1', workspace_id: 'ws-a' },
            { ...row, id: 'e1', workspace_id: 'ws-b' },
          ])
          .execute()
        const migrator = new Migrator({ db, provider: migrationProvider })
        // down to the last migration before 011 (later ones are undone on the way)
        const refused = await migrator.migrateTo('010_developer_aliases')
        expect(refused.error).toBeDefined()
        // nothing changed: both rows are still there under the per-workspace key
        expect(await db.selectFrom('activities').select('workspace_id').where('id', '=', 'e1').execute()).toHaveLength(2)

        await db.deleteFrom('activities').where('workspace_id', '=', 'ws-b').execute()
        expect((await migrator.migrateTo('010_developer_aliases')).error).toBeUndefined()
        await expect(
          db
            .insertInto('activities')
            .values({ ...row, id: 'e1', workspace_id: 'ws-b' })
            .execute(),
        ).rejects.toThrow(/unique|duplicate/i)
        expect((await migrator.migrateToLatest()).error).toBeUndefined()
        await db
          .insertInto('activities')
          .values({ ...row, id: 'e1', workspace_id: 'ws-b' })
          .execute()
      } finally {
        await db.destroy()
      }
    } finally {
      await drop()
    }
  })
})
