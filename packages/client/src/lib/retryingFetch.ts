/** A fetch that waits out `Retry-After` on 429 and 503 answers and sends the request again. */
import { retryAfterMs } from './retryAfter.js'

/** How retries are made. */
export interface RetryPolicy {
  /** Retries after the first attempt (0 turns retrying off). */
  maxRetries: number
  /** The longest `Retry-After` waited for; a longer one is answered to the caller at once. */
  maxRetryDelayMs: number
}

/** Statuses that mean "not done, try again later" and come with Retry-After. */
const RETRIED_STATUSES = new Set([429, 503])

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Wraps `send` so that a 429 or 503 with a usable Retry-After is retried after that delay. */
export function retryingFetch(send: (request: Request) => Promise<Response>, policy: RetryPolicy): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= policy.maxRetries
      // a request body can be read once: every attempt but the last sends a copy
      const response = await send(last ? request : request.clone())
      if (last || !RETRIED_STATUSES.has(response.status)) return response
      const delay = retryAfterMs(response.headers.get('retry-after'))
      if (delay === null || delay > policy.maxRetryDelayMs) return response
      await response.body?.cancel()
      await wait(delay, request.signal)
    }
  }
}
