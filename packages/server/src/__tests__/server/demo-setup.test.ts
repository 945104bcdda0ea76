import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceOfApiKey } from '../../admin/apiKeys.js'
import { devtrailApp, fastifyOptions } from '../../app.js'
import { demoRoutes } from '../../demo/demoRoutes.js'
import { DEMO_WORKSPACE_NAME, setupDemo } from '../../demo/setupDemo.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('demo setup on %s', (dialect) => {
  let store: Store
  let dataFolder: string
  let app: FastifyInstance

  beforeAll(async () => {
    store = await createTestStore(dialect)
    dataFolder = mkdtempSync(join(tmpdir(), 'devtrail-demo-'))
    app = Fastify(fastifyOptions({ logger: false }))
    await app.register(devtrailApp, { store, tokenSecret: 'a-test-secret-of-enough-length' })
    await app.register(demoRoutes)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    rmSync(dataFolder, { recursive: true, force: true })
  })

  it('answers 503 on the demo routes before the demo is set up', async () => {
    const page = await app.inject({ url: '/demo/docs' })
    expect(page.statusCode).toBe(503)
    expect(page.json()).toEqual({ error: { type: 'unavailable', message: 'the demo is not set up: run `devtrail start --demo`' } })
    expect(page.headers['retry-after']).toMatch(/^\d+$/)
    const activity = await app.inject({ url: '/demo/activity' })
    expect(activity.statusCode).toBe(503)
    expect(activity.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('creates the demo once and finds it again on later runs, with the same key', async () => {
    const origins = ['http://localhost:4100', 'http://127.0.0.1:4100']
    const first = await setupDemo(store, { origins, demoFile: join(dataFolder, 'demo.json') })
    expect(first.created).toBe(true)
    expect(first.apiKey).toMatch(/^dtk_/)
    expect(await workspaceOfApiKey(store, first.apiKey)).toBe(first.workspaceId)
    const keyFile = join(dataFolder, 'demo.json')
    expect(JSON.parse(readFileSync(keyFile, 'utf8'))).toEqual({ workspace_id: first.workspaceId, api_key: first.apiKey })
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)

    const second = await setupDemo(store, { origins: ['http://localhost:4200', 'http://127.0.0.1:4200'], demoFile: join(dataFolder, 'demo.json') })
    expect(second).toEqual({ ...first, created: false })
    const workspaces = await store.db.selectFrom('workspaces').select('id').where('name', '=', DEMO_WORKSPACE_NAME).execute()
    expect(workspaces).toHaveLength(1)
    const assets = await store.db
      .selectFrom('assets')
      .select(['kind', 'allowed_origins'])
      .where('workspace_id', '=', first.workspaceId)
      .orderBy('kind')
      .execute()
    expect(assets.map((asset) => asset.kind)).toEqual(['DOCS', 'PRODUCT', 'WEBSITE'])
    expect(JSON.parse(assets[0]!.allowed_origins)).toEqual([...origins, 'http://localhost:4200', 'http://127.0.0.1:4200'])
    const segments = await store.db.selectFrom('segments').select('type').where('workspace_id', '=', first.workspaceId).orderBy('type').execute()
    expect(segments.map((segment) => segment.type)).toEqual(['ACCOUNT', 'BUYER', 'DEVELOPER'])
    const contacts = await store.db.selectFrom('contacts').select('id').where('workspace_id', '=', first.workspaceId).execute()
    expect(contacts).toHaveLength(5)
    const audience = await store.db.selectFrom('audiences').select(['id', 'count']).where('workspace_id', '=', first.workspaceId).executeTakeFirstOrThrow()
    expect(audience).toEqual({ id: first.audienceId, count: 3 })
    const keys = await store.db.selectFrom('api_keys').select('id').where('workspace_id', '=', first.workspaceId).execute()
    expect(keys).toHaveLength(1)

    rmSync(keyFile)
    const third = await setupDemo(store, { origins, demoFile: join(dataFolder, 'demo.json') })
    expect(third.apiKey).not.toBe(first.apiKey)
    expect(await workspaceOfApiKey(store, third.apiKey)).toBe(first.workspaceId)
    expect(existsSync(keyFile)).toBe(true)
  })

  it('serves the demo pages with their client IDs and the latest activity', async () => {
    const setup = await setupDemo(store, { origins: ['http://localhost:4100'], demoFile: join(dataFolder, 'demo.json') })
    const docs = await app.inject({ url: '/demo/docs' })
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(docs.body).toContain(`data-client-id="${setup.clientIds.docs}"`)
    expect(docs.body).toContain('<script async id="devtrail-tracker" src="/tracker.js"></script>')
    expect(docs.body).toContain('<code class="language-bash">npm install @devtrail/core</code>')
    expect((await app.inject({ url: '/demo/docs/identify' })).body).toContain(setup.clientIds.docs)
    expect((await app.inject({ url: '/demo/' })).body).toContain(`data-client-id="${setup.clientIds.website}"`)
    expect((await app.inject({ url: '/demo/app' })).body).toContain(`data-client-id="${setup.clientIds.product}"`)
    const redirect = await app.inject({ url: '/demo' })
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('/demo/')
    const script = await app.inject({ url: '/demo/demo.js' })
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(script.body).toContain('tracker.init({ clientID: clientID, apiHost: location.origin })')

    expect((await app.inject({ url: '/demo/activity' })).json()).toEqual({ data: [] })
    const now = Date.now()
    await store.db
      .insertInto('developers')
      .values({
        id: 'd1',
        workspace_id: setup.workspaceId,
        account_id: null,
        name: 'Ada Lovelace',
        email: 'ada@acme.dev',
        first_activity: now,
        latest_activity: now,
        created_at: now,
      })
      .execute()
    const activity = (id: string, type: string, at: number, developer: string | null, text = '') => ({
      id,
      workspace_id: setup.workspaceId,
      asset_id: null,
      visitor_id: null,
      developer_id: developer,
      account_id: null,
      activity_type: type,
      activity_source: 'DOCS',
      source_type: 'DOCS_JS',
      page: 'http://localhost:4100/demo/docs',
      copied_text: text,
      occurred_at: at,
      received_at: at,
    })
    await store.db
      .insertInto('activities')
      .values([
        activity('a1', 'PAGE_VISIT', now - 2000, null),
        activity('a2', 'COPY_COMMAND', now - 1000, 'd1', 'npm install @devtrail/core'),
        ...Array.from({ length: 25 }, (_, i) => activity(`old${i}`, 'PAGE_VISIT', now - 100_000 - i, null)),
      ])
      .execute()
    const feed = (await app.inject({ url: '/demo/activity' })).json() as { data: unknown[] }
    expect(feed.data).toHaveLength(20)
    expect(feed.data.slice(0, 2)).toEqual([
      {
        activity_type: 'COPY_COMMAND',
        activity_source: 'DOCS',
        page: 'http://localhost:4100/demo/docs',
        copied_text: 'npm install @devtrail/core',
        developer: 'Ada Lovelace',
        time: new Date(now - 1000).toISOString(),
      },
      {
        activity_type: 'PAGE_VISIT',
        activity_source: 'DOCS',
        page: 'http://localhost:4100/demo/docs',
        copied_text: '',
        developer: null,
        time: new Date(now - 2000).toISOString(),
      },
    ])
  })
})
