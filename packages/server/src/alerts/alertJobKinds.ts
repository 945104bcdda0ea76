/** The job kinds of alerts, and the payload of each. */

/** Sends one delivery (an alert or a test) to its destination. */
export const ALERT_DELIVERY_JOB = 'alert.deliver'
/** Sends the alerts a rule held back in one hour as one digest to one destination. */
export const ALERT_DIGEST_JOB = 'alert.digest'
/** Sends an e-mail destination's daily or weekly digest, then schedules the next. */
export const SCHEDULED_DIGEST_JOB = 'alert.scheduled-digest'

/** Payload of `alert.deliver`. */
export interface DeliveryJobPayload {
  deliveryId: string
}

/** Payload of `alert.digest`: the rule, the destination and the hour (its start, epoch ms). */
export interface DigestJobPayload {
  ruleId: string
  destinationId: string
  hour: number
}

/** Payload of `alert.scheduled-digest`: the destination and the period it covers. */
export interface ScheduledDigestJobPayload {
  destinationId: string
  periodStart: number
  periodEnd: number
}

/** One hour in ms. */
export const HOUR_MS = 60 * 60 * 1000

/** A destination failing for this long is paused by default. */
export const DEFAULT_PAUSE_AFTER_MS = 6 * HOUR_MS
