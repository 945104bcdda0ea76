/**
 * When a failed job runs again: exponential backoff with jitter, until the policy gives up. A
 * handler steers it with `RetryJobLater` (a known delay: Retry-After, a paused destination) and
 * `JobFailed` (no retry will help: a final 4xx).
 */

/** How a kind of job retries. */
export interface RetryPolicy {
  /** Delay before the first retry, in ms (default 1 s); it doubles per attempt. */
  baseMs: number
  /** Longest delay between two attempts, in ms (default 1 h). */
  maxMs: number
  /** Give up this long after the job was enqueued, in ms (default 24 h). */
  giveUpAfterMs: number
  /** Give up after this many attempts (default 30). */
  maxAttempts: number
}

/** The default policy: 1 s doubling to at most 1 h between attempts, for up to 24 h or 30 attempts. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 1000, maxMs: 60 * 60 * 1000, giveUpAfterMs: 24 * 60 * 60 * 1000, maxAttempts: 30 }

/** Thrown by a handler: run the job again after `afterMs` (a Retry-After, a paused destination). */
export class RetryJobLater extends Error {
  /** The delay asked for, in ms. */
  readonly afterMs: number
  /** Whether this attempt counts toward `maxAttempts` (false for a pause the job did not cause). */
  readonly countAttempt: boolean

  constructor(message: string, afterMs: number, options: { countAttempt?: boolean } = {}) {
    super(message)
    this.name = 'RetryJobLater'
    this.afterMs = Math.max(0, afterMs)
    this.countAttempt = options.countAttempt ?? true
  }
}

/** Thrown by a handler: the job can never succeed (a final 4xx); it is given up at once. */
export class JobFailed extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'JobFailed'
  }
}

/**
 * The delay before attempt `attempt + 1` after attempt `attempt` (1-based) failed: half of the
 * doubled delay fixed, half random ("equal jitter"), so retries of many jobs spread out and none
 * comes back at once.
 */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const doubled = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt - 1, 40))
  return Math.round(doubled / 2 + random() * (doubled / 2))
}

/** What becomes of a job whose attempt failed: a retry time, or a reason to give up. */
export type RetryDecision = { retryAt: number; countAttempt: boolean } | { giveUp: string }

/** Decides the next step for a job enqueued at `createdAt` whose attempt `attempt` threw `error`. */
export function decideRetry(
  policy: RetryPolicy,
  error: unknown,
  attempt: number,
  createdAt: number,
  now: number,
  random: () => number = Math.random,
): RetryDecision {
  const reason = errorMessage(error)
  if (error instanceof JobFailed) return { giveUp: reason }
  const later = error instanceof RetryJobLater ? error : null
  const countAttempt = later?.countAttempt ?? true
  if (countAttempt && attempt >= policy.maxAttempts) return { giveUp: `${reason} (gave up after ${attempt} attempts)` }
  const retryAt = now + (later ? later.afterMs : backoffDelay(policy, attempt, random))
  if (retryAt > createdAt + policy.giveUpAfterMs)
    return { giveUp: `${reason} (gave up ${Math.round(policy.giveUpAfterMs / 60_000)} min after it was enqueued)` }
  return { retryAt, countAttempt }
}

/** A failure's message, kept short for the job row. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 1000 ? `${message.slice(0, 1000)}…` : message
}
