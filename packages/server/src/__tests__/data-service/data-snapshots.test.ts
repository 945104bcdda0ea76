import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newId } from '../../ids.js'
import { MemberSnapshots } from '../../segments/memberSnapshots.js'
import { createSegment, getSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { createDataServiceApp, insertDeveloper, insertRows, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'

describe.each(dialects)('segment member snapshots on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  let key: string
  let segmentId: string
  beforeAll(async () => {
    store = await createTestStore(dialect)
    ;({ workspaceId, key } = await seedWorkspace(store))
    const now = Date.now()
    await insertRows(
      store,
      'developers',
      Array.from({ length: 150 }, (_, index) => ({ id: newId(), workspace_id: workspaceId, latest_activity: now - index * 1000, created_at: now })),
    )
    segmentId = (await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'All', filter: {} })).id
  })
  afterAll(async () => {
    await store?.close()
  })

  it('keeps one order while a client pages, even when a member is added in between', async () => {
    const app = await createDataServiceApp(store, { segmentSnapshotMs: 60_000 })
    const page = async (number: number) =>
      (await app.inject({ url: `/segment/${segmentId}/developers?page=${number}`, headers: { 'x-api-key': key } })).json() as {
        data: { id: string }[]
        total_pages: number
      }
    const first = await page(1)
    const newcomer = await insertDeveloper(store, workspaceId, { latest_activity: Date.now() + 60_000 })
    const second = await page(2)
    const ids = [...first.data, ...second.data].map((developer) => developer.id)
    expect(ids).toHaveLength(150)
    expect(new Set(ids).size).toBe(150)
    expect(ids).not.toContain(newcomer.id)
    await app.close()
    const fresh = await createDataServiceApp(store, { segmentSnapshotMs: 60_000 })
    const now = (await fresh.inject({ url: `/segment/${segmentId}/developers`, headers: { 'x-api-key': key } })).json()
    expect(now.data[0].id).toBe(newcomer.id)
    await fresh.close()
    await store.db.deleteFrom('developers').where('id', '=', newcomer.id).execute()
  })

  it('rebuilds an expired snapshot from current data behind the reads, which get the old one until the new one is there', async () => {
    const snapshots = new MemberSnapshots(store, 150)
    const segment = await getSegment(store, workspaceId, segmentId)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const before = await snapshots.ids(segment)
      const newcomer = await insertDeveloper(store, workspaceId, { latest_activity: Date.now() + 60_000 })
      vi.setSystemTime(Date.now() + 149)
      expect(await snapshots.ids(segment)).toEqual(before)
      vi.setSystemTime(Date.now() + 1)
      // past expiry: answered at once from the old snapshot, never after a rebuild
      expect(await snapshots.ids(segment)).toEqual(before)
      let after = before
      await waitFor(
        async () => {
          after = await snapshots.ids(segment)
          return after !== before
        },
        { what: 'the rebuilt snapshot' },
      )
      expect(after[0]).toBe(newcomer.id)
      expect(after.slice(1)).toEqual(before)
    } finally {
      vi.useRealTimers()
    }
  })
})
