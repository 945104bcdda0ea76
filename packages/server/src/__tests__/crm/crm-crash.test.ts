/**
 * kill -9 of a real server process in the middle of a sync: the restarted process takes the
 * running page over when its lease ends and finishes the run. HubSpot ends with exactly the
 * chosen records, one each, and every record is upserted once after the restart; only the page
 * that was in flight at the kill is sent again.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAudience } from '../../audiences/audience.js'
import { saveConnection } from '../../crm/crmConnections.js'
import { latestRuns } from '../../crm/crmRuns.js'
import { defaultSettings, type HubspotSettings } from '../../crm/crmSettings.js'
import { CRM_PAGE_SIZE, requestSyncNow } from '../../crm/crmSyncJobs.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { createSegment } from '../../segments/segment.js'
import { openStore, type Store } from '../../store/store.js'
import { eventually, seedCrmWorld } from '../../../test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../../../test/fakes/hubspot.js'
import { insertRows } from '../../../test/seed.js'
import { killServerProcesses, startServerProcess } from '../../../test/serverProcess.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

const PEOPLE = 2000

describe.each(dialects)('CRM sync killed mid-run on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let fake: HubspotFake
  const key = randomBytes(32)

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    // 20 requests a second: the run lasts long enough to be killed in the middle
    fake = await startHubspotFake({ burstLimit: 20, burstWindowMs: 1000 })
  })
  afterAll(async () => {
    killServerProcesses()
    await fake.close()
    await store.close()
    await drop()
  })

  it('resumes after kill -9 and ends with every record upserted once after the restart', { timeout: 60_000 }, async () => {
    const world = await seedCrmWorld(store)
    const now = Date.now()
    await insertRows(
      store,
      'contacts',
      Array.from({ length: PEOPLE }, (_, index) => ({
        id: `crash-${index}`,
        workspace_id: world.workspaceId,
        email: `person${index}@crash.example`,
        full_name: `Person ${index}`,
        latest_activity: now - index,
        created_at: now,
        updated_at: now,
      })),
    )
    const buyers = await createSegment(store, { workspaceId: world.workspaceId, type: 'BUYER', name: 'Crash buyers', filter: {} })
    const audience = await createAudience(store, {
      workspaceId: world.workspaceId,
      name: 'Everyone',
      segmentId: buyers.id,
      limit: 5000,
      createdBy: 'ops@acme.com',
    })
    const settings: HubspotSettings = { ...(defaultSettings('hubspot') as HubspotSettings), apiUrl: fake.url, requestsPerWindow: 20, windowMs: 1000 }
    const connection = await saveConnection(store, new SecretBox(key), {
      workspaceId: world.workspaceId,
      crm: 'hubspot',
      credentials: { crm: 'hubspot', token: fake.token },
      settings,
      selection: { segments: world.selection.segments, audiences: [audience.id] },
    })
    const env = { DEVTRAIL_SECRET_KEY: key.toString('hex'), DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1', JOB_LEASE_MS: '1000', JOB_POLL_MS: '20' }
    const first = await startServerProcess(url, env)
    await requestSyncNow(store, connection)
    // kill once some contact pages are in HubSpot and others are not
    await eventually(() => [...fake.state.writes.keys()].filter((written) => written.endsWith('@crash.example')).length >= CRM_PAGE_SIZE, 30_000)
    first.child.kill('SIGKILL')
    await first.exited
    const beforeRestart = new Set(fake.state.writes.keys())
    fake.resetCounts()

    const second = await startServerProcess(url, env)
    await eventually(async () => (await latestRuns(store, connection.id))[0]?.finishedAt != null, 30_000)
    second.child.kill('SIGTERM')
    await second.exited

    const expected = [
      'acme.com',
      'globex.com',
      ...world.buyers.map((buyer) => buyer.email),
      ...Array.from({ length: PEOPLE }, (_, index) => `person${index}@crash.example`),
    ]
    // nothing missing, nothing twice in HubSpot
    for (const recordKey of expected) {
      expect(fake.recordsOf(recordKey.includes('@') ? 'contacts' : 'companies', recordKey), recordKey).toHaveLength(1)
    }
    expect(fake.state.objects.contacts.size + fake.state.objects.companies.size).toBe(expected.length)
    // after the restart: each record at most once, and everything not sent before it exactly once
    const afterRestart = fake.state.writes
    expect([...afterRestart.values()].every((count) => count === 1)).toBe(true)
    expect(expected.filter((recordKey) => !beforeRestart.has(recordKey) && !afterRestart.has(recordKey))).toEqual([])
    // only the page in flight at the kill was sent again
    const again = [...afterRestart.keys()].filter((recordKey) => beforeRestart.has(recordKey))
    console.info(
      `crm crash (${dialect}): ${beforeRestart.size} records sent before the kill, ${afterRestart.size} after the restart, ${again.length} of them again`,
    )
    expect(again.length).toBeLessThanOrEqual(CRM_PAGE_SIZE)
    const [run] = await latestRuns(store, connection.id)
    expect(run).toMatchObject({ pagesDone: run!.pagesTotal, recordsFailed: 0 })
    expect(fake.state.violations).toEqual([])
  })
})
