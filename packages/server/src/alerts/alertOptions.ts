/** How the app runs alerts: what the evaluator and the delivery handlers are given. */
import type { AlertDeliveryOptions } from './alertJobHandlers.js'

/** Alert settings of the app (the secret box comes from the app's own options). */
export interface AlertOptions extends Partial<Omit<AlertDeliveryOptions, 'secretBox'>> {
  /** How long cached rules live in the evaluator, in ms (default 5 s): rules changed by the CLI are seen within it. */
  ruleCacheMs?: number
  /** How long handed-over activities gather before an evaluation, in ms (default 100). */
  gatherMs?: number
}

/**
 * The alert tuning of an environment: DEVTRAIL_ALERT_RETRY_BASE_MS, DEVTRAIL_ALERT_RETRY_MAX_MS,
 * DEVTRAIL_ALERT_PAUSE_AFTER_MS and DEVTRAIL_ALERT_GATHER_MS (tests change them).
 */
export function alertOptionsOf(env: NodeJS.ProcessEnv): Omit<AlertOptions, 'policy' | 'mailer' | 'publicUrl'> {
  const number = (name: string) => {
    const text = env[name]?.trim()
    if (!text) return undefined
    const value = Number(text)
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds`)
    return value
  }
  const baseMs = number('DEVTRAIL_ALERT_RETRY_BASE_MS')
  const maxMs = number('DEVTRAIL_ALERT_RETRY_MAX_MS')
  const pauseAfterMs = number('DEVTRAIL_ALERT_PAUSE_AFTER_MS')
  const gatherMs = number('DEVTRAIL_ALERT_GATHER_MS')
  return {
    ...(baseMs !== undefined || maxMs !== undefined
      ? { retry: { ...(baseMs !== undefined ? { baseMs } : {}), ...(maxMs !== undefined ? { maxMs } : {}) } }
      : {}),
    ...(pauseAfterMs !== undefined ? { pauseAfterMs } : {}),
    ...(gatherMs !== undefined ? { gatherMs } : {}),
  }
}
