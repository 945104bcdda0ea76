/**
 * A first sync of more than 2,000 records of an object goes through Salesforce Bulk API 2.0 (one
 * ingest job per object here), each record keeps its own result, a runner stopped while a job runs
 * is followed by one that polls the same job, and later runs use sObject Collections.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAudience } from '../../audiences/audience.js'
import type { CrmConnection } from '../../crm/crmConnections.js'
import { failedRecords } from '../../crm/crmRecords.js'
import { latestRuns } from '../../crm/crmRuns.js'
import { defaultSettings, type SalesforceSettings } from '../../crm/crmSettings.js'
import { CRM_PAGE_JOB, requestSyncNow } from '../../crm/crmSyncJobs.js'
import { listJobs } from '../../jobs/jobRows.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { connect, eventually, seedCrmWorld, startCrmRunner, syncNow, testSecretBox } from '../../../test/crmWorld.js'
import { type SalesforceFake, startSalesforceFake } from '../../../test/fakes/salesforce.js'
import { insertRows } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const ACCOUNTS = 2100
const LEADS = 2500

describe.each(dialects)('CRM first sync through Salesforce Bulk API 2.0 on %s', (dialect) => {
  let store: Store
  let fake: SalesforceFake
  let runner: JobRunner
  const box = testSecretBox()
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let connection: CrmConnection
  let existingLead: Record<string, unknown>

  beforeAll(async () => {
    store = await createTestStore(dialect)
    fake = await startSalesforceFake()
    world = await seedCrmWorld(store)
    const now = Date.now()
    await insertRows(
      store,
      'accounts',
      Array.from({ length: ACCOUNTS }, (_, index) => ({
        id: `bulk-account-${index}`,
        workspace_id: world.workspaceId,
        domain: `co${index}.bulk.example`,
        name: `Company "${index}", Inc.`,
        tags: 'crm',
        created_at: now,
      })),
    )
    await insertRows(
      store,
      'contacts',
      Array.from({ length: LEADS }, (_, index) => ({
        id: `bulk-lead-${index}`,
        workspace_id: world.workspaceId,
        email: `lead${index}@bulk.example`,
        full_name: `Lead Number${index}`,
        latest_activity: now - index,
        created_at: now,
        updated_at: now,
      })),
    )
    const buyers = await createSegment(store, { workspaceId: world.workspaceId, type: 'BUYER', name: 'Every buyer', filter: {} })
    const audience = await createAudience(store, {
      workspaceId: world.workspaceId,
      name: 'All buyers',
      segmentId: buyers.id,
      limit: 5000,
      createdBy: 'ops@acme.com',
    })
    // a Lead sales entered before Devtrail: claimed by Id, not duplicated
    existingLead = fake.seed('Lead', { LastName: 'Three', Company: 'Bulk', Email: 'lead3@bulk.example' })
    const settings: SalesforceSettings = { ...(defaultSettings('salesforce') as SalesforceSettings), loginUrl: fake.url, personObject: 'Lead' }
    connection = await connect(
      store,
      box,
      world.workspaceId,
      settings,
      { crm: 'salesforce', clientId: fake.clientId, clientSecret: fake.clientSecret },
      { segments: world.selection.segments, audiences: [audience.id] },
    )
  })
  afterEach(() => {
    expect(fake.state.violations).toEqual([])
  })
  afterAll(async () => {
    await runner.stop()
    await fake.close()
    await store.close()
  })

  it('sends a first sync as one Bulk job per object, resumed by the next runner after a stop', { timeout: 30_000 }, async () => {
    fake.state.failKeys.add('co7.bulk.example')
    fake.state.failKeys.add('lead11@bulk.example')
    fake.bulk.control.hold = true
    runner = startCrmRunner(store, box, 500)
    await requestSyncNow(store, connection)
    // the Account job is uploaded and running; the runner stops while it polls
    await eventually(() => [...fake.bulk.jobs.values()].some((job) => job.state === 'InProgress'))
    await runner.stop()
    const pages = await listJobs(store.db, { workspaceId: world.workspaceId, kind: CRM_PAGE_JOB, states: ['pending'] })
    expect(pages.map((page) => page.payload)).toContainEqual(
      expect.objectContaining({ object: 'company', bulk: true, bulkJob: expect.objectContaining({ id: [...fake.bulk.jobs.keys()][0] }) }),
    )

    fake.bulk.control.hold = false
    runner = startCrmRunner(store, box, 500)
    await eventually(async () => (await latestRuns(store, connection.id))[0]?.finishedAt != null)
    // one job per object: the second runner polled the Account job instead of creating another
    expect([...fake.bulk.jobs.values()].map((job) => [job.object, job.rows.length, job.state])).toEqual([
      ['Account', ACCOUNTS + 2, 'JobComplete'],
      ['Lead', LEADS + 5 - 1, 'JobComplete'],
    ])
    const [run] = await latestRuns(store, connection.id)
    expect(run).toMatchObject({ pagesTotal: 2, pagesDone: 2, recordsSent: ACCOUNTS + 2 + LEADS + 5 - 2, recordsFailed: 2 })
    // each failed row's sf__Error is that record's reason; everything else is in Salesforce once
    const failed = await failedRecords(store, connection.id)
    expect(failed.map((record) => [record.record_key, record.error]).sort()).toEqual([
      ['co7.bulk.example', 'FIELD_CUSTOM_VALIDATION_EXCEPTION:validation rule refused co7.bulk.example: --'],
      ['lead11@bulk.example', 'FIELD_CUSTOM_VALIDATION_EXCEPTION:validation rule refused lead11@bulk.example: --'],
    ])
    expect(fake.state.records.Account!.size).toBe(ACCOUNTS + 2 - 1)
    expect(fake.state.records.Lead!.size).toBe(LEADS + 5 - 1)
    expect(fake.state.records.Lead!.get(existingLead.Id as string)).toMatchObject({ Devtrail_Email__c: 'lead3@bulk.example' })
    const quoted = [...fake.state.records.Account!.values()].find((account) => account.Devtrail_Domain__c === 'co5.bulk.example')
    expect(quoted).toMatchObject({ Name: 'Company "5", Inc.', Website: 'co5.bulk.example', Devtrail_Last_Activity__c: null })
    expect([...fake.state.writes.values()].every((count) => count === 1)).toBe(true)
  })

  it('sends nothing sent already on the next run: only the two failed rows are tried again, through Collections', async () => {
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 0, recordsFailed: 2, recordsUnchanged: ACCOUNTS + 2 + LEADS + 5 - 2 })
    expect(fake.bulk.jobs.size).toBe(2)
    expect([...fake.state.writes.values()].every((count) => count === 1)).toBe(true)
  })

  it('sends a change through sObject Collections', async () => {
    fake.state.failKeys.clear()
    await store.db.updateTable('accounts').set({ customer_fit: 'STRONG' }).where('id', '=', 'bulk-account-42').execute()
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ recordsSent: 3, recordsFailed: 0 })
    expect(fake.bulk.jobs.size).toBe(2)
    expect(fake.state.writes.get('co42.bulk.example')).toBe(2)
    expect((await failedRecords(store, connection.id)).length).toBe(0)
  })
})
