/**
 * Property of a delete on both stores: whatever sequence of visits, identifies on shared browsers,
 * GitHub stars, merges and unmerges came before (and left every person and account counted
 * right), deleting one person removes exactly the
 * activities attributed to them (and only those leave the daily counts), and every other person
 * keeps their activities, first and latest activity and activity count; every account's dates and
 * active developers are what the remaining activities say.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import type { IngestBatch } from '../../collector/ingestBatch.js'
import { writeBatches } from '../../collector/pipeline.js'
import { writeGithubActivities } from '../../github/writeGithubActivities.js'
import { ACTIVITY_WINDOW_MS, defaultActivityLevels } from '../../domain/activityLevels.js'
import { mergesInForce } from '../../identity/mergeLog.js'
import { unmergeDeveloper } from '../../identity/unmergeDeveloper.js'
import { forgetDeveloper } from '../../privacy/forgetDeveloper.js'
import type { IdentityKind } from '../../store/schema.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const DAY = 86_400_000
const emails = ['ana@one.dev', 'ben@one.dev', 'cy@two.dev']
const logins = ['ana-gh', 'ben-gh', 'cy-gh']
const pool: { type: IdentityKind; username: string }[] = [
  ...emails.map((username) => ({ type: 'email' as const, username })),
  ...logins.map((username) => ({ type: 'github' as const, username })),
]

const step = fc.oneof(
  fc.record({ kind: fc.constant('visit' as const), browser: fc.nat(1), day: fc.nat(20) }),
  fc.record({ kind: fc.constant('identify' as const), browser: fc.nat(1), primary: fc.constantFrom(...pool), others: fc.subarray(pool, { maxLength: 2 }) }),
  fc.record({ kind: fc.constant('star' as const), login: fc.constantFrom(...logins), day: fc.nat(20) }),
  fc.record({ kind: fc.constant('unmerge' as const), pick: fc.nat() }),
)

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

describe.each(dialects)('deleting one person on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store.close()
  })

  async function play(workspaceId: string, assetId: string, steps: Step[], start: number) {
    const asset = { id: assetId, workspaceId, kind: 'DOCS' as const, allowedOrigins: ['*'], activityLevels: defaultActivityLevels }
    const browsers = [randomUUID(), randomUUID()]
    for (const [index, action] of steps.entries()) {
      const time = start + index
      const batch = (browser: number, event: IngestBatch['events'][number]): IngestBatch => ({
        asset,
        anonymousId: browsers[browser]!,
        country: '',
        receivedAt: Date.now(),
        events: [event],
      })
      if (action.kind === 'visit') {
        await writeBatches(store, [batch(action.browser, { type: 'PAGE_VISIT', id: randomUUID(), time: time + action.day * DAY, url: 'https://docs.x.dev/a' })])
      } else if (action.kind === 'identify') {
        const identity = { ...action.primary, other_identities: action.others }
        await writeBatches(store, [batch(action.browser, { type: 'IDENTIFY', id: randomUUID(), time, url: 'https://docs.x.dev/', identity })])
      } else if (action.kind === 'star') {
        const activity = { id: randomUUID(), activityType: 'STAR' as const, sourceType: 'GITHUB_WEBHOOK' as const, page: 'https://github.com/x/y' }
        await writeGithubActivities(store, workspaceId, [{ ...activity, occurredAt: time + action.day * DAY, login: action.login }])
      } else {
        const merges = await mergesInForce(store.db, workspaceId)
        const merge = merges[action.pick % Math.max(merges.length, 1)]
        const identity = merge?.identities[0]
        if (!merge || !identity) continue
        const holder = await store.db
          .selectFrom('developer_identities')
          .select('developer_id')
          .where('workspace_id', '=', workspaceId)
          .where('type', '=', identity.type)
          .where('username', '=', identity.username)
          .executeTakeFirst()
        if (holder) await unmergeDeveloper(store, workspaceId, holder.developer_id, identity).catch(() => undefined)
      }
    }
  }

  const snapshot = async (workspaceId: string) => ({
    developers: await store.db
      .selectFrom('developers')
      .select(['id', 'account_id', 'first_activity', 'latest_activity'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute(),
    activities: await store.db
      .selectFrom('activities')
      .leftJoin('visitors', 'visitors.id', 'activities.visitor_id')
      .select(['activities.id', 'activities.developer_id', 'activities.account_id', 'activities.occurred_at', 'visitors.developer_id as visitor_developer_id'])
      .where('activities.workspace_id', '=', workspaceId)
      .execute(),
    counted: Number(
      (
        await store.db
          .selectFrom('stats_daily_activity')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
    accounts: await store.db
      .selectFrom('accounts')
      .select(['id', 'first_activity', 'latest_activity', 'active_developers_count'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute(),
  })

  /** Every developer's and account's dates, and every account's active developers, are what the activities say. */
  function expectCounted(state: Awaited<ReturnType<typeof snapshot>>, now: number) {
    const time = (value: number | null) => (value === null ? null : Number(value))
    const span = (rows: typeof state.activities) => {
      const times = rows.map((row) => Number(row.occurred_at))
      return { first_activity: times.length ? Math.min(...times) : null, latest_activity: times.length ? Math.max(...times) : null }
    }
    for (const developer of state.developers) {
      const theirs = state.activities.filter((row) => row.developer_id === developer.id)
      expect({ id: developer.id, first_activity: time(developer.first_activity), latest_activity: time(developer.latest_activity) }).toEqual({
        id: developer.id,
        ...span(theirs),
      })
    }
    for (const account of state.accounts) {
      const active = state.developers.filter(
        (row) => row.account_id === account.id && row.latest_activity !== null && Number(row.latest_activity) >= now - ACTIVITY_WINDOW_MS,
      )
      expect({ ...account, first_activity: time(account.first_activity), latest_activity: time(account.latest_activity) }).toEqual({
        id: account.id,
        ...span(state.activities.filter((row) => row.account_id === account.id)),
        active_developers_count: active.length,
      })
    }
  }

  it('removes exactly the activities attributed to the person and changes nobody else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), fc.nat(), async (steps, pick) => {
        const workspaceId = (await createWorkspace(store, `w-${randomUUID()}`)).id
        const assetId = (await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })).id
        const now = Date.now()
        await play(workspaceId, assetId, steps, now - 25 * DAY)
        const before = await snapshot(workspaceId)
        // merges and unmerges leave every person and account counted right
        expectCounted(before, now)
        const target = before.developers[pick % Math.max(before.developers.length, 1)]
        if (!target) return
        const theirs = before.activities.filter(
          (row) => row.developer_id === target.id || (row.developer_id === null && row.visitor_developer_id === target.id),
        )

        const removed = await forgetDeveloper(store, workspaceId, target.id, now)
        expect(removed.activities).toBe(theirs.length)
        const after = await snapshot(workspaceId)
        const kept = before.activities.filter((row) => !theirs.includes(row))
        expect(after.activities.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort())
        for (const row of after.activities) expect(row.developer_id).toBe(kept.find((old) => old.id === row.id)?.developer_id)
        expect(after.developers).toEqual(before.developers.filter((row) => row.id !== target.id))
        // the daily counts lose exactly their activities
        expect(after.counted).toBe(before.counted - theirs.length)
        // every account is what its remaining activities and developers say
        expectCounted(after, now)
      }),
      { numRuns: 30 },
    )
  })
})
