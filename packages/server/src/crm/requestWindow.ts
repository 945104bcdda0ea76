/**
 * Keeps requests to a CRM under its rolling limit ("at most N requests in any W ms"): a sliding
 * window of the last N start times, stricter than a token bucket (a full bucket plus its refill
 * could send up to 2N in one window). A 429 blocks it for the interval the CRM names.
 */

/** Waits `ms`, or rejects when `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error('aborted'))
    const timer = setTimeout(done, Math.max(0, ms))
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason ?? new Error('aborted'))
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/** A rolling request limit shared by every request of one connection in this process. */
export class RequestWindow {
  /** Requests allowed per window. */
  readonly limit: number
  /** The window, ms. */
  readonly windowMs: number
  private readonly _starts: number[] = []
  private _blockedUntil = 0
  private _queue: Promise<void> = Promise.resolve()
  private readonly _now: () => number

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = Math.max(1, limit)
    this.windowMs = windowMs
    this._now = now
  }

  /** Resolves when one more request fits in the window (requests are let through in call order). */
  take(signal?: AbortSignal): Promise<void> {
    const turn = this._queue.then(() => this._wait(signal))
    // a caller that gave up must not stall the ones behind it
    this._queue = turn.catch(() => {})
    return turn
  }

  /** Sends nothing more for `ms` (the CRM answered 429 or says no request is left in its window). */
  block(ms: number): void {
    this._blockedUntil = Math.max(this._blockedUntil, this._now() + ms)
  }

  private async _wait(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = this._now()
      while (this._starts.length && this._starts[0]! <= now - this.windowMs) this._starts.shift()
      const waitBlocked = this._blockedUntil - now
      const waitWindow = this._starts.length >= this.limit ? this._starts[0]! + this.windowMs - now : 0
      const wait = Math.max(waitBlocked, waitWindow)
      if (wait <= 0) {
        this._starts.push(now)
        return
      }
      await delay(wait, signal)
    }
  }
}
