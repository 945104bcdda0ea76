/** The error every client method throws for an answer that is not a success. */
import type { components } from './generated/openapi.js'

/** An error type the data service answers with, such as `not_found` (`error.type` of its body). */
export type DevtrailErrorType = components['schemas']['Error']['error']['type']

/** An error answer of the data service (or, with type `unexpected_response`, one that is not in its error shape, e.g. a proxy's). */
export class DevtrailApiError extends Error {
  /** The HTTP status, e.g. 404. */
  readonly status: number
  /** The error type of the body, e.g. `not_found`; `unexpected_response` when the body is not a Devtrail error. */
  readonly type: DevtrailErrorType | 'unexpected_response'
  /** The request id (the `x-request-id` header), to quote when reporting a problem; null when the answer had none. */
  readonly request_id: string | null
  /** Seconds the server asked to wait before retrying (`Retry-After`), when it said. */
  readonly retryAfterSeconds: number | null

  constructor(init: {
    status: number
    type: DevtrailErrorType | 'unexpected_response'
    message: string
    request_id: string | null
    retryAfterSeconds: number | null
  }) {
    super(init.message)
    this.name = 'DevtrailApiError'
    this.status = init.status
    this.type = init.type
    this.request_id = init.request_id
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}
