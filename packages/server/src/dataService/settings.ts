/** Data-service settings beyond AppOptions: rate limit, key cache, segment snapshots. */
import type { AppOptions } from '../app.js'

/** Optional tuning of the data service, passed as `dataService` beside the AppOptions. */
export interface DataServiceOptions {
  /** Requests per key per window (default: env DEVTRAIL_RATE_LIMIT_MAX or 600 per minute). */
  rateLimit?: { max?: number; timeWindowMs?: number }
  /** How long a key lookup is cached; a revoke made by another process takes effect within it (default 750 ms). */
  apiKeyCacheMs?: number
  /** How long a segment's member order is reused for paging (default 10000 ms; 0 = recompute on every page). */
  segmentSnapshotMs?: number
}

function envNumber(name: string): number | undefined {
  const value = Number(process.env[name])
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined
}

/** The effective settings: explicit options, then environment, then defaults. */
export function dataServiceSettings(options: AppOptions) {
  const own = options.dataService ?? {}
  return {
    rateLimitMax: own.rateLimit?.max ?? envNumber('DEVTRAIL_RATE_LIMIT_MAX') ?? 600,
    rateLimitWindowMs: own.rateLimit?.timeWindowMs ?? envNumber('DEVTRAIL_RATE_LIMIT_WINDOW_MS') ?? 60_000,
    apiKeyCacheMs: own.apiKeyCacheMs ?? 750,
    segmentSnapshotMs: own.segmentSnapshotMs ?? envNumber('DEVTRAIL_SEGMENT_SNAPSHOT_MS') ?? 10_000,
  }
}
