/** The alert tuning an environment sets (tests shorten it). */
import type { AlertOptions } from '../alerts/alertOptions.js'
import { type Environment, readVariable } from './readVariable.js'

/** What alerts take from the environment: retry delays, when a failing destination pauses, how long activities gather. */
export type AlertTuning = Required<Pick<AlertOptions, 'pauseAfterMs' | 'gatherMs'>> & { retry: { baseMs: number; maxMs: number } }

/** DEVTRAIL_ALERT_RETRY_BASE_MS, DEVTRAIL_ALERT_RETRY_MAX_MS, DEVTRAIL_ALERT_PAUSE_AFTER_MS and DEVTRAIL_ALERT_GATHER_MS of `env`. */
export function alertTuningOf(env: Environment): AlertTuning {
  return {
    retry: { baseMs: readVariable(env, 'DEVTRAIL_ALERT_RETRY_BASE_MS'), maxMs: readVariable(env, 'DEVTRAIL_ALERT_RETRY_MAX_MS') },
    pauseAfterMs: readVariable(env, 'DEVTRAIL_ALERT_PAUSE_AFTER_MS'),
    gatherMs: readVariable(env, 'DEVTRAIL_ALERT_GATHER_MS'),
  }
}
