/** Error types of the Devtrail API with the HTTP status each answers. */
export const errorStatus = {
  params_invalid: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  name_taken: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  header_too_large: 431,
  internal_error: 500,
  unavailable: 503,
} as const

/** Seconds a client should wait before retrying a 503 (the store is briefly unavailable). */
export const UNAVAILABLE_RETRY_AFTER_S = 2

/** A Devtrail error type, such as `params_invalid`. */
export type ErrorType = keyof typeof errorStatus

/** An error whose message is safe to show to the caller, answered as `{error:{message,type}}`. */
export class DevtrailError extends Error {
  /** The error type sent as `error.type`. */
  readonly type: ErrorType
  /** The HTTP status it answers with. */
  readonly statusCode: number
  /** Seconds the caller should wait before retrying (sent as Retry-After), when that is known. */
  readonly retryAfterSeconds: number | undefined

  constructor(type: ErrorType, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message)
    this.name = 'DevtrailError'
    this.type = type
    this.statusCode = errorStatus[type]
    this.retryAfterSeconds = options.retryAfterSeconds ?? (type === 'unavailable' ? UNAVAILABLE_RETRY_AFTER_S : undefined)
  }
}

/** The body of every error answer. */
export function errorBody(type: string, message: string): { error: { message: string; type: string } } {
  return { error: { message, type } }
}
