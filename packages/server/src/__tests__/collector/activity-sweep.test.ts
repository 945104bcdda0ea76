import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepActivityLevels } from '../../identity/activitySweep.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { insertAccount, insertDeveloper, insertRows, seedWorkspace } from '../../../test/seed.js'
import { newId } from '../../ids.js'

const DAY = 24 * 60 * 60 * 1000

describe.each(dialects)('activity sweep on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  it('recomputes levels and active developers from the last 30 days', async () => {
    const now = Date.UTC(2026, 10, 22)
    const { workspaceId } = await seedWorkspace(store)
    /** An account stored as HIGH with one active developer, and its activities `daysAgo`. */
    const account = async (domain: string, daysAgo: number[]) => {
      const latest = now - Math.min(...daysAgo) * DAY
      const row = await insertAccount(store, workspaceId, { domain, developer_activity: 'HIGH', active_developers_count: 1, latest_activity: latest })
      const developer = await insertDeveloper(store, workspaceId, { account_id: row.id, latest_activity: latest })
      await insertRows(
        store,
        'activities',
        daysAgo.map((days) => ({
          id: newId(),
          workspace_id: workspaceId,
          account_id: row.id,
          developer_id: developer.id,
          activity_type: 'PAGE_VISIT',
          activity_source: 'DOCS',
          source_type: 'DOCS_JS',
          occurred_at: now - days * DAY,
          received_at: now,
        })),
      )
      return row.id
    }
    const quiet = await account('quiet.dev', Array(60).fill(40))
    const busy = await account('busy.dev', Array(60).fill(1))
    // busy a month ago, one visit yesterday: a write yesterday kept it HIGH, the window no longer does
    const faded = await account('faded.dev', [...Array(60).fill(31), 1])

    expect(await sweepActivityLevels(store, now)).toBe(3)

    const rows = await store.db
      .selectFrom('accounts')
      .select(['domain', 'developer_activity', 'active_developers_count'])
      .where('id', 'in', [quiet, busy, faded])
      .orderBy('domain')
      .execute()
    expect(rows).toEqual([
      { domain: 'busy.dev', developer_activity: 'HIGH', active_developers_count: 1 },
      { domain: 'faded.dev', developer_activity: 'LOW', active_developers_count: 1 },
      { domain: 'quiet.dev', developer_activity: 'LOW', active_developers_count: 0 },
    ])
    // LOW with no active developers: nothing left to lower
    expect(await sweepActivityLevels(store, now)).toBe(2)
  })

  it('rates customer fit by active developers, with per-workspace thresholds', async () => {
    const now = Date.UTC(2026, 10, 22)
    const { workspaceId } = await seedWorkspace(store, 'Fit')
    await store.db
      .updateTable('workspaces')
      .set({ settings: JSON.stringify({ customerFit: { strong: 3, moderate: 2 } }) })
      .where('id', '=', workspaceId)
      .execute()
    const account = async (domain: string, activeDevelopers: number) => {
      const row = await insertAccount(store, workspaceId, { domain, active_developers_count: 1 })
      for (let i = 0; i < 4; i++) {
        const days = i < activeDevelopers ? 1 : 45
        const developer = await insertDeveloper(store, workspaceId, { account_id: row.id, latest_activity: now - days * DAY })
        await insertRows(store, 'activities', [
          {
            id: newId(),
            workspace_id: workspaceId,
            account_id: row.id,
            developer_id: developer.id,
            activity_type: 'PAGE_VISIT',
            activity_source: 'DOCS',
            source_type: 'DOCS_JS',
            occurred_at: now - days * DAY,
            received_at: now,
          },
        ])
      }
      return row.id
    }
    const ids = [await account('strong.dev', 3), await account('moderate.dev', 2), await account('weak.dev', 1)]
    await sweepActivityLevels(store, now)
    const rows = await store.db.selectFrom('accounts').select(['domain', 'customer_fit']).where('id', 'in', ids).orderBy('domain').execute()
    expect(rows).toEqual([
      { domain: 'moderate.dev', customer_fit: 'MODERATE' },
      { domain: 'strong.dev', customer_fit: 'STRONG' },
      { domain: 'weak.dev', customer_fit: 'WEAK' },
    ])
  })
})
