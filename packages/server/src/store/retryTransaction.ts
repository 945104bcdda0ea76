/**
 * Runs a unit of work again when PostgreSQL aborted it for a serialization failure or a deadlock
 * (40001, 40P01): such an abort says nothing about the data, and a retry usually succeeds.
 */
const RETRYABLE = new Set(['40001', '40P01'])

/** Runs `work`, retrying it up to `attempts - 1` more times on a retryable abort (with a short, growing pause). */
export async function retryTransaction<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10))
    }
  }
}
