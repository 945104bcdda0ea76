/**
 * Runs the jobs of the outbox: claims due jobs under a lease, runs each with its kind's handler,
 * keeps the lease alive while it runs, then marks it done, schedules its retry or gives it up.
 * Each process runs one runner; leases make a job run once whatever the number of processes,
 * and a job whose process died is taken over when its lease ends.
 */
import { randomUUID } from 'node:crypto'
import type { Store } from '../store/store.js'
import { buryJob, type ClaimedJob, claimJobs, extendJobLease, finishJob, pruneFinishedJobs, retryJob } from './jobRows.js'
import { DEFAULT_RETRY_POLICY, decideRetry, errorMessage, type RetryPolicy } from './retryPolicy.js'

/** A job as its handler sees it. */
export interface RunningJob<Payload = unknown> {
  id: string
  kind: string
  workspaceId: string | null
  payload: Payload
  /** This attempt's number, from 1. */
  attempt: number
  /** When the job was enqueued (epoch ms). */
  createdAt: number
  /** Aborted when the runner lost the job's lease or is stopping: stop work and throw. */
  signal: AbortSignal
}

/** Runs the jobs of one kind. Returning means done; throwing means retry (see `retryPolicy.ts`). */
export interface JobHandler<Payload = unknown> {
  run(job: RunningJob<Payload>): Promise<void>
  /** How this kind retries (defaults: `DEFAULT_RETRY_POLICY`). */
  retry?: Partial<RetryPolicy>
}

/** A handler of any payload, as the runner holds them (each handler knows its own payload's shape). */
export type AnyJobHandler = JobHandler<never>

/** How the runner works. */
export interface JobRunnerOptions {
  /** How often it looks for due jobs when idle, in ms (default 1000). */
  pollMs?: number
  /** How long a claim holds a job before another runner may take it over, in ms (default 60 s); renewed while the job runs. */
  leaseMs?: number
  /** Jobs run at once (default 4). */
  concurrency?: number
  /** How long `stop()` lets running jobs finish before aborting them, in ms (default 5 s). */
  stopGraceMs?: number
  /** Where failures of the runner itself are reported (a store error while claiming). */
  onError?: (error: unknown, message: string) => void
}

/** Where the features that work through the outbox register the handlers of their job kinds. */
export interface JobRegistry {
  /** Runs the jobs of `kind` with `handler`; a kind has one handler, registered before the runner starts. */
  registerJobHandler<Payload>(kind: string, handler: JobHandler<Payload>): void
}

/** A job runner: runs the kinds registered on it. */
export interface JobRunner extends JobRegistry {
  /** This runner's lease owner id. */
  readonly owner: string
  /** Starts claiming jobs of the registered kinds (nothing to do when none is registered). */
  start(): void
  /** Looks for due jobs now (a job was just enqueued in this process). */
  wake(): void
  /** Stops claiming, lets running jobs finish (or aborts them after the grace period and hands them back). */
  stop(): Promise<void>
}

/** Finished jobs are kept this long: done a week, dead a month (they explain a failure). */
const DONE_KEPT_MS = 7 * 24 * 60 * 60 * 1000
const DEAD_KEPT_MS = 30 * 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

/** A runner over `store` (not started): register the handlers of its kinds, then start it. */
export function createJobRunner(store: Store, options: JobRunnerOptions = {}): JobRunner {
  const owner = randomUUID()
  const pollMs = options.pollMs ?? 1000
  const leaseMs = options.leaseMs ?? 60_000
  const concurrency = options.concurrency ?? 4
  const onError = options.onError ?? (() => {})
  const byKind = new Map<string, AnyJobHandler>()
  let kinds: string[] = []
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>()
  let started = false
  let stopping = false
  let claiming = false
  let timer: NodeJS.Timeout | undefined
  let lastPruned = 0

  const schedule = (delayMs: number) => {
    if (!started || stopping) return
    clearTimeout(timer)
    timer = setTimeout(tick, delayMs)
    timer.unref()
  }

  async function tick(): Promise<void> {
    if (stopping || claiming) return
    const free = concurrency - running.size
    if (free <= 0) return
    claiming = true
    let claimed: ClaimedJob[] = []
    try {
      claimed = await claimJobs(store.db, store.dialect, owner, kinds, free, leaseMs)
      if (Date.now() - lastPruned > PRUNE_EVERY_MS) await prune()
    } catch (error) {
      onError(error, 'could not claim jobs')
    } finally {
      claiming = false
    }
    for (const job of claimed) start(job)
    // a full claim may have left more due jobs behind; otherwise wait for the next poll
    schedule(claimed.length === free && claimed.length > 0 ? 0 : pollMs)
  }

  async function prune(): Promise<void> {
    lastPruned = Date.now()
    await pruneFinishedJobs(store.db, lastPruned - DONE_KEPT_MS, 'done')
    await pruneFinishedJobs(store.db, lastPruned - DEAD_KEPT_MS, 'dead')
  }

  function start(job: ClaimedJob): void {
    const controller = new AbortController()
    const done = execute(job, controller).finally(() => {
      running.delete(job.seq)
      schedule(0)
    })
    running.set(job.seq, { controller, done })
  }

  async function execute(job: ClaimedJob, controller: AbortController): Promise<void> {
    const handler = byKind.get(job.kind) as AnyJobHandler // only kinds with a handler are claimed
    const policy = { ...DEFAULT_RETRY_POLICY, ...handler.retry }
    const renewal = setInterval(
      () => {
        extendJobLease(store.db, job.seq, owner, Date.now() + leaseMs).then(
          (held) => held || controller.abort(new Error('the job lease was lost')),
          (error: unknown) => onError(error, 'could not renew a job lease'),
        )
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    )
    renewal.unref()
    try {
      // a job that took its process down each time it ran is given up, not run forever
      if (job.attempts > policy.maxAttempts) {
        await buryJob(store.db, job.seq, owner, `${job.lastError ?? 'the runner stopped during every attempt'} (gave up after ${job.attempts - 1} attempts)`)
        return
      }
      try {
        await handler.run({
          id: job.id,
          kind: job.kind,
          workspaceId: job.workspaceId,
          payload: job.payload as never,
          attempt: job.attempts,
          createdAt: job.createdAt,
          signal: controller.signal,
        })
        await finishJob(store.db, job.seq, owner)
      } catch (error) {
        if (stopping && controller.signal.aborted) {
          // handed back for the next runner, without spending an attempt
          await retryJob(store.db, job.seq, owner, Date.now(), job.lastError, false)
          return
        }
        const decision = decideRetry(policy, error, job.attempts, job.createdAt, Date.now())
        if ('giveUp' in decision) await buryJob(store.db, job.seq, owner, decision.giveUp)
        else await retryJob(store.db, job.seq, owner, decision.retryAt, errorMessage(error), decision.countAttempt)
      }
    } catch (error) {
      // the store failed while settling: the lease runs out and the job runs again
      onError(error, `could not record the outcome of job ${job.id}`)
    } finally {
      clearInterval(renewal)
    }
  }

  return {
    owner,
    registerJobHandler(kind, handler) {
      if (started) throw new Error(`job kind ${kind} registered after the runner started`)
      if (byKind.has(kind)) throw new Error(`job kind ${kind} already has a handler`)
      byKind.set(kind, handler as AnyJobHandler)
      kinds = [...byKind.keys()]
    },
    start() {
      if (started || kinds.length === 0) return
      started = true
      schedule(0)
    },
    wake() {
      schedule(0)
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      const jobs = [...running.values()]
      const grace = new Promise<void>((resolve) => setTimeout(resolve, options.stopGraceMs ?? 5000).unref())
      await Promise.race([Promise.all(jobs.map((job) => job.done)), grace])
      for (const job of jobs) job.controller.abort(new Error('the server is stopping'))
      // a handler deaf to its signal is left to its lease: the next runner takes the job over
      const lastCall = new Promise<void>((resolve) => setTimeout(resolve, options.stopGraceMs ?? 5000).unref())
      await Promise.race([Promise.all(jobs.map((job) => job.done)), lastCall])
    },
  }
}
