/** The job engine's tuning from the environment: DEVTRAIL_JOB_POLL_MS, DEVTRAIL_JOB_LEASE_MS (tests and fault drills shorten them) and DEVTRAIL_JOB_CONCURRENCY. */
import type { JobEngineOptions } from './scheduleJobRunner.js'

/** The job engine options an environment sets (unset ones keep the runner's defaults). */
export function jobOptionsOf(env: NodeJS.ProcessEnv): JobEngineOptions {
  const options: JobEngineOptions = {}
  for (const [name, key] of [
    ['DEVTRAIL_JOB_POLL_MS', 'pollMs'],
    ['DEVTRAIL_JOB_LEASE_MS', 'leaseMs'],
    ['DEVTRAIL_JOB_CONCURRENCY', 'concurrency'],
  ] as const) {
    const text = env[name]?.trim()
    if (!text) continue
    const value = Number(text)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`)
    options[key] = value
  }
  return options
}
