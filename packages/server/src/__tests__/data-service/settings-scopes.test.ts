import { Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { KEY_SCOPES, type KeyScope } from '../../auth/principal.js'
import { migrationProvider } from '../../store/migrations/index.js'
import { openStore, type Store } from '../../store/store.js'
import { createDataServiceApp } from '../../../test/seed.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'

type Operation = { operationId: string; security?: { apiKey: string[] }[] }

/** Every operation of the served OpenAPI document with the scope it declares. */
async function operationsWithScopes(app: Awaited<ReturnType<typeof createDataServiceApp>>) {
  const document = (await app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as 'GET',
      path,
      url: path.replace(/\{[a-z_]+\}/g, 'x'),
      scope: operation.security?.[0]?.apiKey?.[0] as KeyScope | undefined,
    })),
  )
}

const auditRows = async (store: Store) =>
  Number(
    (
      await store.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe.each(dialects)('API key scopes on %s', (dialect) => {
  let store: Store
  let app: Awaited<ReturnType<typeof createDataServiceApp>>
  const keys = {} as Record<KeyScope, string>
  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    const workspace = await createWorkspace(store, 'Scopes')
    for (const scope of KEY_SCOPES) keys[scope] = (await createApiKey(store, workspace.id, scope, scope)).key
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
  })

  it('documents a scope on every operation, and refuses every weaker key with 403 forbidden before anything is read or written', async () => {
    const operations = await operationsWithScopes(app)
    expect(operations.length).toBeGreaterThan(40)
    for (const operation of operations) expect(operation.scope, `${operation.method} ${operation.path}`).toMatch(/^(read|write|admin)$/)
    const admin = operations.filter((operation) => operation.scope === 'admin').map((operation) => `${operation.method} ${operation.path}`)
    expect(admin).toEqual(
      expect.arrayContaining(['POST /assets', 'PATCH /assets/{asset_id}', 'POST /keys', 'DELETE /github/hooks/{hook_id}', 'POST /networks', 'GET /audit']),
    )
    const auditBefore = await auditRows(store)
    for (const operation of operations) {
      const needed = KEY_SCOPES.indexOf(operation.scope!)
      for (const held of KEY_SCOPES) {
        const answer = await app.inject({
          method: operation.method,
          url: operation.url,
          headers: { 'x-api-key': keys[held], user: 'ops@acme.com' },
          payload: {},
        })
        const label = `${held} key on ${operation.method} ${operation.path}`
        if (KEY_SCOPES.indexOf(held) < needed) {
          expect(answer.statusCode, label).toBe(403)
          expect(answer.json(), label).toEqual({ error: { message: expect.stringContaining(`needs the ${operation.scope} scope`), type: 'forbidden' } })
        } else {
          expect(answer.statusCode, label).not.toBe(403)
        }
      }
    }
    // the allowed calls above used unknown ids or empty bodies: nothing changed
    expect(await auditRows(store)).toBe(auditBefore)
  })

  it('refuses a list row from a read key, accepts it from a write key', async () => {
    const headers = (scope: KeyScope) => ({ 'x-api-key': keys[scope], user: 'ops@acme.com' })
    const list = await app.inject({
      method: 'POST',
      url: '/api/product/list',
      headers: headers('write'),
      payload: { name: 'Targets', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] },
    })
    expect(list.statusCode).toBe(201)
    const rows = { entities: [{ primaryKey: 'acme.io' }] }
    const refused = await app.inject({ method: 'PUT', url: `/api/product/list/${list.json().id}`, headers: headers('read'), payload: rows })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: { message: 'this needs the write scope; the API key has read', type: 'forbidden' } })
    expect(await store.db.selectFrom('list_rows').selectAll().execute()).toEqual([])
    const added = await app.inject({ method: 'PUT', url: `/api/product/list/${list.json().id}`, headers: headers('write'), payload: rows })
    expect(added.json().data).toMatchObject({ added: 1, updated: 0 })
  })

  it("gives a dashboard session its key scope, accepts its changes only with the session's CSRF token, and says the scope", async () => {
    const signIn = async (scope: KeyScope) => {
      const answer = await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: keys[scope] } })
      expect(answer.json().data.scope).toBe(scope)
      const cookie = `devtrail_session=${answer.cookies.find((c) => c.name === 'devtrail_session')!.value}`
      expect((await app.inject({ url: '/dashboard/session', headers: { cookie } })).json().data.scope).toBe(scope)
      return { cookie, csrf: answer.json().data.csrf_token as string }
    }
    const { cookie: adminCookie, csrf } = await signIn('admin')
    const create = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/assets',
        headers: { cookie: adminCookie, ...headers },
        payload: { kind: 'DOCS', allowed_origins: ['https://docs.acme.io'] },
      })
    expect((await create({ 'x-csrf-token': csrf })).statusCode).toBe(200)
    // a forged cross-site request cannot know the token: none, a guessed one, or the old header are refused
    for (const forged of [{}, { 'x-csrf-token': 'guessed' }, { 'x-devtrail-dashboard': '1' }] as Record<string, string>[]) {
      const refused = await create(forged)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.type).toBe('forbidden')
    }

    const { cookie: readCookie } = await signIn('read')
    expect((await app.inject({ url: '/segments', headers: { cookie: readCookie } })).statusCode).toBe(200)
    const refused = await app.inject({ url: '/assets', headers: { cookie: readCookie } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.type).toBe('forbidden')
  })
})

describe.each(dialects)('migration 024 on %s', (dialect) => {
  it('gives every key made before scopes the write scope: exactly what it could do', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    const store = await openStore(url, { migrate: false })
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider })
      expect((await migrator.migrateTo('021_github_delivery_bodies')).error).toBeUndefined()
      const older = store.db as unknown as import('kysely').Kysely<any>
      await older.insertInto('workspaces').values({ id: 'w1', name: 'Old', created_at: 1 }).execute()
      await older
        .insertInto('api_keys')
        .values({ id: 'k1', workspace_id: 'w1', name: 'old', key_hash: 'h', key_prefix: 'dtk_abc', created_at: 1, revoked_at: null, last_used_at: null })
        .execute()
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      expect(await store.db.selectFrom('api_keys').select(['id', 'scope']).execute()).toEqual([{ id: 'k1', scope: 'write' }])
      expect(await store.db.selectFrom('audit_events').selectAll().execute()).toEqual([])
    } finally {
      await store.close()
      await drop()
    }
  })
})
