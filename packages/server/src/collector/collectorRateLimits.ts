/**
 * The collector's rate limits (@fastify/rate-limit): requests per client IP, counted as they
 * arrive, and per client id, counted once the request says which asset it is for. Over either,
 * the answer is 429 rate_limited with Retry-After.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DevtrailError } from '../errors.js'
import type { RateLimits } from '../http/rateLimits.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The client id a collector request is for: its per-client rate-limit bucket. */
    collectorClientId: string
  }
}

/** The two checks, for the collector's routes; a limit of 0 is off. */
export async function collectorRateLimits(app: FastifyInstance, limits: Required<RateLimits>) {
  await app.register(rateLimit, { global: false, timeWindow: limits.windowMs })
  app.decorateRequest('collectorClientId', '')
  const perIp = app.createRateLimit({ max: limits.collectorPerIp, keyGenerator: (request) => request.ip })
  const perClient = app.createRateLimit({ max: limits.collectorPerClient, keyGenerator: (request) => request.collectorClientId })
  const enforce = async (check: typeof perIp, max: number, request: FastifyRequest, what: string) => {
    if (max === 0) return
    const limit = await check(request)
    if (!limit.isAllowed && limit.isExceeded) {
      const retryAfterSeconds = Math.max(1, limit.ttlInSeconds)
      throw new DevtrailError('rate_limited', `too many collector requests from this ${what}; retry in ${retryAfterSeconds} s`, { retryAfterSeconds })
    }
  }
  return {
    /** An onRequest hook counting the request against its client IP. */
    limitPerIp: (request: FastifyRequest) => enforce(perIp, limits.collectorPerIp, request, 'address'),
    /** Counts the request against the client id it is for. */
    limitPerClient: (request: FastifyRequest, clientId: string) => {
      request.collectorClientId = clientId
      return enforce(perClient, limits.collectorPerClient, request, 'client ID')
    },
  }
}
