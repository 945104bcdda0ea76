import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALERT_DELIVERY_JOB } from '../../alerts/alertJobKinds.js'
import { CRM_SYNC_JOB } from '../../crm/crmSyncJobs.js'
import { buryJob, claimJobs, enqueueJob, enqueueJobs, finishJob, listJobs, wakeJobs } from '../../jobs/jobRows.js'
import { type AnyJobHandler, createJobRunner, type JobHandler, type JobRunner } from '../../jobs/jobRunner.js'
import { backoffDelay, DEFAULT_RETRY_POLICY, decideRetry, JobFailed, RetryJobLater } from '../../jobs/retryPolicy.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'
import { seedWorkspace } from '../../../test/seed.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'

const FAST = { pollMs: 10, leaseMs: 2000, stopGraceMs: 200 }

/** A runner over `store` with `handlers` registered by kind (not started). */
function runnerOf(store: Store, handlers: Record<string, AnyJobHandler>, options: Parameters<typeof createJobRunner>[1]): JobRunner {
  const created = createJobRunner(store, options)
  for (const [kind, handler] of Object.entries(handlers)) created.registerJobHandler(kind, handler)
  return created
}

/** Resolves once `check` holds, polling; fails the test after `timeoutMs`. */
function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  return waitFor(check, { timeout: timeoutMs, interval: 10 })
}

describe('retry policy', () => {
  it('doubles the delay per attempt up to the cap, with half of it random', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseMs: 1000, maxMs: 8000 }
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(policy, attempt, () => 0))).toEqual([500, 1000, 2000, 4000, 4000])
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(policy, attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 8000])
  })

  it('gives up after the attempts or the time the policy allows, and at once for JobFailed', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, maxAttempts: 3, giveUpAfterMs: 60_000 }
    expect(decideRetry(policy, new Error('503'), 1, 0, 1000, () => 0)).toEqual({ retryAt: 1500, countAttempt: true })
    expect(decideRetry(policy, new Error('503'), 3, 0, 1000)).toEqual({ giveUp: '503 (gave up after 3 attempts)' })
    expect(decideRetry(policy, new JobFailed('410 Gone'), 1, 0, 1000)).toEqual({ giveUp: '410 Gone' })
    expect(decideRetry(policy, new RetryJobLater('429', 30_000), 1, 0, 1000)).toEqual({ retryAt: 31_000, countAttempt: true })
    expect(decideRetry(policy, new RetryJobLater('429', 90_000), 1, 0, 1000)).toMatchObject({ giveUp: expect.stringContaining('gave up 1 min after') })
    // a pause the job did not cause spends no attempt, even past maxAttempts
    expect(decideRetry(policy, new RetryJobLater('paused', 100, { countAttempt: false }), 3, 0, 1000)).toEqual({ retryAt: 1100, countAttempt: false })
  })
})

describe.each(dialects)('job engine on %s', (dialect) => {
  let store: Store
  let workspaceId: string
  const runners: JobRunner[] = []
  const runner = (handlers: Record<string, AnyJobHandler>, options = {}) => {
    const created = runnerOf(store, handlers, { ...FAST, ...options })
    runners.push(created)
    created.start()
    return created
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    ;({ workspaceId } = await seedWorkspace(store))
  })
  afterAll(async () => {
    await Promise.all(runners.map((created) => created.stop()))
    await store.close()
  })

  it('enqueues a dedupe key once, and a job written in a rolled-back transaction never exists', async () => {
    const first = await enqueueJob(store.db, { kind: 'test.dedupe', workspaceId, payload: { n: 1 }, dedupeKey: 'alert-1' })
    expect(first).toEqual(expect.any(String))
    expect(await enqueueJob(store.db, { kind: 'test.dedupe', workspaceId, payload: { n: 2 }, dedupeKey: 'alert-1' })).toBeNull()
    // the same key under another kind is another job
    expect(await enqueueJob(store.db, { kind: 'test.other', workspaceId, payload: null, dedupeKey: 'alert-1' })).toEqual(expect.any(String))
    await expect(
      store.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.dedupe', workspaceId, payload: { n: 3 }, dedupeKey: 'alert-2' })
        throw new Error('the decision failed')
      }),
    ).rejects.toThrow('the decision failed')
    const jobs = await listJobs(store.db, { kind: 'test.dedupe' })
    expect(jobs.map((job) => [job.dedupeKey, job.payload, job.state])).toEqual([['alert-1', { n: 1 }, 'pending']])
  })

  it('runs each job once with two runners claiming at the same time', async () => {
    // on PostgreSQL the second runner has its own connection pool, as a second process would
    const second = dialect === 'postgres' && store.url ? await openStore(store.url, { migrate: false }) : store
    const runs = new Map<number, number>()
    const handler: JobHandler<{ n: number }> = {
      run: async (job) => {
        runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1)
        // work of uneven length (0 to 2 turns of the event loop) interleaves the two runners' claims
        for (let turn = 0; turn < job.payload.n % 3; turn++) await new Promise((resolve) => setImmediate(resolve))
      },
    }
    await enqueueJobs(
      store.db,
      Array.from({ length: 300 }, (_, n) => ({ kind: 'test.once', workspaceId, payload: { n } })),
    )
    runner({ 'test.once': handler }, { concurrency: 8 })
    const other = runnerOf(second, { 'test.once': handler }, { ...FAST, concurrency: 8 })
    other.start()
    try {
      await eventually(async () => (await listJobs(store.db, { kind: 'test.once', states: ['done'], limit: 1000 })).length === 300)
    } finally {
      await other.stop()
      if (second !== store) await second.close()
    }
    expect(runs.size).toBe(300)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
  })

  it('retries a failing job with backoff, buries it after its attempts, and JobFailed at once', async () => {
    const attempts: Record<string, number[]> = {}
    const handler: JobHandler<{ name: string; failures: number }> = {
      retry: { baseMs: 20, maxMs: 40, maxAttempts: 3 },
      run: async (job) => {
        ;(attempts[job.payload.name] ??= []).push(job.attempt)
        if (job.payload.name === 'final') throw new JobFailed('410 Gone: the receiver was deleted')
        if (job.attempt <= job.payload.failures) throw new Error(`503 on attempt ${job.attempt}`)
      },
    }
    await enqueueJobs(store.db, [
      { kind: 'test.retry', workspaceId, payload: { name: 'recovers', failures: 2 } },
      { kind: 'test.retry', workspaceId, payload: { name: 'never', failures: 99 } },
      { kind: 'test.retry', workspaceId, payload: { name: 'final', failures: 0 } },
    ])
    runner({ 'test.retry': handler })
    await eventually(async () => (await listJobs(store.db, { kind: 'test.retry', states: ['done', 'dead'] })).length === 3)
    const jobs = await listJobs(store.db, { kind: 'test.retry' })
    const byName = Object.fromEntries(jobs.map((job) => [(job.payload as { name: string }).name, job]))
    expect(byName.recovers).toMatchObject({ state: 'done', attempts: 3, lastError: '503 on attempt 2' })
    expect(byName.never).toMatchObject({ state: 'dead', attempts: 3, lastError: '503 on attempt 3 (gave up after 3 attempts)' })
    expect(byName.final).toMatchObject({ state: 'dead', attempts: 1, lastError: '410 Gone: the receiver was deleted' })
    expect(attempts).toEqual({ recovers: [1, 2, 3], never: [1, 2, 3], final: [1] })
  })

  it('runs the jobs of one ordering key in enqueue order, a retry holding back the later ones only', async () => {
    const order: string[] = []
    const handler: JobHandler<{ key: string; n: number }> = {
      run: async (job) => {
        // a0 keeps failing until all of b has run: had b waited for a, this would never end
        if (job.payload.key === 'a' && job.payload.n === 0 && !order.includes('b2')) throw new RetryJobLater('a0 is not ready', 10, { countAttempt: false })
        order.push(`${job.payload.key}${job.payload.n}`)
      },
    }
    await enqueueJobs(
      store.db,
      [0, 1, 2].flatMap((n) => ['a', 'b'].map((key) => ({ kind: 'test.ordered', workspaceId, payload: { key, n }, orderingKey: `account:${key}` }))),
    )
    runner({ 'test.ordered': handler }, { concurrency: 4 })
    await eventually(() => order.length === 6)
    expect(order).toEqual(['b0', 'b1', 'b2', 'a0', 'a1', 'a2'])
  })

  it("takes over a dead runner's job when its lease ends, and ignores the dead runner's late answer", async () => {
    await enqueueJob(store.db, { kind: 'test.takeover', workspaceId, payload: { n: 1 } })
    const [held] = await claimJobs(store.db, store.dialect, 'crashed-process', ['test.takeover'], 1, 100)
    expect(held).toMatchObject({ state: 'running', attempts: 1 })
    const ran: number[] = []
    runner({ 'test.takeover': { run: async (job) => void ran.push(job.attempt) } })
    await eventually(async () => (await listJobs(store.db, { kind: 'test.takeover', states: ['done'] })).length === 1)
    expect(ran).toEqual([2])
    expect(await finishJob(store.db, (held as { seq: number }).seq, 'crashed-process')).toBe(false)
    expect(await buryJob(store.db, (held as { seq: number }).seq, 'crashed-process', 'late')).toBe(false)
    expect((await listJobs(store.db, { kind: 'test.takeover' }))[0]).toMatchObject({ state: 'done', lastError: null })
  })

  it('hands a running job back without spending an attempt when it stops, and a paused job waits until woken', async () => {
    const handler: JobHandler = {
      run: (job) => new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason))),
    }
    await enqueueJob(store.db, { kind: 'test.stop', workspaceId, payload: null })
    const stopping = runnerOf(store, { 'test.stop': handler }, { ...FAST, stopGraceMs: 50 })
    stopping.start()
    await eventually(async () => (await listJobs(store.db, { kind: 'test.stop', states: ['running'] })).length === 1)
    await stopping.stop()
    expect((await listJobs(store.db, { kind: 'test.stop' }))[0]).toMatchObject({ state: 'pending', attempts: 0 })

    let paused = true
    const runs: number[] = []
    await enqueueJob(store.db, { kind: 'test.pause', workspaceId, payload: null, orderingKey: 'destination:1' })
    runner({
      'test.pause': {
        run: async (job) => {
          runs.push(job.attempt)
          if (paused) throw new RetryJobLater('the destination is paused', 60 * 60 * 1000, { countAttempt: false })
        },
      },
    })
    await eventually(async () => (await listJobs(store.db, { kind: 'test.pause' }))[0]?.lastError === 'the destination is paused')
    paused = false
    expect(await wakeJobs(store.db, { kind: 'test.pause', orderingKey: 'destination:1' })).toBe(1)
    await eventually(async () => (await listJobs(store.db, { kind: 'test.pause', states: ['done'] })).length === 1)
    expect(runs).toEqual([1, 1])
  })
})

describe('job registry', () => {
  it('takes one handler per kind, before the runner starts', async () => {
    const store = await createTestStore('sqlite')
    const created = createJobRunner(store, FAST)
    created.registerJobHandler('test.one', { run: async () => {} })
    expect(() => created.registerJobHandler('test.one', { run: async () => {} })).toThrow(/test.one already has a handler/)
    await store.close()
  })

  it('imports none of the features that register on it', () => {
    const folder = fileURLToPath(new URL('../../jobs/', import.meta.url))
    const imports = readdirSync(folder).flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)].map((match) => match[1]),
    )
    expect(imports.filter((path) => !/^\.\.\/(store\/|ids\.js)/.test(path ?? ''))).toEqual([])
  })
})

describe('job engine in the app', () => {
  let drop: () => Promise<void>
  afterAll(async () => drop?.())

  it('starts with the app, runs what is enqueued, and stops before the store closes', async () => {
    const database = await createTestDatabase('sqlite')
    drop = database.drop
    const store = await openStore(database.url)
    const { createApp } = await import('../../app.js')
    const done: string[] = []
    const app = await createApp({
      store,
      tokenSecret: 'test-secret',
      activitySweepMs: 0,
      secretBox: new SecretBox(randomBytes(32)),
      jobs: { pollMs: 60_000, handlers: { 'test.app': { run: async (job) => void done.push(String(job.payload)) } } },
    })
    const { workspaceId } = await seedWorkspace(store)
    await enqueueJob(store.db, { kind: 'test.app', workspaceId, payload: 'hello' })
    // the kinds the app registers for alerts and CRM sync run too (here: for records that are gone)
    await enqueueJob(store.db, { kind: ALERT_DELIVERY_JOB, workspaceId, payload: { deliveryId: 'msg_gone' } })
    await enqueueJob(store.db, { kind: CRM_SYNC_JOB, workspaceId, payload: { connectionId: 'gone', runId: 'run-1' } })
    // polls only every minute here: the wake makes it run now
    app.jobs.wake()
    await eventually(async () => (await listJobs(store.db, { states: ['done'] })).length === 3)
    expect(done).toEqual(['hello'])
    expect(() => app.jobs.registerJobHandler('test.late', { run: async () => {} })).toThrow(/after the runner started/)
    await app.close()
    await store.close()
  })
})
