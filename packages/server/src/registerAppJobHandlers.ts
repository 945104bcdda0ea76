/**
 * The app's job kinds, registered on its job runner: the features that work through the outbox
 * (alert deliveries, CRM sync) register here, so the job engine knows none of them.
 */
import { registerAlertJobHandlers } from './alerts/alertJobHandlers.js'
import type { AppOptions } from './appOptions.js'
import { registerCrmJobHandlers } from './crm/crmSyncJobs.js'
import { createCrmWriters } from './crm/crmWriters.js'
import type { JobRegistry } from './jobs/jobRunner.js'

/** Registers the alert and CRM handlers built from the app's options on `jobs`. */
export function registerAppJobHandlers(jobs: JobRegistry, options: AppOptions): void {
  const alerts = options.alerts ?? {}
  registerAlertJobHandlers(jobs, options.store, {
    ...alerts,
    policy: alerts.policy ?? { allowPrivate: false },
    ...(options.secretBox ? { secretBox: options.secretBox } : {}),
  })
  // CRM credentials open with the secret box: without one there is no CRM sync to run
  if (options.secretBox) {
    registerCrmJobHandlers(jobs, options.store, {
      writers: createCrmWriters(options.secretBox, options.crm?.outbound ?? { allowPrivate: false }),
      publicUrl: options.crm?.publicUrl ?? null,
      ...(options.crm?.pageSize ? { pageSize: options.crm.pageSize } : {}),
    })
  }
}
