import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { loadIpDatabases, type IpDatabases } from '../../network/ipDatabases.js'
import { importNetworkAccounts } from '../../network/importNetworkAccounts.js'
import type { Store } from '../../store/store.js'
import { knownAddresses, privateAddresses } from '../../../test/ipAddresses.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const secret = 'collector-ip-test-secret-0123456789'
const origin = 'https://docs.acme.io'
/** isbot counts node's fetch and inject as bots: send what a browser sends. */
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const quiet = { info: () => {}, warn: () => {} }
// loaded once for the file, as a server loads them once at start
const ipDatabases: IpDatabases = loadIpDatabases({}, quiet)

describe.each(dialects)('collector enrichment from the IP on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let bare: FastifyInstance
  let asset: Asset
  let mapped: Asset
  let apiKey: string
  let dir: string

  const pageVisit = () => ({ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now() - 1000, url: 'https://docs.acme.io/start', title: 'Start' })
  const post = (
    target: FastifyInstance,
    remoteAddress: string,
    options: { asset?: Asset; anonymousId?: string; headers?: Record<string, string>; events?: unknown[] } = {},
  ) =>
    target.inject({
      method: 'POST',
      url: '/v1/events',
      remoteAddress,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, origin, ...options.headers },
      payload: JSON.stringify({
        client_id: (options.asset ?? asset).client_id,
        anonymous_id: options.anonymousId ?? randomUUID(),
        events: options.events ?? [pageVisit()],
      }),
    })
  const visitorOf = (anonymousId: string) =>
    store.db
      .selectFrom('visitors')
      .select(['id', 'country', 'network', 'network_asn', 'developer_id'])
      .where('anonymous_id', '=', anonymousId)
      .executeTakeFirstOrThrow()
  const activitiesOf = (visitorId: string) =>
    store.db.selectFrom('activities').select(['country', 'account_id', 'developer_id']).where('visitor_id', '=', visitorId).execute()
  const accountIdOf = async (workspaceId: string, domain: string) =>
    (await store.db.selectFrom('accounts').select('id').where('workspace_id', '=', workspaceId).where('domain', '=', domain).executeTakeFirst())?.id ?? null

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: secret, countryHeader: 'cf-ipcountry', ipDatabases })
    // a server whose databases are missing: country from the header only
    bare = await createApp({
      store,
      tokenSecret: secret,
      countryHeader: 'cf-ipcountry',
      ipDatabases: loadIpDatabases({ country: '/missing.mmdb', networks: '/missing' }, quiet),
    })
    const workspace = await createWorkspace(store, 'Acme')
    asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: [origin] })
    const mappedWorkspace = await createWorkspace(store, 'Mapped')
    mapped = await createAsset(store, { workspaceId: mappedWorkspace.id, kind: 'docs', origins: [origin] })
    apiKey = (await createApiKey(store, mappedWorkspace.id)).key
    dir = mkdtempSync(join(tmpdir(), 'devtrail-networks-'))
    const file = join(dir, 'networks.csv')
    writeFileSync(file, 'network,domain\nAS36459,github.com\n17.0.0.0/8,https://www.apple.com/\n')
    await importNetworkAccounts(store, { workspaceId: mappedWorkspace.id, path: file, format: 'csv', networks: ipDatabases.networks })
    // a mapping that bypassed the import's checks still names no account for a cloud network
    await store.db
      .insertInto('network_accounts')
      .values({ workspace_id: mappedWorkspace.id, network: 'AS15169', domain: 'google.com', created_at: 0, updated_at: 0 })
      .execute()
  })
  afterAll(async () => {
    await bare.close()
    await app.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('records the country and network owner of each test address, IPv4 and IPv6, on the visitor and its activities', async () => {
    for (const known of knownAddresses) {
      const anonymousId = randomUUID()
      expect((await post(app, known.ip, { anonymousId })).statusCode).toBe(200)
      const visitor = await visitorOf(anonymousId)
      expect({ ip: known.ip, country: visitor.country, network: visitor.network, asn: visitor.network_asn }).toEqual({
        ip: known.ip,
        country: known.country,
        network: known.organisation,
        asn: known.asn,
      })
      expect(await activitiesOf(visitor.id)).toEqual([{ country: known.country, account_id: null, developer_id: null }])
    }
  })

  it('records no country and no network for private and loopback addresses', async () => {
    for (const ip of privateAddresses) {
      const anonymousId = randomUUID()
      expect((await post(app, ip, { anonymousId })).statusCode).toBe(200)
      const visitor = await visitorOf(anonymousId)
      expect({ ip, country: visitor.country, network: visitor.network, asn: visitor.network_asn }).toEqual({ ip, country: null, network: null, asn: null })
      expect((await activitiesOf(visitor.id))[0]?.country).toBe('')
    }
  })

  it('takes the trusted proxy header first, and the IP when the header says nothing', async () => {
    const fromHeader = randomUUID()
    await post(app, '8.8.8.8', { anonymousId: fromHeader, headers: { 'cf-ipcountry': 'de' } })
    expect((await visitorOf(fromHeader)).country).toBe('DE')
    const unknownHeader = randomUUID()
    await post(app, '8.8.8.8', { anonymousId: unknownHeader, headers: { 'cf-ipcountry': 'XX' } })
    expect((await visitorOf(unknownHeader)).country).toBe('US')
  })

  it('keeps the last known network of a visitor seen again from nowhere known', async () => {
    const anonymousId = randomUUID()
    await post(app, '140.82.112.3', { anonymousId })
    await post(app, '127.0.0.1', { anonymousId })
    expect(await visitorOf(anonymousId)).toMatchObject({ country: 'US', network: 'GitHub, Inc.', network_asn: 36459 })
  })

  it('runs on without the databases: country from the header only, no network', async () => {
    const withHeader = randomUUID()
    expect((await post(bare, '8.8.8.8', { anonymousId: withHeader, headers: { 'cf-ipcountry': 'FR' } })).statusCode).toBe(200)
    expect(await visitorOf(withHeader)).toMatchObject({ country: 'FR', network: null, network_asn: null })
    const without = randomUUID()
    expect((await post(bare, '8.8.8.8', { anonymousId: without })).statusCode).toBe(200)
    expect(await visitorOf(without)).toMatchObject({ country: null, network: null })
  })

  it('never stores the IP address', async () => {
    const ip = '193.0.6.139'
    await post(app, ip, { anonymousId: randomUUID() })
    for (const table of ['visitors', 'activities', 'accounts', 'developers'] as const) {
      const rows = await store.db.selectFrom(table).selectAll().execute()
      expect(JSON.stringify(rows), table).not.toContain(ip)
    }
  })

  it('gives anonymous activity from a mapped company network to that account, by CIDR or by AS', async () => {
    const fromGithub = randomUUID()
    await post(app, '140.82.112.3', { asset: mapped, anonymousId: fromGithub })
    const fromApple = randomUUID()
    await post(app, '17.253.144.10', { asset: mapped, anonymousId: fromApple })
    const github = await accountIdOf(mapped.workspace_id, 'github.com')
    const apple = await accountIdOf(mapped.workspace_id, 'apple.com')
    expect(github).not.toBeNull()
    expect(apple).not.toBeNull()
    expect(await activitiesOf((await visitorOf(fromGithub)).id)).toEqual([{ country: 'US', account_id: github, developer_id: null }])
    expect(await activitiesOf((await visitorOf(fromApple)).id)).toEqual([{ country: 'US', account_id: apple, developer_id: null }])
    // the data service shows it as the account's activity, with no developer
    const answer = await app.inject({ url: `/account/${github}/activities`, headers: { 'x-api-key': apiKey } })
    expect(answer.json().data).toEqual([expect.objectContaining({ developer_id: null, country: 'US', activity_type: 'PAGE_VISIT' })])
    const account = await store.db.selectFrom('accounts').select(['latest_activity', 'country']).where('id', '=', github).executeTakeFirstOrThrow()
    expect(account).toMatchObject({ country: 'US', latest_activity: expect.any(Number) })
  })

  it('names no account for unmapped networks, other workspaces, or cloud networks even when mapped', async () => {
    const unmapped = randomUUID()
    await post(app, '193.0.6.139', { asset: mapped, anonymousId: unmapped })
    expect(await activitiesOf((await visitorOf(unmapped)).id)).toEqual([{ country: 'NL', account_id: null, developer_id: null }])
    const cloud = randomUUID()
    await post(app, '8.8.8.8', { asset: mapped, anonymousId: cloud })
    expect(await activitiesOf((await visitorOf(cloud)).id)).toEqual([{ country: 'US', account_id: null, developer_id: null }])
    expect(await accountIdOf(mapped.workspace_id, 'google.com')).toBeNull()
    expect(await accountIdOf(asset.workspace_id, 'github.com')).toBeNull()
  })

  it('lets a person who identifies keep their own account', async () => {
    const anonymousId = randomUUID()
    await post(app, '140.82.112.3', { asset: mapped, anonymousId })
    const identify = {
      type: 'IDENTIFY',
      id: randomUUID(),
      time: Date.now() - 500,
      url: 'https://docs.acme.io/start',
      identity: { username: 'ann@initech.io', type: 'email' },
    }
    expect((await post(app, '140.82.112.3', { asset: mapped, anonymousId, events: [identify, pageVisit()] })).statusCode).toBe(200)
    const visitor = await visitorOf(anonymousId)
    const initech = await accountIdOf(mapped.workspace_id, 'initech.io')
    expect(visitor.developer_id).not.toBeNull()
    expect(await activitiesOf(visitor.id)).toEqual([
      { country: 'US', account_id: initech, developer_id: visitor.developer_id },
      { country: 'US', account_id: initech, developer_id: visitor.developer_id },
    ])
  })
})
