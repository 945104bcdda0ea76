/**
 * The levels alerts compare against follow the activity sweep down, never up: an account the
 * sweep lowered from HIGH to LOW rises again later (and alerts), while a rise the evaluator has
 * not seen yet stays for it to alert on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lowerRecordedLevels } from '../../alerts/recordAlerts.js'
import type { Store } from '../../store/store.js'
import { insertAccount, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe.each(dialects)('recorded alert levels on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(() => store.close())

  it('copies decreases from the accounts and leaves rises alone', async () => {
    const { workspaceId } = await seedWorkspace(store, 'Levels')
    const cooled = await insertAccount(store, workspaceId, { domain: 'cooled.example', developer_activity: 'LOW' })
    const warmed = await insertAccount(store, workspaceId, { domain: 'warmed.example', developer_activity: 'MEDIUM' })
    const steady = await insertAccount(store, workspaceId, { domain: 'steady.example', developer_activity: 'HIGH' })
    const recorded = [
      [cooled, 'HIGH'],
      [warmed, 'LOW'],
      [steady, 'HIGH'],
    ] as const
    for (const [account, level] of recorded) {
      await store.db.insertInto('alert_account_levels').values({ workspace_id: workspaceId, account_id: account.id, level, updated_at: 1 }).execute()
    }
    expect(await lowerRecordedLevels(store.db, 5)).toBe(1)
    const rows = await store.db
      .selectFrom('alert_account_levels')
      .select(['account_id', 'level', 'updated_at'])
      .where('workspace_id', '=', workspaceId)
      .execute()
    const levelOf = (id: string) => rows.find((row) => row.account_id === id)
    expect(levelOf(cooled.id)).toMatchObject({ level: 'LOW', updated_at: 5 })
    expect(levelOf(warmed.id)!.level).toBe('LOW')
    expect(levelOf(steady.id)!.level).toBe('HIGH')
  })
})
