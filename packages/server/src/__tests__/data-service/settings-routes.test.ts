import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { AUDIT_COLUMNS } from '../../audit/auditCsv.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { insertAccount, insertContact, insertDeveloper } from '../../../test/seed.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

describe.each(dialects)('workspace settings through the data service and the CLI on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let app: FastifyInstance
  let workspaceId: string
  let adminKey: string
  let adminKeyId: string
  const secretKey = randomBytes(32)
  const secrets: string[] = []
  const cli = (...args: string[]) => runDevtrail([...args, '--json'], { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: secretKey.toString('hex') })
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown, key = adminKey) => {
    const answer = await app.inject({ method, url: path, headers: { 'x-api-key': key }, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: answer.statusCode, body: answer.json() as Record<string, any>, headers: answer.headers }
  }
  const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) => {
    const answer = await call(method, path, payload)
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    return answer.body.data
  }

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    app = await createApp(
      { store, tokenSecret: 'settings-routes-token-secret-000', secretBox: new SecretBox(secretKey), dataService: { apiKeyCacheMs: 0, segmentSnapshotMs: 0 } },
      { logger: false },
    )
    workspaceId = (await createWorkspace(store, 'Settings')).id
    const admin = await createApiKey(store, workspaceId, 'owner', 'admin')
    adminKey = admin.key
    adminKeyId = admin.id
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
    await drop?.()
  })

  it('manages assets: create, rename, origins, identify policy and secret (shown once), the snippet the CLI prints, delete', async () => {
    const created = await ok('POST', '/assets', { kind: 'DOCS', name: 'Docs', allowed_origins: ['https://docs.acme.io/path'] })
    expect(created).toMatchObject({
      kind: 'DOCS',
      name: 'Docs',
      allowed_origins: ['https://docs.acme.io'],
      identify_policy: 'unsigned',
      identify_secret_created_at: null,
    })
    expect(await ok('GET', '/assets')).toEqual([created])
    expect((await ok('PATCH', `/assets/${created.id}`, { name: 'Developer docs' })).name).toBe('Developer docs')
    const origins = await ok('PATCH', `/assets/${created.id}`, { allowed_origins: ['https://docs.acme.io', 'https://acme.io'] })
    expect(origins.allowed_origins).toEqual(['https://docs.acme.io', 'https://acme.io'])
    expect((await call('PATCH', `/assets/${created.id}`, { allowed_origins: ['ftp://acme.io'] })).body.error.type).toBe('params_invalid')

    const secret = await call('POST', `/assets/${created.id}/identify-secret`, {})
    expect(secret.headers['cache-control']).toBe('no-store')
    expect(secret.body.data).toMatchObject({ asset_id: created.id, secret: expect.stringMatching(/^dtis_/), previous_expires_at: null })
    secrets.push(secret.body.data.secret)
    const rotated = await ok('POST', `/assets/${created.id}/identify-secret`, { overlap_ms: 60_000 })
    secrets.push(rotated.secret)
    expect(rotated.previous_expires_at).toBeGreaterThan(Date.now())
    const shown = await ok('GET', `/assets/${created.id}`)
    expect(shown).toMatchObject({ identify_policy: 'signed', identify_secret_created_at: rotated.created_at })
    expect(JSON.stringify(shown)).not.toContain('dtis_')
    expect((await ok('PATCH', `/assets/${created.id}`, { identify_policy: 'unsigned' })).identify_policy).toBe('unsigned')

    const snippet = await ok('GET', `/assets/${created.id}/snippet?url=https://devtrail.acme.io/x`)
    const printed = await cli('snippet', '--asset', created.id, '--url', 'https://devtrail.acme.io')
    expect(snippet).toEqual(printed.json)
    expect(snippet.scriptTag).toContain(`integrity="${snippet.integrity}"`)
    expect(snippet.integrity).toMatch(/^sha384-/)

    const doomed = await ok('POST', '/assets', { kind: 'WEBSITE', allowed_origins: ['*'] })
    expect((await ok('DELETE', `/assets/${doomed.id}`)).id).toBe(doomed.id)
    expect((await call('GET', `/assets/${doomed.id}`)).status).toBe(404)
  })

  it('manages API keys: create with a scope (shown once), list with last use, revoke', async () => {
    const created = await call('POST', '/keys', { name: 'exporter' })
    expect(created.headers['cache-control']).toBe('no-store')
    const { key, api_key: info } = created.body.data
    secrets.push(key)
    expect(info).toMatchObject({ name: 'exporter', scope: 'read', revoked_at: null, last_used_at: null, key_prefix: key.slice(0, 10) })
    expect((await call('GET', '/segments', undefined, key)).status).toBe(200)
    expect((await call('GET', '/keys', undefined, key)).status).toBe(403)
    // the last use is recorded off the request's path
    await expect.poll(async () => (await ok('GET', '/keys')).find((row: { id: string }) => row.id === info.id).last_used_at).toBeGreaterThan(0)
    expect((await call('POST', '/keys', { name: 'x', scope: 'owner' })).status).toBe(400)
    const writer = await ok('POST', '/keys', { name: 'writer', scope: 'write' })
    secrets.push(writer.key)
    expect(writer.api_key.scope).toBe('write')
    const revoked = await ok('POST', `/keys/${info.id}/revoke`)
    expect(revoked.revoked_at).toEqual(expect.any(Number))
    expect((await call('GET', '/segments', undefined, key)).status).toBe(401)
    expect(await ok('POST', `/keys/${info.id}/revoke`)).toEqual(revoked)
    expect((await call('POST', '/keys/unknown/revoke')).status).toBe(404)
  })

  it('manages segments and audiences through the segment and audience modules, and shows their members', async () => {
    await insertAccount(store, workspaceId, { domain: 'acme.io', country: 'US' })
    const segment = await ok('POST', '/segments', { type: 'ACCOUNT', name: 'US', filter: { country: ['US'] } })
    expect(segment).toMatchObject({ type: 'ACCOUNT', name: 'US', description: '', filter: { country: ['US'] } })
    expect((await call('GET', `/segment/${segment.id}/accounts`)).body.data).toHaveLength(1)
    const edited = await ok('PATCH', `/segment/${segment.id}`, { filter: { country: ['DE'] }, description: 'Germany now' })
    expect(edited).toMatchObject({ name: 'US', description: 'Germany now', filter: { country: ['DE'] } })
    expect(await ok('GET', `/segment/${segment.id}`)).toEqual(edited)
    expect((await call('GET', `/segment/${segment.id}/accounts`)).body.data).toHaveLength(0)
    const bad = await call('PATCH', `/segment/${segment.id}`, { filter: { nope: 1 } })
    expect(bad.status).toBe(400)
    expect((await call('POST', '/segments', { type: 'ACCOUNT', name: 'US' })).body.error.type).toBe('name_taken')

    await insertContact(store, workspaceId, { email: 'cto@acme.io', designation: 'CTO' })
    const buyers = await ok('POST', '/segments', { type: 'BUYER', name: 'Buyers' })
    const audience = await ok('POST', '/audiences', { name: 'CTOs', segment_id: buyers.id, designation: ['CTO'] })
    expect(audience).toMatchObject({ name: 'CTOs', source_id: buyers.id, count: 1, auto_refresh: false })
    expect((await call('GET', `/audiences/${audience.id}/members?page=1`)).body.data).toHaveLength(1)
    expect((await ok('PATCH', `/audiences/${audience.id}`, { name: 'Technical buyers', auto_refresh: true })).auto_refresh).toBe(true)
    expect((await call('DELETE', `/segment/${buyers.id}`)).body.error.message).toContain('Technical buyers')
    await ok('DELETE', `/audiences/${audience.id}`)
    await ok('DELETE', `/segment/${buyers.id}`)
    await ok('DELETE', `/segment/${segment.id}`)
    expect((await call('GET', `/segment/${segment.id}`)).status).toBe(404)
  })

  it('connects a GitHub hook (secret shown once), lists and disconnects it; maps networks and removes them', async () => {
    const connection = await ok('POST', '/github/hooks', { url: 'https://devtrail.acme.io' })
    expect(connection).toMatchObject({
      payload_url: `https://devtrail.acme.io/v1/github/${connection.hook.id}`,
      content_type: 'application/json',
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    secrets.push(connection.secret)
    expect(await ok('GET', '/github/hooks')).toEqual([connection.hook])
    await ok('DELETE', `/github/hooks/${connection.hook.id}`)
    expect(await ok('GET', '/github/hooks')).toEqual([])
    expect((await call('DELETE', `/github/hooks/${connection.hook.id}`)).status).toBe(404)

    expect(await ok('POST', '/networks', { network: '140.82.112.0/20', domain: 'https://www.github.com/' })).toMatchObject({
      network: '140.82.112.0/20',
      domain: 'github.com',
    })
    await ok('POST', '/networks', { network: 'as36459', domain: 'acme.io' })
    expect((await ok('GET', '/networks')).map((row: { network: string }) => row.network)).toEqual(['140.82.112.0/20', 'AS36459'])
    expect((await call('POST', '/networks', { network: 'AS16509', domain: 'amazon.com' })).body.error).toMatchObject({ type: 'params_invalid' })
    expect((await call('POST', '/networks', { network: 'AS1', domain: 'gmail.com' })).status).toBe(400)
    await ok('DELETE', `/networks?network=${encodeURIComponent('AS36459')}`)
    expect((await call('DELETE', '/networks?network=AS36459')).status).toBe(404)
    expect((await ok('GET', '/networks')).map((row: { network: string }) => row.network)).toEqual(['140.82.112.0/20'])
  })

  it("answers 404 for another workspace's settings", async () => {
    const other = await createWorkspace(store, 'Other')
    const otherKey = (await createApiKey(store, other.id, 'their admin', 'admin')).key
    const asset = await ok('POST', '/assets', { kind: 'PRODUCT', allowed_origins: ['https://app.acme.io'] })
    for (const [method, path, payload] of [
      ['GET', `/assets/${asset.id}`],
      ['PATCH', `/assets/${asset.id}`, { name: 'Mine now' }],
      ['POST', `/assets/${asset.id}/identify-secret`, {}],
      ['DELETE', `/assets/${asset.id}`],
      ['POST', `/keys/${adminKeyId}/revoke`],
    ] as const) {
      expect((await call(method, path, payload, otherKey)).status, `${method} ${path}`).toBe(404)
    }
    expect(await (await call('GET', '/assets', undefined, otherKey)).body.data).toEqual([])
  })

  it('records every change with who, what, when, where and before/after, never a secret; the CLI reads and exports the same log', async () => {
    await cli('asset', 'create', '--workspace', workspaceId, '--kind', 'website', '--origin', 'https://acme.io', '--name', 'Site')
    const cliKey = await cli('key', 'create', '--workspace', workspaceId, '--name', 'cli default')
    expect(cliKey.json?.api_key.scope).toBe('read')
    secrets.push(cliKey.json?.key)
    expect((await cli('key', 'create', '--workspace', workspaceId, '--scope', 'owner')).status).toBe(2)

    const { data: events, total_pages: pages } = await call('GET', '/audit').then((answer) => answer.body)
    expect(pages).toBe(1)
    const actions = events.map((event: { action: string }) => event.action)
    for (const action of [
      'asset.create',
      'asset.update',
      'asset.identify_secret.rotate',
      'asset.delete',
      'api_key.create',
      'api_key.revoke',
      'segment.create',
      'segment.update',
      'segment.delete',
      'audience.create',
      'audience.update',
      'audience.delete',
      'github_hook.connect',
      'github_hook.disconnect',
      'network.add',
      'network.remove',
    ])
      expect(actions, action).toContain(action)
    // the key was revoked twice: the second call changed nothing and recorded nothing
    expect(actions.filter((action: string) => action === 'api_key.revoke')).toHaveLength(1)
    const rename = events.find((event: { action: string; before: { name?: string } }) => event.action === 'asset.update' && event.before.name === 'Docs')
    expect(rename).toMatchObject({
      actor_label: `api_key:${adminKeyId}`,
      actor_api_key_id: adminKeyId,
      actor_user_id: null,
      target_type: 'asset',
      address: '127.0.0.1',
      after: { name: 'Developer docs' },
    })
    const rotation = events.find((event: { action: string }) => event.action === 'asset.identify_secret.rotate')
    expect(rotation.after.identify_secret).toBe('rotated')
    expect(events[0]).toMatchObject({
      action: 'api_key.create',
      actor_label: 'cli',
      actor_api_key_id: null,
      address: null,
      after: { scope: 'read', key: 'set' },
    })
    const segmentEdit = events.find((event: { action: string }) => event.action === 'segment.update')
    expect(segmentEdit).toMatchObject({ before: { filter: { country: ['US'] } }, after: { filter: { country: ['DE'] }, description: 'Germany now' } })
    const log = JSON.stringify(events)
    expect(secrets.length).toBeGreaterThanOrEqual(6)
    for (const secret of secrets) expect(log).not.toContain(secret)

    const exported = await app.inject({ url: '/export/audit.csv', headers: { 'x-api-key': adminKey } })
    expect(exported.statusCode).toBe(200)
    const lines = exported.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(AUDIT_COLUMNS.join(','))
    expect(lines).toHaveLength(events.length + 1)
    for (const secret of secrets) expect(exported.body).not.toContain(secret)
    const printed = await runDevtrail(['audit', '--workspace', workspaceId, '--format', 'csv'], { DATABASE_URL: url })
    expect(printed.status).toBe(0)
    expect(printed.stdout.trimEnd()).toBe(exported.body.trimEnd())
    const recent = await runDevtrail(['audit', '--workspace', workspaceId, '--since', '1h'], { DATABASE_URL: url })
    expect(recent.stdout).toContain('asset.identify_secret.rotate')
    const future = await cli('audit', '--workspace', workspaceId, '--since', '2999-01-01')
    expect(future.json?.events).toEqual([])
  })

  it("records the CLI's other changes too: workspace settings before/after, a sign-in link without its token, a deleted person by id", async () => {
    const settings = await cli('workspace', 'settings', workspaceId, '--fit-strong', '7', '--retention-days', '30')
    expect(settings.status).toBe(0)
    const link = await cli('dashboard', '--workspace', workspaceId)
    const token = String(link.json?.link).split('/').at(-1)!
    await insertContact(store, workspaceId, { email: 'gone@acme.io' })
    await insertDeveloper(store, workspaceId, { id: 'dev-gone', name: 'Gone', email: 'gone@acme.io' })
    expect((await cli('developer', 'delete', 'dev-gone')).status).toBe(0)
    const events = (await call('GET', '/audit')).body.data as { action: string; actor_label: string; before: any; after: any; target_id: string | null }[]
    const change = events.find((event) => event.action === 'workspace.settings')
    expect(change).toMatchObject({
      actor_label: 'cli',
      before: { thresholds: { strongFit: 5 }, retention_days: null },
      after: { thresholds: { strongFit: 7 }, retention_days: 30 },
    })
    expect(events.find((event) => event.action === 'dashboard.link.create')?.after).toMatchObject({ link: 'set' })
    expect(events.find((event) => event.action === 'developer.delete')).toMatchObject({ target_id: 'dev-gone', actor_label: 'cli' })
    const log = JSON.stringify(events)
    expect(log).not.toContain(token)
    expect(log).not.toContain('gone@acme.io')
  })
})
