/**
 * Who writes the collector's groups: a worker thread owning the SQLite write connection (answers
 * only after commit, errors keep their codes, a dead thread fails its groups as unavailable and the
 * next group gets a new one), several PostgreSQL transactions in flight, and the secret scrubber
 * that scans a whole batch in one pass.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { openBatchWriter, type BatchWriter } from '../../collector/batchWriter.js'
import { CollectorAssets, type CollectorAsset } from '../../collector/collectorAsset.js'
import { GroupCommit } from '../../collector/groupCommit.js'
import type { BatchResult, IngestBatch } from '../../collector/ingestBatch.js'
import { SecretScrubber, scrubEvent } from '../../collector/secretScan.js'
import { SqliteWriterThread } from '../../collector/sqliteWriterThread.js'
import type { Store } from '../../store/store.js'
import { createTestStore } from '../../../test/stores.js'
import { PLAIN_SNIPPETS, SECRET_SNIPPETS } from '../../../../../test/fixtures/secretCorpus.js'

function batchOf(asset: CollectorAsset, events = 3): IngestBatch {
  return {
    asset,
    anonymousId: randomUUID(),
    country: 'DE',
    receivedAt: Date.now(),
    events: Array.from({ length: events }, () => ({ type: 'PAGE_VISIT' as const, id: randomUUID(), time: Date.now(), url: 'https://docs.acme.io/start' })),
  }
}

async function storedActivities(store: Store, asset: CollectorAsset): Promise<number> {
  const row = await store.db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('asset_id', '=', asset.id)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('SQLite writer thread', () => {
  let store: Store
  let asset: CollectorAsset
  let writer: BatchWriter

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    const workspace = await createWorkspace(store, 'Writers')
    const created = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
    asset = (await new CollectorAssets(store).get(created.client_id))!
    writer = openBatchWriter(store)
  })
  afterAll(async () => {
    await writer.close()
    await store.close()
  })

  it('is a worker thread for a SQLite file, and what it answered is committed for every other connection', async () => {
    expect(writer).toBeInstanceOf(SqliteWriterThread)
    expect(writer.concurrency).toBe(1)
    const results = await writer.write([batchOf(asset, 2), batchOf(asset, 5)])
    expect(results.map((result) => [result.kept, result.newActivityIds.length, result.dropped])).toEqual([
      [2, 2, {}],
      [5, 5, {}],
    ])
    expect(await storedActivities(store, asset)).toBe(7)
  })

  it('hands back a failed write with its SQLite code, so the store-unavailable rule still reads it', async () => {
    const orphan = { ...asset, id: randomUUID(), workspaceId: randomUUID() }
    const failure = await writer.write([batchOf(orphan)]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as { code?: string }).code).toMatch(/^SQLITE_CONSTRAINT/)
  })

  it('fails a group the thread still held when it died as unavailable', async () => {
    const thread = writer as unknown as { _worker: { terminate(): Promise<number> } | null }
    await writer.write([batchOf(asset)])
    // terminate() stops the thread's JavaScript at once: the group posted next is never answered
    const terminated = thread._worker!.terminate()
    const outcome = await writer.write([batchOf(asset)]).catch((error: unknown) => error)
    await terminated
    expect(outcome).toMatchObject({ type: 'unavailable' })
  })

  it('writes the group after a dead thread on a new thread', async () => {
    const thread = writer as unknown as { _worker: { terminate(): Promise<number> } | null }
    await writer.write([batchOf(asset)])
    const dead = thread._worker
    await dead!.terminate()
    expect((await writer.write([batchOf(asset, 4)])).map((result) => result.kept)).toEqual([4])
    expect(thread._worker).not.toBeNull()
    expect(thread._worker).not.toBe(dead)
  })
})

describe('PostgreSQL writers', () => {
  it('keep several group transactions in flight', async () => {
    const store = await createTestStore('postgres')
    try {
      const workspace = await createWorkspace(store, 'Writers')
      const created = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
      const asset = (await new CollectorAssets(store).get(created.client_id))!
      const writer = openBatchWriter(store, { postgresWriters: 3 })
      expect(writer.concurrency).toBe(3)
      let inFlight = 0
      let most = 0
      const commit = new GroupCommit<IngestBatch, BatchResult>(
        async (batches) => {
          inFlight += 1
          most = Math.max(most, inFlight)
          try {
            return await writer.write(batches)
          } finally {
            inFlight -= 1
          }
        },
        { concurrency: writer.concurrency, maxEvents: 10 },
      )
      const kept = await Promise.all(Array.from({ length: 12 }, () => commit.add(batchOf(asset, 5), 5)))
      expect(kept.map((result) => result.kept)).toEqual(Array(12).fill(5))
      expect(most).toBe(3)
      expect(await storedActivities(store, asset)).toBe(60)
    } finally {
      await store.close()
    }
  })
})

describe('secret scrubber', () => {
  it('scrubs a whole batch as scrubEvent scrubs each event, remembering short texts', async () => {
    const texts = [...SECRET_SNIPPETS.map((snippet) => snippet.text), ...PLAIN_SNIPPETS.map((snippet) => snippet.text)]
    const events = texts.flatMap((text, index) => [
      { type: 'COPY' as const, id: randomUUID(), time: 1, url: `https://docs.acme.io/${index}`, text, method: 'selection' as const },
      { type: 'PAGE_VISIT' as const, id: randomUUID(), time: 1, url: 'https://docs.acme.io/', title: text.slice(0, 200) },
    ])
    const scrubber = new SecretScrubber()
    const expected = await Promise.all(events.map((event) => scrubEvent(event)))
    expect(await scrubber.scrubEvents(events)).toEqual(expected)
    // the second time short texts are remembered, and the answer is the same
    expect(await scrubber.scrubEvents(events)).toEqual(expected)
    expect(expected.filter((event) => event.type === 'COPY' && event.text.includes('[REDACTED]')).length).toBeGreaterThan(10)
  })
})
