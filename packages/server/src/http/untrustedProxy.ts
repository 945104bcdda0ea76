/**
 * A server behind a reverse proxy it does not trust sees every visitor at the proxy's address, so
 * all of them share that address's collector limit. Said once per process, at the first request
 * that carries `X-Forwarded-For`.
 */
import type { FastifyInstance } from 'fastify'

/** Logs one warning at the first request with `X-Forwarded-For` (call only when TRUST_PROXY trusts no proxy). */
export function warnOnceOfUntrustedProxy(app: FastifyInstance, collectorPerIp: number, windowMs: number): void {
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return
    warned = true
    const limit =
      collectorPerIp === 0
        ? 'no per-address collector limit is set'
        : `the per-address collector limit (${collectorPerIp} requests per ${windowMs / 1000} s) is shared by all of them`
    app.log.warn(
      { proxyAddress: request.ip },
      `requests carry X-Forwarded-For but TRUST_PROXY is not set: every visitor appears at the proxy's address ${request.ip} and ${limit}; set TRUST_PROXY to the proxy's address (or a hop count)`,
    )
  })
}
