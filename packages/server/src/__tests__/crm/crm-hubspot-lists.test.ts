/**
 * A chosen audience mirrored as a MANUAL HubSpot contacts list named after it: created once,
 * members added as they join and removed as they leave, by HubSpot record id.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CrmConnection } from '../../crm/crmConnections.js'
import { defaultSettings, type HubspotSettings } from '../../crm/crmSettings.js'
import type { JobRunner } from '../../jobs/jobRunner.js'
import type { Store } from '../../store/store.js'
import { connect, eventually, seedCrmWorld, startCrmRunner, syncNow, testSecretBox } from '../../../test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../../../test/fakes/hubspot.js'
import { insertContact } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('an audience mirrored as a HubSpot list on %s', (dialect) => {
  let store: Store
  let fake: HubspotFake
  let runner: JobRunner
  const box = testSecretBox()
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let connection: CrmConnection

  /** The members of the list named after the audience, as e-mails. */
  const listEmails = () => {
    const list = [...fake.lists.lists.values()].find((candidate) => candidate.name === 'Globex buyers')
    return list ? [...list.members.keys()].map((id) => fake.state.objects.contacts.get(id)?.properties.email).sort() : null
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    fake = await startHubspotFake()
    world = await seedCrmWorld(store)
    const settings: HubspotSettings = { ...(defaultSettings('hubspot') as HubspotSettings), apiUrl: fake.url }
    connection = await connect(store, box, world.workspaceId, settings, { crm: 'hubspot', token: fake.token }, world.selection)
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

  it('creates a MANUAL contacts list named after the audience holding its members', async () => {
    await syncNow(store, connection)
    const buyers = world.buyers.map((buyer) => buyer.email).sort()
    await eventually(() => listEmails()?.length === buyers.length)
    expect(listEmails()).toEqual(buyers)
    expect([...fake.lists.lists.values()].map((list) => [list.name, list.objectTypeId, list.processingType])).toEqual([['Globex buyers', '0-1', 'MANUAL']])
  })

  it('adds who joined and removes who left, and changes nothing when nobody did', async () => {
    const newcomer = await insertContact(store, world.workspaceId, { email: 'newcomer@globex.com', full_name: 'New Comer', account_id: world.globex.id })
    await store.db.deleteFrom('audience_members').where('contact_id', '=', world.buyers[0]!.id).execute()
    await store.db
      .insertInto('audience_members')
      .values({ audience_id: world.audience.id, position: 99, contact_id: newcomer.id, is_crm_synced: null, crm_last_synced_at: null })
      .execute()
    const expected = [...world.buyers.slice(1).map((buyer) => buyer.email), 'newcomer@globex.com'].sort()
    await syncNow(store, connection)
    await eventually(() => JSON.stringify(listEmails()) === JSON.stringify(expected))
    expect(fake.lists.lists.size).toBe(1)
    const changes = fake.lists.counts.changes
    await syncNow(store, connection)
    // the lists job runs after the run's pages: wait until it is done, then nothing changed
    await eventually(
      async () => (await store.db.selectFrom('jobs').select('id').where('kind', '=', 'crm.lists').where('state', '!=', 'done').execute()).length === 0,
    )
    expect(fake.lists.counts.changes).toBe(changes)
    expect(listEmails()).toEqual(expected)
  })
})
