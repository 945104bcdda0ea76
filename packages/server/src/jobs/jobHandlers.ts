/**
 * Every kind of job the server runs, built from the app's options. A feature that works through
 * the outbox (CRM sync, alert deliveries) adds its handlers here.
 */
import { alertJobHandlers } from '../alerts/alertJobHandlers.js'
import type { AppOptions } from '../appOptions.js'
import { crmJobHandlers } from '../crm/crmSyncJobs.js'
import { createCrmWriters } from '../crm/crmWriters.js'
import { outboundPolicyOf } from '../outbound/destinationPolicy.js'
import type { AnyJobHandler } from './jobRunner.js'

/** The handlers of every job kind, plus any the options add (tests). */
export function jobHandlersOf(options: AppOptions): AnyJobHandler[] {
  const alerts = options.alerts ?? {}
  const alertHandlers = alertJobHandlers(options.store, {
    ...alerts,
    policy: alerts.policy ?? { allowPrivate: false },
    ...(options.secretBox ? { secretBox: options.secretBox } : {}),
  })
  // CRM credentials open with the secret box: without one there is no CRM sync to run
  const crm = options.secretBox
    ? crmJobHandlers(options.store, {
        writers: createCrmWriters(options.secretBox, options.crm?.outbound ?? outboundPolicyOf(process.env)),
        publicUrl: options.crm?.publicUrl ?? null,
        ...(options.crm?.pageSize ? { pageSize: options.crm.pageSize } : {}),
      })
    : []
  return [...alertHandlers, ...(crm as AnyJobHandler[]), ...(options.jobs?.handlers ?? [])]
}
