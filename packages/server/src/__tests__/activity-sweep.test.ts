import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepActivityLevels } from '../identity/activitySweep.js'
import type { Store } from '../store/store.js'
import { createTestStore, dialects } from '../../test/stores.js'
import { insertAccount, insertActivity, insertDeveloper, seedWorkspace } from '../../test/seed.js'

const DAY = 24 * 60 * 60 * 1000

describe.each(dialects)('activity sweep on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('lowers accounts whose activity left the 30-day window and keeps active ones', async () => {
    const now = Date.UTC(2026, 10, 22)
    const { workspaceId } = await seedWorkspace(store)
    const quiet = await insertAccount(store, workspaceId, {
      domain: 'quiet.dev', developer_activity: 'HIGH', active_developers_count: 1, latest_activity: now - 40 * DAY, first_activity: now - 40 * DAY,
    })
    const busy = await insertAccount(store, workspaceId, {
      domain: 'busy.dev', developer_activity: 'HIGH', active_developers_count: 1, latest_activity: now - DAY, first_activity: now - DAY,
    })
    const quietDev = await insertDeveloper(store, workspaceId, { account_id: quiet.id, latest_activity: now - 40 * DAY, first_activity: now - 40 * DAY })
    await insertActivity(store, workspaceId, { account_id: quiet.id, developer_id: quietDev.id, occurred_at: now - 40 * DAY })

    expect(await sweepActivityLevels(store, now)).toBe(1)

    const rows = await store.db
      .selectFrom('accounts')
      .select(['domain', 'developer_activity', 'active_developers_count', 'latest_activity'])
      .where('id', 'in', [quiet.id, busy.id])
      .orderBy('domain')
      .execute()
    expect(rows).toEqual([
      { domain: 'busy.dev', developer_activity: 'HIGH', active_developers_count: 1, latest_activity: now - DAY },
      { domain: 'quiet.dev', developer_activity: 'LOW', active_developers_count: 0, latest_activity: now - 40 * DAY },
    ])
    expect(await sweepActivityLevels(store, now)).toBe(0)
  })
})
