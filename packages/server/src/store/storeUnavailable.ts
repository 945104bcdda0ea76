/**
 * Which store errors mean "the database is not answering right now" (restarting, frozen, out of
 * connections, locked) rather than a bug: those are answered 503 with Retry-After, and clients retry.
 */

// PostgreSQL SQLSTATE classes and codes of a server that is going away or cannot take work
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '53400', '40001', '40P01'])
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/
const PG_CLIENT_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|not queryable|connection error|client was closed|cannot use a pool after calling end/i

/** Whether `error` says the store is unavailable (transient), not that the request or the code is wrong. */
export function isStoreUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return true
    if (SQLITE_UNAVAILABLE.test(code)) return true
  }
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && PG_CLIENT_MESSAGES.test(message)
}
