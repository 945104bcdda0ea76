/**
 * An account whose activities carry no country: each refresh of its aggregates used to walk every
 * one of its activities looking for a country. The refresh's own plan is read on both stores:
 * PostgreSQL's EXPLAIN ANALYZE counts the activity rows it reads (constant, not the account's
 * history), SQLite's query plan finds the country through the partial index of activities with one.
 */
import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAggregatesUpdate, refreshAccountAggregates } from '../../accounts/accountAggregates.js'
import { ensureAccount } from '../../accounts/ensureAccount.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { defaultActivityLevels } from '../../domain/activityLevels.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const HISTORY = 3000
const DAY_MS = 24 * 60 * 60 * 1000

interface PlanNode {
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** Activity rows a PostgreSQL plan node and its children read (returned or filtered out). */
function activityRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'activities'
      ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1)
      : 0
  return own + (node.Plans ?? []).reduce((sum, child) => sum + activityRowsRead(child), 0)
}

describe.each(dialects)('refreshing an account without a country on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  let accountId: string
  const now = Date.now()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await createWorkspace(store, 'No country')).id
    accountId = await ensureAccount(store.db, workspaceId, 'no-country.example', now)
  })
  afterAll(async () => {
    await store.close()
  })

  async function addActivities(count: number, from: number): Promise<void> {
    const rows = Array.from({ length: count }, (_, index) => ({
      id: `a-${from + index}`,
      workspace_id: workspaceId,
      asset_id: null,
      visitor_id: null,
      developer_id: null,
      account_id: accountId,
      activity_type: 'PAGE_VISIT',
      activity_source: 'WEBSITE',
      source_type: 'WEB',
      // older than the 30-day window: the level's bounded read takes none of them
      occurred_at: now - 60 * DAY_MS + from + index,
      received_at: now,
    }))
    for (let start = 0; start < rows.length; start += 500)
      await store.db
        .insertInto('activities')
        .values(rows.slice(start, start + 500))
        .execute()
  }

  /** What one refresh reads: PostgreSQL's activity rows read, SQLite's plan lines. */
  async function refreshPlan(): Promise<{ rowsRead: number | null; plan: string }> {
    const compiled = accountAggregatesUpdate(store.db, accountId, defaultActivityLevels, now).compile()
    if (dialect === 'postgres') {
      let rowsRead = 0
      let plan = ''
      await store.db
        .transaction()
        .execute(async (tx) => {
          const result = await tx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
          )
          const root = result.rows[0]!['QUERY PLAN'][0].Plan
          rowsRead = activityRowsRead(root)
          plan = JSON.stringify(root)
          // EXPLAIN ANALYZE ran the update: undo it
          throw new RollBack()
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error
        })
      return { rowsRead, plan }
    }
    const result = await store.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]))
    return { rowsRead: null, plan: result.rows.map((row) => row.detail).join('\n') }
  }

  it('reads a constant number of activities however long the history without a country is', async () => {
    await addActivities(HISTORY, 0)
    if (dialect === 'postgres') await store.db.executeQuery(CompiledQuery.raw('analyze activities'))
    await refreshAccountAggregates(store.db, accountId, defaultActivityLevels, now)
    const first = await refreshPlan()
    await addActivities(50, HISTORY)
    if (dialect === 'postgres') await store.db.executeQuery(CompiledQuery.raw('analyze activities'))
    const second = await refreshPlan()
    for (const { rowsRead, plan } of [first, second]) {
      if (dialect === 'postgres') expect(rowsRead, plan).toBeLessThan(20)
      else expect(plan).toMatch(/activities USING (COVERING )?INDEX activities_account_country/)
    }
    const account = await store.db.selectFrom('accounts').select('country').where('id', '=', accountId).executeTakeFirstOrThrow()
    expect(account.country).toBe('')
  })

  it('still takes the newest activity country once one arrives', async () => {
    await store.db
      .insertInto('activities')
      .values([
        {
          id: 'c-old',
          workspace_id: workspaceId,
          account_id: accountId,
          activity_type: 'PAGE_VISIT',
          activity_source: 'WEBSITE',
          source_type: 'WEB',
          country: 'FR',
          occurred_at: now - 2 * DAY_MS,
          received_at: now,
        },
        {
          id: 'c-new',
          workspace_id: workspaceId,
          account_id: accountId,
          activity_type: 'PAGE_VISIT',
          activity_source: 'WEBSITE',
          source_type: 'WEB',
          country: 'DE',
          occurred_at: now - DAY_MS,
          received_at: now,
        },
      ])
      .execute()
    await refreshAccountAggregates(store.db, accountId, defaultActivityLevels, now)
    const account = await store.db.selectFrom('accounts').select('country').where('id', '=', accountId).executeTakeFirstOrThrow()
    expect(account.country).toBe('DE')
  })
})

class RollBack extends Error {}
