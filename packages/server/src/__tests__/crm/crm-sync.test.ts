import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { audienceMemberPage } from '../../audiences/audienceMembers.js'
import { type CrmConnection, connectionById, saveConnection } from '../../crm/crmConnections.js'
import { failedRecords } from '../../crm/crmRecords.js'
import { requestSyncNow } from '../../crm/crmSyncJobs.js'
import { defaultSettings, type HubspotSettings } from '../../crm/crmSettings.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import type { Store } from '../../store/store.js'
import { connect, crmJobsWaitForReconnect, eventually, PUBLIC_URL, seedCrmWorld, startCrmRunner, syncNow, testSecretBox } from '../../../test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../../../test/fakes/hubspot.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('CRM sync to HubSpot on %s', (dialect) => {
  let store: Store
  let fake: HubspotFake
  let runner: JobRunner
  const box = testSecretBox()
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let connection: CrmConnection
  let settings: HubspotSettings

  beforeAll(async () => {
    store = await createTestStore(dialect)
    fake = await startHubspotFake({ burstLimit: 40, burstWindowMs: 300 })
    world = await seedCrmWorld(store)
    settings = { ...(defaultSettings('hubspot') as HubspotSettings), apiUrl: fake.url, requestsPerWindow: 40, windowMs: 300 }
    connection = await connect(store, box, world.workspaceId, settings, { crm: 'hubspot', token: fake.token }, world.selection)
    runner = startCrmRunner(store, box, 2)
  })
  afterEach(() => {
    // every request the sync made had the documented shape
    expect(fake.state.violations).toEqual([])
  })
  afterAll(async () => {
    await runner.stop()
    await fake.close()
    await store.close()
  })

  it('sends the chosen segments and audiences as companies and contacts, nothing else', async () => {
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ pagesTotal: 4, pagesDone: 4, recordsSent: 7, recordsFailed: 0 })
    expect(fake.recordsOf('companies', 'hidden.com')).toEqual([])
    // developers are not chosen: only the audience's buyers are contacts
    expect(fake.recordsOf('contacts', 'ada@acme.com')).toEqual([])
    expect([...fake.state.objects.contacts.values()].map((record) => record.properties.email).sort()).toEqual(world.buyers.map((buyer) => buyer.email).sort())
    const [acme] = fake.recordsOf('companies', 'acme.com')
    expect(acme?.properties).toMatchObject({
      name: 'Acme',
      devtrail_activity_level: 'HIGH',
      devtrail_customer_fit: 'STRONG',
      devtrail_developers_count: '4',
      devtrail_first_activity: String(world.acme.first_activity),
      devtrail_last_copied_command: 'npm install acme-sdk',
      devtrail_sources: 'Docs;Website',
      devtrail_url: `${PUBLIC_URL}/dashboard/#/accounts/${world.acme.id}`,
    })
    const [buyer] = fake.recordsOf('contacts', 'buyer0@globex.com')
    expect(buyer?.properties).toMatchObject({ firstname: 'Buyer', lastname: 'Number0', company: 'Globex', devtrail_activity_level: 'LOW' })
    // the audience members answer the CRM's id and the time of the upsert
    const members = await audienceMemberPage(store, world.workspaceId, world.audience.id, 1)
    const synced = members.rows.find((row) => row.email === 'buyer0@globex.com')
    expect(synced?.is_crm_synced).toBe(buyer?.id)
    expect(Number(synced?.crm_last_synced_at)).toBeGreaterThan(0)
  })

  it('sends nothing that did not change on the next run, and a changed account alone', async () => {
    fake.resetCounts()
    const unchanged = await syncNow(store, connection)
    expect(unchanged).toMatchObject({ recordsSent: 0, recordsUnchanged: 7 })
    expect(fake.state.writes.size).toBe(0)
    await store.db.updateTable('accounts').set({ developer_activity: 'MEDIUM' }).where('id', '=', world.acme.id).execute()
    const changed = await syncNow(store, connection)
    expect(changed).toMatchObject({ recordsSent: 1, recordsUnchanged: 6 })
    expect([...fake.state.writes]).toEqual([['acme.com', 1]])
    expect(fake.recordsOf('companies', 'acme.com')[0]?.properties.devtrail_activity_level).toBe('MEDIUM')
  })

  it('records a per-record failure with its reason and sends the others', async () => {
    fake.state.failKeys.add('buyer2@globex.com')
    // the buyers work at Globex: its new fit is theirs too
    await store.db.updateTable('accounts').set({ customer_fit: 'MODERATE' }).where('id', '=', world.globex.id).execute()
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 5, recordsFailed: 1 })
    expect(await failedRecords(store, connection.id)).toEqual([
      expect.objectContaining({ record_key: 'buyer2@globex.com', error: 'Property values were not valid for buyer2@globex.com' }),
    ])
    fake.state.failKeys.clear()
    const again = await syncNow(store, connection)
    expect(again).toMatchObject({ recordsSent: 1, recordsFailed: 0 })
    expect(await failedRecords(store, connection.id)).toEqual([])
  })

  it('updates the most recently modified of several companies holding a domain, and notes it', async () => {
    fake.seedCompany({ domain: 'dupe.com', name: 'Old' })
    const newest = fake.seedCompany({ domain: 'dupe.com', name: 'Newer' })
    await store.db.updateTable('accounts').set({ domain: 'dupe.com' }).where('id', '=', world.globex.id).execute()
    await syncNow(store, connection)
    const records = fake.recordsOf('companies', 'dupe.com')
    expect(records).toHaveLength(2)
    expect(records.find((record) => record.id === newest.id)?.properties.devtrail_customer_fit).toBe('MODERATE')
    const row = await store.db
      .selectFrom('crm_records')
      .selectAll()
      .where('connection_id', '=', connection.id)
      .where('record_key', '=', 'dupe.com')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ crm_id: newest.id, note: `2 HubSpot companies have the domain dupe.com; updated the most recently modified (${newest.id})` })
    await store.db.updateTable('accounts').set({ domain: 'globex.com' }).where('id', '=', world.globex.id).execute()
  })

  it('recreates a property an admin deleted', async () => {
    fake.deleteProperty('companies', 'devtrail_activity_level')
    await store.db.updateTable('accounts').set({ developer_activity: 'LOW' }).where('id', '=', world.acme.id).execute()
    await syncNow(store, connection)
    expect(fake.state.properties.companies.has('devtrail_activity_level')).toBe(true)
    expect(fake.recordsOf('companies', 'acme.com')[0]?.properties.devtrail_activity_level).toBe('LOW')
  })

  it('waits out a burst of 429 answers and sends everything', async () => {
    fake.state.pending429 = 3
    await store.db.updateTable('contacts').set({ designation: 'CTO' }).where('workspace_id', '=', world.workspaceId).execute()
    const run = await syncNow(store, connection)
    expect(await failedRecords(store, connection.id)).toEqual([])
    expect(run).toMatchObject({ recordsSent: 5, recordsFailed: 0 })
    expect(fake.recordsOf('contacts', 'buyer4@globex.com')[0]?.properties.jobtitle).toBe('CTO')
  })

  it('pauses on a revoked token without retrying, and resumes when reconnected', async () => {
    fake.state.revoked = true
    await store.db.updateTable('accounts').set({ active_developers_count: 9 }).where('id', '=', world.acme.id).execute()
    await requestSyncNow(store, connection)
    await eventually(async () => (await connectionById(store, connection.id))?.status === 'paused')
    const paused = await connectionById(store, connection.id)
    expect(paused?.statusReason).toBe('HubSpot refused the private app token (401): revoked or expired')
    const requests = fake.state.requests
    await crmJobsWaitForReconnect(store, world.workspaceId)
    expect(fake.state.requests).toBe(requests)
    fake.state.revoked = false
    connection = await saveConnection(store, box, {
      workspaceId: world.workspaceId,
      crm: 'hubspot',
      credentials: { crm: 'hubspot', token: fake.token },
      settings,
      selection: world.selection,
    })
    expect(connection.status).toBe('active')
    await requestSyncNow(store, connection)
    await eventually(() => fake.recordsOf('companies', 'acme.com')[0]?.properties.devtrail_developers_count === '9')
  })
})
