import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAudience, refreshAudience } from '../../audiences/audience.js'
import { DevtrailError } from '../../errors.js'
import { createSegment, getSegment } from '../../segments/segment.js'
import { segmentMemberIds } from '../../segments/segmentMembers.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { insertAccount, insertActivity, insertContact, insertDeveloper, seedWorkspace } from '../../../test/seed.js'

const DAY = 86_400_000

async function rejection(promise: Promise<unknown>): Promise<DevtrailError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(DevtrailError)
  return error as DevtrailError
}

describe.each(dialects)('segments and audiences on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await seedWorkspace(store)).workspaceId
  })
  afterAll(async () => {
    await store.close()
  })

  it('creates a segment and rejects bad filters naming the key, and duplicate names', async () => {
    const created = await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'Big', filter: { country: ['US'], min_active_developers: 2 } })
    expect(created).toEqual({ id: expect.any(String), type: 'ACCOUNT', name: 'Big' })
    const stored = await getSegment(store, workspaceId, created.id)
    expect(stored.filter).toEqual({ type: 'ACCOUNT', filter: { country: ['US'], min_active_developers: 2 } })
    const duplicate = await rejection(createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'Big', filter: {} }))
    expect(duplicate.type).toBe('name_taken')
    const unknown = await rejection(createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'X', filter: { colour: ['red'] } }))
    expect(unknown.type).toBe('params_invalid')
    expect(unknown.message).toMatch(/^filter\.colour: unknown key/)
    const wrongType = await rejection(createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'Y', filter: { activity_types: 'FORK' } }))
    expect(wrongType.message).toMatch(/^filter\.activity_types: /)
    const notObject = await rejection(createSegment(store, { workspaceId, type: 'BUYER', name: 'Z', filter: [] }))
    expect(notObject.message).toBe('filter: must be an object')
    const badDays = await rejection(createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'W', filter: { activity_within_days: 3 } }))
    expect(badDays.message).toMatch(/activity_within_days/)
    const badType = await rejection(createSegment(store, { workspaceId, type: 'OTHER' as 'BUYER', name: 'V', filter: {} }))
    expect(badType.message).toMatch(/^type:/)
  })

  it('computes account and developer membership from the saved filter in a stable order', async () => {
    const now = Date.now()
    const us = await insertAccount(store, workspaceId, {
      domain: 'us-co.com',
      country: 'US',
      tags: 'Enterprise, beta',
      active_developers_count: 3,
      latest_activity: now - DAY,
    })
    const de = await insertAccount(store, workspaceId, {
      domain: 'de-co.de',
      country: 'DE',
      tags: 'beta',
      active_developers_count: 1,
      latest_activity: now - 40 * DAY,
    })
    const idle = await insertAccount(store, workspaceId, { domain: 'idle.io', country: 'us', tags: '', active_developers_count: 5 })
    const accounts = async (filter: unknown) =>
      segmentMemberIds(
        store,
        await getSegment(store, workspaceId, (await createSegment(store, { workspaceId, type: 'ACCOUNT', name: `a${Math.random()}`, filter })).id),
      )
    expect(await accounts({ country: ['us'] })).toEqual([us.id, idle.id])
    expect(await accounts({ tags: ['enterprise'] })).toEqual([us.id])
    expect(await accounts({ tags: ['BETA'] })).toEqual([us.id, de.id])
    expect(await accounts({ tags: ['bet'] })).toEqual([])
    expect(await accounts({ min_active_developers: 2, max_active_developers: 4 })).toEqual([us.id])
    expect(await accounts({ active_within_days: 30 })).toEqual([us.id])
    expect(await accounts({})).toEqual([us.id, de.id, idle.id])

    const alice = await insertDeveloper(store, workspaceId, { account_id: us.id, tags: 'oss', latest_activity: now - 2 * DAY })
    const bob = await insertDeveloper(store, workspaceId, { account_id: de.id, latest_activity: now - 50 * DAY })
    const carol = await insertDeveloper(store, workspaceId, { account_id: null, country: 'DE' })
    await insertActivity(store, workspaceId, { developer_id: alice.id, activity_type: 'COPY_COMMAND', occurred_at: now - 2 * DAY })
    await insertActivity(store, workspaceId, { developer_id: bob.id, activity_type: 'COPY_COMMAND', occurred_at: now - 50 * DAY })
    const developers = async (filter: unknown) =>
      segmentMemberIds(
        store,
        await getSegment(store, workspaceId, (await createSegment(store, { workspaceId, type: 'DEVELOPER', name: `d${Math.random()}`, filter })).id),
      )
    expect(await developers({})).toEqual([alice.id, bob.id, carol.id])
    expect(await developers({ account_domains: ['https://www.US-CO.com/'] })).toEqual([alice.id])
    expect(await developers({ account_ids: [de.id] })).toEqual([bob.id])
    expect(await developers({ activity_types: ['copy_command'] })).toEqual([alice.id, bob.id])
    expect(await developers({ activity_types: ['COPY_COMMAND'], activity_within_days: 7 })).toEqual([alice.id])
    expect(await developers({ tags: ['oss'], active_within_days: 7 })).toEqual([alice.id])
    expect(await developers({ country: ['de'] })).toEqual([carol.id])
  })

  it('builds an audience from a BUYER segment and refreshes it', async () => {
    const own = await seedWorkspace(store, 'Audiences')
    const ws = own.workspaceId
    const now = Date.now()
    const cto = await insertContact(store, ws, {
      full_name: 'Ann',
      designation: 'CTO',
      seniority: 'Executive',
      job_function: 'Engineering',
      country: 'US',
      state: 'CA',
      email_verified: 1,
      latest_activity: now,
    })
    const vp = await insertContact(store, ws, {
      full_name: 'Vic',
      designation: 'VP Engineering',
      seniority: 'VP',
      job_function: 'Engineering',
      country: 'DE',
      state: 'BE',
      latest_activity: now - DAY,
    })
    await insertContact(store, ws, { full_name: 'Sam', designation: 'Sales Lead', seniority: 'Manager', job_function: 'Sales', country: 'US' })
    const segment = await createSegment(store, { workspaceId: ws, type: 'BUYER', name: 'Engineering buyers', filter: { job_function: ['engineering'] } })
    const audience = await createAudience(store, { workspaceId: ws, name: 'Eng', segmentId: segment.id, createdBy: 'ops@acme.com' })
    expect(audience).toEqual({ id: expect.any(String), count: 2 })
    const members = await store.db
      .selectFrom('audience_members')
      .select(['position', 'contact_id'])
      .where('audience_id', '=', audience.id)
      .orderBy('position')
      .execute()
    expect(members).toEqual([
      { position: 0, contact_id: cto.id },
      { position: 1, contact_id: vp.id },
    ])
    const row = await store.db.selectFrom('audiences').selectAll().where('id', '=', audience.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      count: 2,
      credits_consumed: 2,
      source: 'SEGMENT',
      source_id: segment.id,
      type: 'BUYER',
      limit_count: 1000,
      verified_only: 0,
      auto_refresh: 0,
      created_by: 'ops@acme.com',
    })
    expect(row.last_synced_at).toEqual(expect.any(Number))

    const located = await createAudience(store, {
      workspaceId: ws,
      name: 'Berlin',
      segmentId: segment.id,
      filter: { location: ['be'] },
      createdBy: 'ops@acme.com',
    })
    expect(located.count).toBe(1)
    const verified = await createAudience(store, {
      workspaceId: ws,
      name: 'Verified',
      segmentId: segment.id,
      verifiedOnly: true,
      autoRefresh: true,
      createdBy: 'ops@acme.com',
    })
    expect(verified.count).toBe(1)
    const designation = await createAudience(store, {
      workspaceId: ws,
      name: 'VPs',
      segmentId: segment.id,
      filter: { designation: ['vp'], seniority: ['VP'] },
      createdBy: 'ops@acme.com',
    })
    expect(designation.count).toBe(1)
    const limited = await createAudience(store, { workspaceId: ws, name: 'One', segmentId: segment.id, limit: 1, createdBy: 'ops@acme.com' })
    expect(limited.count).toBe(1)

    const newcomer = await insertContact(store, ws, { full_name: 'Neo', job_function: 'Engineering', latest_activity: now + 1000 })
    await store.db
      .updateTable('audience_members')
      .set({ is_crm_synced: 'crm-1', crm_last_synced_at: now })
      .where('audience_id', '=', audience.id)
      .where('contact_id', '=', cto.id)
      .execute()
    expect(await refreshAudience(store, ws, audience.id)).toEqual({ id: audience.id, count: 3 })
    const refreshed = await store.db
      .selectFrom('audience_members')
      .select(['position', 'contact_id', 'is_crm_synced'])
      .where('audience_id', '=', audience.id)
      .orderBy('position')
      .execute()
    expect(refreshed).toEqual([
      { position: 0, contact_id: newcomer.id, is_crm_synced: null },
      { position: 1, contact_id: cto.id, is_crm_synced: 'crm-1' },
      { position: 2, contact_id: vp.id, is_crm_synced: null },
    ])
    const after = await store.db.selectFrom('audiences').select(['count', 'credits_consumed']).where('id', '=', audience.id).executeTakeFirstOrThrow()
    expect(after).toEqual({ count: 3, credits_consumed: 3 })
  })

  it('rejects audiences of unknown, foreign or non-BUYER segments and bad input', async () => {
    const own = await seedWorkspace(store, 'Audience errors')
    const other = await seedWorkspace(store, 'Other')
    const buyer = await createSegment(store, { workspaceId: own.workspaceId, type: 'BUYER', name: 'B', filter: {} })
    const account = await createSegment(store, { workspaceId: own.workspaceId, type: 'ACCOUNT', name: 'A', filter: {} })
    const base = { workspaceId: own.workspaceId, name: 'Aud', segmentId: buyer.id, createdBy: 'me@acme.com' }
    expect((await rejection(createAudience(store, { ...base, segmentId: 'nope' }))).type).toBe('not_found')
    expect((await rejection(createAudience(store, { ...base, workspaceId: other.workspaceId }))).type).toBe('not_found')
    expect((await rejection(createAudience(store, { ...base, segmentId: account.id }))).type).toBe('params_invalid')
    expect((await rejection(createAudience(store, { ...base, limit: 0 }))).message).toMatch(/^limit:/)
    const badFilter = await rejection(createAudience(store, { ...base, filter: { region: ['EU'] } as never }))
    expect(badFilter.message).toMatch(/^filter\.region: unknown key/)
    await createAudience(store, base)
    expect((await rejection(createAudience(store, base))).type).toBe('name_taken')
    expect((await rejection(refreshAudience(store, other.workspaceId, 'missing'))).type).toBe('not_found')
  })
})
