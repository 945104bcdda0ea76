import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { listJobs } from '../../jobs/jobRows.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { seedCrmWorld } from '../../../test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../../../test/fakes/hubspot.js'
import { type SalesforceFake, startSalesforceFake } from '../../../test/fakes/salesforce.js'
import { createApiKey } from '../../admin/apiKeys.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

describe.each(dialects)('devtrail crm and /crm routes on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let app: FastifyInstance
  let hubspot: HubspotFake
  let salesforce: SalesforceFake
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let apiKey: string
  const key = randomBytes(32)
  const TOKEN = 'pat-na1-cli-secret-token'
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: url,
    DEVTRAIL_SECRET_KEY: key.toString('hex'),
    DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1',
    ...extra,
  })
  const cli = (args: string[], extra: Record<string, string> = {}) => runDevtrail([...args, '--json'], env(extra))

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    hubspot = await startHubspotFake({ token: TOKEN })
    salesforce = await startSalesforceFake()
    world = await seedCrmWorld(store)
    apiKey = (await createApiKey(store, world.workspaceId, 'crm', 'admin')).key
    // jobs off: these tests look at what is queued and answered, the sync has its own tests
    app = await createApp({ store, tokenSecret: 'crm-cli-secret-0123456789abcdef', secretBox: new SecretBox(key), jobs: { enabled: false } })
  })
  afterEach(() => {
    expect(hubspot.state.violations).toEqual([])
    expect(salesforce.state.violations).toEqual([])
  })
  afterAll(async () => {
    await app.close()
    await store.close()
    await hubspot.close()
    await salesforce.close()
    await drop()
  })

  const connectHubspot = (token: string) =>
    cli(
      [
        'crm',
        'connect',
        'hubspot',
        '--workspace',
        world.workspaceId,
        '--segment',
        world.selection.segments[0]!,
        '--audience',
        world.selection.audiences[0]!,
        '--api-url',
        hubspot.url,
        '--token-env',
        'HUBSPOT_TOKEN',
      ],
      { HUBSPOT_TOKEN: token },
    )

  it('refuses a private destination unless the operator allows private destinations', async () => {
    const refused = await runDevtrail(
      [
        'crm',
        'connect',
        'hubspot',
        '--workspace',
        world.workspaceId,
        '--segment',
        world.selection.segments[0]!,
        '--api-url',
        hubspot.url,
        '--token-env',
        'HUBSPOT_TOKEN',
        '--json',
      ],
      { DATABASE_URL: url, DEVTRAIL_SECRET_KEY: key.toString('hex'), HUBSPOT_TOKEN: TOKEN },
    )
    expect(refused.status).toBe(2)
    expect(refused.json?.error.type).toBe('params_invalid')
    expect(hubspot.state.requests).toBe(0)
  })

  it('refuses a token HubSpot refuses, and saves nothing', async () => {
    const refused = await connectHubspot('pat-na1-wrong')
    expect(refused.status).toBe(1)
    expect(refused.stderr + refused.stdout).toContain('HubSpot refused the private app token')
    expect(await store.db.selectFrom('crm_connections').selectAll().execute()).toEqual([])
  })

  it('connects HubSpot: creates the devtrail properties, seals the token, never prints it, queues a first run', async () => {
    const connected = await connectHubspot(TOKEN)
    expect(connected.status).toBe(0)
    expect(connected.stdout + connected.stderr).not.toContain(TOKEN)
    expect(connected.json?.connection).toMatchObject({ crm: 'hubspot', status: 'active', selection: world.selection })
    expect(hubspot.state.properties.companies.has('devtrail_developers_count')).toBe(true)
    expect(hubspot.state.properties.contacts.has('devtrail_url')).toBe(true)
    const [row] = await store.db.selectFrom('crm_connections').selectAll().execute()
    expect(JSON.stringify(row)).not.toContain(TOKEN)
    expect(row?.sealed_credentials).toMatch(/^v1\./)
    expect(await listJobs(store.db, { kind: 'crm.sync', states: ['pending'] })).toHaveLength(1)
  })

  it('connects Salesforce after checking the custom fields, and says which are missing', async () => {
    salesforce.state.missingFields.add('Devtrail_Sources__c')
    const args = [
      'crm',
      'connect',
      'salesforce',
      '--workspace',
      world.workspaceId,
      '--segment',
      world.selection.segments[0]!,
      '--login-url',
      salesforce.url,
      '--client-id',
      salesforce.clientId,
      '--client-secret-env',
      'SF_SECRET',
    ]
    const missing = await cli(args, { SF_SECRET: salesforce.clientSecret })
    expect(missing.status).toBe(1)
    expect(missing.stderr + missing.stdout).toContain('Account.Devtrail_Sources__c (multipicklist)')
    salesforce.state.missingFields.clear()
    const connected = await cli(args, { SF_SECRET: salesforce.clientSecret })
    expect(connected.status).toBe(0)
    expect(connected.stdout).not.toContain(salesforce.clientSecret)
  })

  it('crm status, sync --now and the status route answer the same connections, never a credential', async () => {
    const status = await cli(['crm', 'status', '--workspace', world.workspaceId])
    expect(status.json?.connections.map((connection: { crm: string }) => connection.crm)).toEqual(['hubspot', 'salesforce'])
    expect((await cli(['crm', 'sync', 'hubspot', '--workspace', world.workspaceId])).status).toBe(2)
    expect((await cli(['crm', 'sync', 'hubspot', '--workspace', world.workspaceId, '--now'])).json).toEqual({ queued: true, crm: 'hubspot' })
    const answer = await app.inject({ method: 'GET', url: '/crm/connections', headers: { 'x-api-key': apiKey } })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).not.toContain(TOKEN)
    expect(answer.body).not.toContain(salesforce.clientSecret)
    expect(answer.json().data).toHaveLength(2)
    expect(answer.json().data[0]).toMatchObject({ crm: 'hubspot', status: 'active', last_run: null, errors: [] })
  })

  it('an admin changes what is sent, runs now and disconnects through the routes', async () => {
    const headers = { 'x-api-key': apiKey }
    const chosen = await app.inject({
      method: 'PUT',
      url: '/crm/connections/hubspot/selection',
      headers,
      payload: { segments: [], audiences: world.selection.audiences },
    })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json().data.selection).toEqual({ segments: [], audiences: world.selection.audiences })
    expect((await app.inject({ method: 'POST', url: '/crm/connections/hubspot/sync', headers })).statusCode).toBe(200)
    expect((await app.inject({ method: 'DELETE', url: '/crm/connections/salesforce', headers })).json().data).toEqual({ disconnected: true })
    expect((await app.inject({ method: 'DELETE', url: '/crm/connections/salesforce', headers })).statusCode).toBe(404)
    expect((await cli(['crm', 'disconnect', 'hubspot', '--workspace', world.workspaceId])).json).toEqual({ disconnected: true, crm: 'hubspot' })
    expect(await store.db.selectFrom('crm_connections').selectAll().execute()).toEqual([])
  })
})
