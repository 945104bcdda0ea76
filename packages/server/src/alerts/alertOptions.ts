/** How the app runs alerts: what the evaluator and the delivery handlers are given. */
import type { AlertDeliveryOptions } from './alertJobHandlers.js'

/** Alert settings of the app (the secret box comes from the app's own options). */
export interface AlertOptions extends Partial<Omit<AlertDeliveryOptions, 'secretBox'>> {
  /** How long cached rules live in the evaluator, in ms (default 5 s): rules changed by the CLI are seen within it. */
  ruleCacheMs?: number
  /** How long handed-over activities gather before an evaluation, in ms (default 100). */
  gatherMs?: number
}
