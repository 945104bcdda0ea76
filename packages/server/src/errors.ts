/** Error types of the Devtrail API (DESIGN.md section 4) with the HTTP status each answers. */
export const errorStatus = {
  params_invalid: 400,
  unauthorized: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  name_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const

/** A Devtrail error type, such as `params_invalid`. */
export type ErrorType = keyof typeof errorStatus

/** An error whose message is safe to show to the caller, answered as `{error:{message,type}}`. */
export class DevtrailError extends Error {
  /** The error type sent as `error.type`. */
  readonly type: ErrorType
  /** The HTTP status it answers with. */
  readonly statusCode: number

  constructor(type: ErrorType, message: string) {
    super(message)
    this.name = 'DevtrailError'
    this.type = type
    this.statusCode = errorStatus[type]
  }
}

/** The body of every error answer. */
export function errorBody(type: string, message: string): { error: { message: string; type: string } } {
  return { error: { message, type } }
}
