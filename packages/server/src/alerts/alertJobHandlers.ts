/**
 * The job handlers of alerts: one delivery (`alert.deliver`), an hour's digest of a busy rule
 * (`alert.digest`) and an e-mail destination's daily or weekly digest (`alert.scheduled-digest`).
 * Each attempt is written to the delivery log; a destination failing for `pauseAfterMs` is
 * paused (its jobs wait without counting attempts) until a successful test resumes it.
 */
import type { Mailer } from '../email/createMailer.js'
import type { JobHandler, JobRegistry, RunningJob } from '../jobs/jobRunner.js'
import { DEFAULT_RETRY_POLICY, JobFailed, RetryJobLater, type RetryPolicy } from '../jobs/retryPolicy.js'
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { openAlertDestination, recordDestinationFailure, recordDestinationSuccess, type OpenDestination } from './alertDestinations.js'
import { deliveryWithMessage, heldForDigest, insertDelivery, markDigested, recordAttempt } from './alertDeliveries.js'
import { digestOfHeldAlerts, scheduledDigest, scheduleNextDigest } from './alertDigests.js'
import type { AlertMessage } from './alertEvent.js'
import {
  ALERT_DELIVERY_JOB,
  ALERT_DIGEST_JOB,
  DEFAULT_PAUSE_AFTER_MS,
  type DeliveryJobPayload,
  type DigestJobPayload,
  HOUR_MS,
  SCHEDULED_DIGEST_JOB,
  type ScheduledDigestJobPayload,
} from './alertJobKinds.js'
import { attemptOf, sendAlert, type SendOutcome } from './sendAlert.js'

/** How alerts are delivered. */
export interface AlertDeliveryOptions {
  /** Opens destination URLs and secrets; without it nothing can be sent. */
  secretBox?: SecretBox
  /** The outbound policy (public https only unless private destinations are allowed). */
  policy: OutboundPolicy
  /** The SMTP sender of e-mail destinations (null: e-mail deliveries fail as not configured). */
  mailer?: Mailer | null
  /** The server's public URL, for dashboard links. */
  publicUrl?: string | null
  /** Retries of a failing delivery (default: 1 s doubling to 1 h, for 24 h). */
  retry?: Partial<RetryPolicy>
  /** A destination failing this long is paused (default 6 h). */
  pauseAfterMs?: number
  /** How often a paused destination's jobs look again (default 5 min). */
  pausedRecheckMs?: number
  /** Per-attempt deadline in ms (default 10 s). */
  timeoutMs?: number
}

/** Whether even the shortest next delay passes the give-up time: this attempt is the last. */
function lastAttempt(policy: RetryPolicy, job: RunningJob<unknown>, now: number): boolean {
  const shortest = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(job.attempt - 1, 40)) / 2
  return job.attempt >= policy.maxAttempts || now + shortest > job.createdAt + policy.giveUpAfterMs
}

/** Writes an attempt's outcome to the log and the destination's health, and answers the job's next step. */
async function settle(
  store: Store,
  options: AlertDeliveryOptions,
  policy: RetryPolicy,
  job: RunningJob<unknown>,
  destination: OpenDestination,
  deliveryId: string,
  outcome: SendOutcome,
): Promise<void> {
  const now = Date.now()
  if (outcome.result === 'delivered') {
    await recordAttempt(store.db, deliveryId, attemptOf('delivered', outcome), now)
    // a healthy destination has nothing to clear: no write
    if (destination.failing_since !== null || destination.paused_at !== null) await recordDestinationSuccess(store.db, destination.id, now)
    return
  }
  if (outcome.result === 'final') {
    await recordAttempt(store.db, deliveryId, attemptOf('failed', outcome), now)
    throw new JobFailed(outcome.error)
  }
  const status = lastAttempt(policy, job, now) ? 'failed' : 'retrying'
  await recordAttempt(store.db, deliveryId, attemptOf(status, outcome), now)
  await recordDestinationFailure(store.db, destination.id, outcome.error, options.pauseAfterMs ?? DEFAULT_PAUSE_AFTER_MS, now)
  if (outcome.retryAfterMs !== null) throw new RetryJobLater(outcome.error, outcome.retryAfterMs)
  throw new Error(outcome.error)
}

/** The destination, opened, or null when it is gone; waits (without counting an attempt) while it is paused or no key can open it. */
async function destinationToSend(store: Store, options: AlertDeliveryOptions, destinationId: string): Promise<OpenDestination | null> {
  if (!options.secretBox)
    throw new RetryJobLater('the server has no secret key to open destinations with', options.pausedRecheckMs ?? 300_000, { countAttempt: false })
  const destination = await openAlertDestination(store.db, options.secretBox, destinationId).catch((error: unknown) => {
    if ((error as { type?: string }).type === 'not_found') return null
    throw error
  })
  if (destination?.paused_at) {
    throw new RetryJobLater(`the destination is paused: ${destination.paused_reason ?? 'failing'}`, options.pausedRecheckMs ?? 300_000, { countAttempt: false })
  }
  return destination
}

/** Sends `message` as delivery `deliveryId`, logs the attempt, and throws for a retry. */
async function deliver(
  store: Store,
  options: AlertDeliveryOptions,
  policy: RetryPolicy,
  job: RunningJob<unknown>,
  destination: OpenDestination,
  deliveryId: string,
  decidedAt: number,
  message: AlertMessage,
): Promise<void> {
  const outcome = await sendAlert(destination, deliveryId, decidedAt, message, {
    policy: options.policy,
    mailer: options.mailer ?? null,
    signal: job.signal,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  })
  await settle(store, options, policy, job, destination, deliveryId, outcome)
}

/** Registers the handlers of the alert job kinds on `jobs`. */
export function registerAlertJobHandlers(jobs: JobRegistry, store: Store, options: AlertDeliveryOptions): void {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry }
  const single: JobHandler<DeliveryJobPayload> = {
    retry: policy,
    async run(job) {
      const delivery = await deliveryWithMessage(store.db, job.payload.deliveryId)
      if (!delivery) return
      const destination = await destinationToSend(store, options, delivery.destination_id)
      if (!destination) return
      await deliver(store, options, policy, job, destination, delivery.id, delivery.created_at, delivery.message)
    },
  }
  const digest: JobHandler<DigestJobPayload> = {
    retry: policy,
    async run(job) {
      const { ruleId, destinationId, hour } = job.payload
      const destination = await destinationToSend(store, options, destinationId)
      if (!destination) return
      const held = await heldForDigest(store.db, ruleId, destinationId, hour, hour + HOUR_MS)
      if (held.length === 0) return
      const message = await digestOfHeldAlerts(store.db, ruleId, hour, held)
      // the digest's delivery id is its job's: a retry carries the same webhook-id
      const deliveryId = `msg_${job.id.replaceAll('-', '')}`
      if (!(await deliveryWithMessage(store.db, deliveryId))) {
        await insertDelivery(store.db, {
          id: deliveryId,
          workspaceId: destination.workspace_id,
          destinationId,
          ruleId,
          accountId: null,
          kind: 'digest',
          status: 'pending',
          message,
        })
      }
      await deliver(store, options, policy, job, destination, deliveryId, job.createdAt, message)
      await markDigested(
        store.db,
        held.map((item) => item.id),
      )
    },
  }
  const scheduled: JobHandler<ScheduledDigestJobPayload> = {
    retry: policy,
    async run(job) {
      const destination = await destinationToSend(store, options, job.payload.destinationId)
      if (!destination?.digest) return
      await scheduleNextDigest(store.db, destination, job.payload.periodEnd)
      const message = await scheduledDigest(store.db, destination, job.payload.periodStart, job.payload.periodEnd, options.publicUrl ?? null)
      const deliveryId = `msg_${job.id.replaceAll('-', '')}`
      if (!(await deliveryWithMessage(store.db, deliveryId))) {
        await insertDelivery(store.db, {
          id: deliveryId,
          workspaceId: destination.workspace_id,
          destinationId: destination.id,
          ruleId: null,
          accountId: null,
          kind: 'digest',
          status: 'pending',
          message,
        })
      }
      await deliver(store, options, policy, job, destination, deliveryId, job.createdAt, message)
    },
  }
  jobs.registerJobHandler(ALERT_DELIVERY_JOB, single)
  jobs.registerJobHandler(ALERT_DIGEST_JOB, digest)
  jobs.registerJobHandler(SCHEDULED_DIGEST_JOB, scheduled)
}
