/**
 * Every 503 the server sends carries `Retry-After`: the answers of a server that is shutting down
 * (in the error shape, with `Connection: close`), and any other 503 that did not set it.
 */
import type { FastifyInstance } from 'fastify'
import { errorBody, UNAVAILABLE_RETRY_AFTER_S } from '../errors.js'

/** Adds the hooks: requests that arrive while the server closes get 503, and no 503 leaves without Retry-After. */
export function answerUnavailableWithRetryAfter(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // requests pipelined or on a busy keep-alive connection still arrive while the server drains
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    return reply
      .status(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
      .header('connection', 'close')
      .send(errorBody('unavailable', 'the server is shutting down: retry later'))
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
    return payload
  })
}
