import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CrmConnection } from '../../crm/crmConnections.js'
import { latestRuns } from '../../crm/crmRuns.js'
import { defaultSettings, type HubspotSettings } from '../../crm/crmSettings.js'
import { requestSyncNow } from '../../crm/crmSyncJobs.js'
import { listJobs } from '../../jobs/jobRows.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import type { Store } from '../../store/store.js'
import { connect, eventually, seedCrmWorld, startCrmRunner, syncNow, testSecretBox } from '../../../test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../../../test/fakes/hubspot.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('CRM sync with several runners on %s', (dialect) => {
  let store: Store
  let fake: HubspotFake
  const runners: JobRunner[] = []
  const box = testSecretBox()
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let connection: CrmConnection

  beforeAll(async () => {
    store = await createTestStore(dialect)
    fake = await startHubspotFake()
    world = await seedCrmWorld(store)
    const settings: HubspotSettings = { ...(defaultSettings('hubspot') as HubspotSettings), apiUrl: fake.url }
    connection = await connect(store, box, world.workspaceId, settings, { crm: 'hubspot', token: fake.token }, world.selection)
    // three processes' runners over one store, one record per page: every page is up for grabs
    for (let index = 0; index < 3; index++) runners.push(startCrmRunner(store, box, 1))
  })
  afterEach(() => {
    expect(fake.state.violations).toEqual([])
  })
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()))
    await fake.close()
    await store.close()
  })

  it('runs each page once whatever the number of runners', async () => {
    const run = await syncNow(store, connection)
    expect(run).toMatchObject({ pagesTotal: 7, pagesDone: 7, recordsSent: 7 })
    expect([...fake.state.writes.values()]).toEqual([1, 1, 1, 1, 1, 1, 1])
  })

  it('retries after a network failure and sends the record once it gets through', async () => {
    fake.resetCounts()
    fake.state.pendingDrops = 1
    await store.db.updateTable('accounts').set({ developer_activity: 'LOW' }).where('id', '=', world.acme.id).execute()
    const before = (await latestRuns(store, connection.id))[0]?.id
    await requestSyncNow(store, connection)
    await eventually(async () => {
      const [run] = await latestRuns(store, connection.id)
      return run?.id !== before && run?.finishedAt != null
    })
    expect([...fake.state.writes]).toEqual([['acme.com', 1]])
    // the dropped request failed its job's first attempt; the second got through
    const jobs = await listJobs(store.db, { workspaceId: world.workspaceId, states: ['done'], limit: 20 })
    expect(jobs.filter((job) => job.attempts === 2)).toHaveLength(1)
  })
})
