/**
 * Rate limits outside the data service's per-key limit: the collector per client IP and per
 * client id, and failed data-service authentication per client IP. Each counts requests in a
 * fixed window and answers 429 rate_limited with Retry-After.
 */

/** Limits per window; 0 turns one off. */
export interface RateLimits {
  /** Collector requests per client IP per window (default 3000: a busy office behind one NAT). */
  collectorPerIp?: number
  /** Collector requests per client id per window (default 120000). */
  collectorPerClient?: number
  /** Failed data-service authentications per client IP per window before every attempt from it is refused (default 30). */
  failedAuthPerIp?: number
  /** The window, in ms (default 60000). */
  windowMs?: number
}

/** The limits in force: explicit values, else the defaults. */
export function rateLimitsOf(limits: RateLimits = {}): Required<RateLimits> {
  return {
    collectorPerIp: limits.collectorPerIp ?? 3000,
    collectorPerClient: limits.collectorPerClient ?? 120_000,
    failedAuthPerIp: limits.failedAuthPerIp ?? 30,
    windowMs: limits.windowMs ?? 60_000,
  }
}

const MAX_TRACKED = 100_000

/**
 * Failures per key (an IP) in fixed windows. Unlike a request limiter it can be asked whether a
 * key is blocked without counting, so a blocked IP is refused before its key is even looked at.
 */
export class FailureWindow {
  private readonly _max: number
  private readonly _windowMs: number
  private readonly _counts = new Map<string, { failures: number; resetAt: number }>()

  constructor(max: number, windowMs: number) {
    this._max = max
    this._windowMs = windowMs
  }

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this._counts.get(key)
    if (!entry || entry.resetAt <= now || this._max === 0 || entry.failures < this._max) return 0
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000))
  }

  /** Counts one failure of `key`. */
  record(key: string, now = Date.now()): void {
    if (this._max === 0) return
    const entry = this._counts.get(key)
    if (entry && entry.resetAt > now) {
      entry.failures += 1
      return
    }
    // a flood of distinct addresses must not grow this without bound
    if (this._counts.size >= MAX_TRACKED) this._counts.clear()
    this._counts.set(key, { failures: 1, resetAt: now + this._windowMs })
  }
}
