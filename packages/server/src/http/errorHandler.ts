/**
 * The one error handler of the app: every failure is answered `{error:{message,type}}` with the
 * status that fits, a store that is not answering is 503 with Retry-After (clients retry), and
 * nothing internal leaks into a 500.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { DevtrailError, errorBody, UNAVAILABLE_RETRY_AFTER_S, type ErrorType } from '../errors.js'
import { isStoreUnavailable } from '../store/storeUnavailable.js'

// Fastify's own 4xx errors, by the type Devtrail answers them with
const FASTIFY_ERROR_TYPES: Record<number, ErrorType> = {
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'header_too_large',
}

/** Sends the error answer for `error`. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof DevtrailError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
    return reply.status(error.statusCode).send(errorBody(error.type, error.message))
  }
  const err = error as FastifyError & { validation?: unknown }
  if (err.validation) return reply.status(400).send(errorBody('params_invalid', err.message))
  if (isStoreUnavailable(error)) {
    request.log.warn({ err: error }, 'store unavailable')
    return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send(errorBody('unavailable', 'the store is not answering: retry later'))
  }
  const status = err.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const type = FASTIFY_ERROR_TYPES[status] ?? 'params_invalid'
    const message = status === 413 ? 'request body is too large' : status === 429 ? 'too many requests' : err.message
    return reply.status(status).send(errorBody(type, message))
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(errorBody('internal_error', 'internal error'))
}
