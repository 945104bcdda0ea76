/**
 * `destination test`: sends a sample alert to a destination at once (not through the outbox),
 * logs it, and on success resumes a paused destination and wakes the deliveries it held.
 */
import type { Mailer } from '../email/createMailer.js'
import { wakeJobs } from '../jobs/jobRows.js'
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { getAlertDestination, openAlertDestination, recordDestinationSuccess } from './alertDestinations.js'
import { type AlertDelivery, deliveryWithMessage, insertDelivery, newDeliveryId, recordAttempt } from './alertDeliveries.js'
import type { AlertMessage } from './alertEvent.js'
import { ALERT_DELIVERY_JOB, ALERT_DIGEST_JOB } from './alertJobKinds.js'
import { attemptOf, sendAlert } from './sendAlert.js'

/** The sample alert a test sends. */
export function testMessage(now = Date.now()): AlertMessage {
  return {
    type: 'alert.fired',
    data: {
      rule: { id: null, name: 'Test message', trigger: 'test' },
      title: 'Test alert from Devtrail',
      account: null,
      developer: null,
      activity: {
        id: 'test',
        activity_type: 'PAGE_VISIT',
        activity_source: 'WEBSITE',
        page: 'https://example.com/pricing',
        copied_text: null,
        action_time: now,
      },
      recent_activities: [],
    },
  }
}

/** Sends a test to destination `id`; answers its logged delivery and whether the destination was resumed. */
export async function testAlertDestination(
  store: Store,
  context: { box: SecretBox; policy: OutboundPolicy; mailer: Mailer | null },
  workspaceId: string | null,
  id: string,
): Promise<{ delivery: AlertDelivery; resumed: boolean }> {
  const before = await getAlertDestination(store.db, workspaceId, id)
  const destination = await openAlertDestination(store.db, context.box, id)
  const deliveryId = newDeliveryId()
  const now = Date.now()
  const message = testMessage(now)
  await insertDelivery(
    store.db,
    { id: deliveryId, workspaceId: destination.workspace_id, destinationId: id, ruleId: null, accountId: null, kind: 'test', status: 'pending', message },
    now,
  )
  const outcome = await sendAlert(destination, deliveryId, now, message, { policy: context.policy, mailer: context.mailer })
  const delivered = outcome.result === 'delivered'
  await recordAttempt(store.db, deliveryId, attemptOf(delivered ? 'delivered' : 'failed', outcome))
  let resumed = false
  if (delivered) {
    await recordDestinationSuccess(store.db, id)
    if (before.paused_at !== null) {
      resumed = true
      for (const kind of [ALERT_DELIVERY_JOB, ALERT_DIGEST_JOB]) await wakeJobs(store.db, { workspaceId: destination.workspace_id, kind })
    }
  }
  const { message: _message, workspace_id: _workspace, ...delivery } = (await deliveryWithMessage(store.db, deliveryId))!
  return { delivery, resumed }
}
