/** Data-service settings: rate limit, key cache, segment snapshots. */

/** Optional tuning of the data service, passed as `dataService` in the app options (the server reads it from the environment in config.ts). */
export interface DataServiceOptions {
  /** Requests per key per window (default 600 per minute). */
  rateLimit?: { max?: number; timeWindowMs?: number }
  /** How long a key lookup is cached; a revoke made by another process takes effect within it (default 750 ms). */
  apiKeyCacheMs?: number
  /** How long a segment's member order is reused for paging (default 10000 ms; 0 = recompute on every page). */
  segmentSnapshotMs?: number
}

/** The effective settings: the options given, else the defaults. */
export function dataServiceSettings(options: DataServiceOptions = {}) {
  return {
    rateLimitMax: options.rateLimit?.max ?? 600,
    rateLimitWindowMs: options.rateLimit?.timeWindowMs ?? 60_000,
    apiKeyCacheMs: options.apiKeyCacheMs ?? 750,
    segmentSnapshotMs: options.segmentSnapshotMs ?? 10_000,
  }
}
