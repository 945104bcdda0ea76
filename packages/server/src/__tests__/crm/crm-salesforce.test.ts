import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { audienceMemberPage } from '../../audiences/audienceMembers.js'
import { type CrmConnection, connectionById } from '../../crm/crmConnections.js'
import { failedRecords } from '../../crm/crmRecords.js'
import { defaultSettings, type SalesforceSettings } from '../../crm/crmSettings.js'
import { requestSyncNow } from '../../crm/crmSyncJobs.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import type { Store } from '../../store/store.js'
import { connect, crmJobsWaitForReconnect, eventually, PUBLIC_URL, seedCrmWorld, startCrmRunner, syncNow, testSecretBox } from '../../../test/crmWorld.js'
import { type SalesforceFake, startSalesforceFake } from '../../../test/fakes/salesforce.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('CRM sync to Salesforce on %s', (dialect) => {
  let store: Store
  let fake: SalesforceFake
  let runner: JobRunner
  const box = testSecretBox()
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let connection: CrmConnection

  beforeAll(async () => {
    store = await createTestStore(dialect)
    fake = await startSalesforceFake()
    world = await seedCrmWorld(store)
    const settings: SalesforceSettings = { ...(defaultSettings('salesforce') as SalesforceSettings), loginUrl: fake.url, personObject: 'Lead' }
    connection = await connect(
      store,
      box,
      world.workspaceId,
      settings,
      { crm: 'salesforce', clientId: fake.clientId, clientSecret: fake.clientSecret },
      world.selection,
    )
    runner = startCrmRunner(store, box)
  })
  afterEach(() => {
    expect(fake.state.violations).toEqual([])
  })
  afterAll(async () => {
    await runner.stop()
    await fake.close()
    await store.close()
  })

  it('upserts Accounts by domain and Leads by e-mail, claiming the most recent of several existing matches', async () => {
    const older = fake.seed('Account', { Name: 'Acme (old)', Website: 'https://www.acme.com' })
    const newer = fake.seed('Account', { Name: 'Acme', Website: 'acme.com' })
    fake.state.failKeys.add('buyer3@globex.com')
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 6, recordsFailed: 1 })
    const accounts = [...fake.state.records.Account!.values()]
    // no duplicate: the newest existing Acme now carries the external id, the older one is untouched
    expect(accounts).toHaveLength(3)
    expect(fake.state.records.Account!.get(newer.Id as string)).toMatchObject({
      Devtrail_Domain__c: 'acme.com',
      Devtrail_Developers__c: 4,
      Devtrail_Activity_Level__c: 'HIGH',
      Devtrail_Sources__c: 'Docs;Website',
      Devtrail_Last_Copied_Command__c: 'npm install acme-sdk',
      Devtrail_Url__c: `${PUBLIC_URL}/dashboard/#/accounts/${world.acme.id}`,
      Devtrail_First_Activity__c: new Date(Number(world.acme.first_activity)).toISOString(),
    })
    expect(fake.state.records.Account!.get(older.Id as string)?.Devtrail_Domain__c).toBeUndefined()
    const note = await store.db
      .selectFrom('crm_records')
      .select('note')
      .where('record_key', '=', 'acme.com')
      .where('connection_id', '=', connection.id)
      .executeTakeFirstOrThrow()
    expect(note.note).toBe(`2 Salesforce Account records match acme.com; updated the most recently modified (${newer.Id as string})`)
    const leads = [...fake.state.records.Lead!.values()]
    expect(leads.map((lead) => lead.Email).sort()).toEqual(['buyer0@globex.com', 'buyer1@globex.com', 'buyer2@globex.com', 'buyer4@globex.com'])
    expect(leads[0]).toMatchObject({ Company: 'Globex', Devtrail_Email__c: leads[0]!.Email })
    expect(await failedRecords(store, connection.id)).toEqual([
      expect.objectContaining({ record_key: 'buyer3@globex.com', error: 'FIELD_CUSTOM_VALIDATION_EXCEPTION: validation rule refused buyer3@globex.com' }),
    ])
    const members = await audienceMemberPage(store, world.workspaceId, world.audience.id, 1)
    expect(members.rows.filter((row) => row.is_crm_synced !== null)).toHaveLength(4)
  })

  it('sends nothing unchanged on the next run, and upserts by the external id after a token expired', async () => {
    fake.state.failKeys.clear()
    fake.expireTokens()
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 1, recordsUnchanged: 6, recordsFailed: 0 })
    expect(fake.state.writes.get('acme.com')).toBe(1)
  })

  it('pauses when Salesforce refuses the connected app, without retrying', async () => {
    fake.expireTokens()
    fake.state.clientRevoked = true
    await store.db.updateTable('accounts').set({ customer_fit: 'WEAK' }).where('id', '=', world.acme.id).execute()
    await requestSyncNow(store, connection)
    await eventually(async () => (await connectionById(store, connection.id))?.status === 'paused')
    expect((await connectionById(store, connection.id))?.statusReason).toContain("Salesforce refused the connected app's client credentials (invalid_client")
    const requests = fake.state.requests
    await crmJobsWaitForReconnect(store, world.workspaceId)
    expect(fake.state.requests).toBe(requests)
  })
})
