/**
 * The Devtrail server as a Fastify plugin: script host, collector and data service.
 * `server.ts` boots it; tests build it with `createApp()` and use `inject` or a real port.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { DevtrailError, errorBody } from './errors.js'
import { newId } from './ids.js'
import { DEFAULT_SWEEP_INTERVAL_MS, scheduleActivitySweep } from './identity/activitySweep.js'
import { collectorRoutes } from './routes/collector.js'
import { dataServiceRoutes } from './routes/dataService.js'
import { trackerRoutes } from './routes/tracker.js'
import type { DataServiceOptions } from './dataService/settings.js'
import type { Store } from './store/store.js'

/** What the app needs to run. */
export interface AppOptions {
  /** The open store. */
  store: Store
  /** Secret for the collector's HMAC session tokens. */
  tokenSecret: string
  /** Header holding the visitor's country, set by a trusted proxy (e.g. `cf-ipcountry`). */
  countryHeader?: string
  /** Tuning of the data service (rate limit, key cache, segment snapshots). */
  dataService?: DataServiceOptions
  /** How often stale account activity levels are recomputed (default hourly; 0 turns it off). */
  activitySweepMs?: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The store the app reads and writes. */
    store: Store
  }
}

const plugin: FastifyPluginAsync<AppOptions> = async (app, options) => {
  app.decorate('store', options.store)
  scheduleActivitySweep(app, options.store, options.activitySweepMs ?? DEFAULT_SWEEP_INTERVAL_MS)

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DevtrailError) {
      return reply.status(error.statusCode).send(errorBody(error.type, error.message))
    }
    const err = error as Error & { validation?: unknown; statusCode?: number; code?: string }
    if (err.validation) {
      return reply.status(400).send(errorBody('params_invalid', err.message))
    }
    const status = err.statusCode ?? 500
    if (status === 413) return reply.status(413).send(errorBody('payload_too_large', 'request body is too large'))
    if (status === 415) return reply.status(415).send(errorBody('unsupported_media_type', err.message))
    if (status === 429) return reply.status(429).send(errorBody('rate_limited', 'too many requests'))
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody('params_invalid', err.message))
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(errorBody('internal_error', 'internal error'))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', `no route for ${request.method} ${request.url.split('?')[0]}`))
  })

  await app.register(trackerRoutes)
  await app.register(collectorRoutes, options)
  await app.register(dataServiceRoutes, options)

  app.get('/healthz', async (_request, reply) => {
    try {
      await options.store.db.selectFrom('workspaces').select('id').limit(1).execute()
      return { status: 'ok' }
    } catch {
      return reply.status(503).send(errorBody('unavailable', 'store not answering'))
    }
  })
}

/** The whole Devtrail HTTP surface. */
export const devtrailApp = fp(plugin, { name: 'devtrail', fastify: '5.x' })

/** Fastify options every Devtrail instance uses: request ids, proxy trust, body limit. */
export function fastifyOptions(overrides: FastifyServerOptions = {}): FastifyServerOptions {
  return {
    genReqId: () => newId(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ...overrides,
  }
}

/** Builds a ready-to-listen Fastify instance with the Devtrail app registered. */
export async function createApp(options: AppOptions, overrides: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(overrides)).withTypeProvider<TypeBoxTypeProvider>()
  await app.register(devtrailApp, options)
  await app.ready()
  return app
}
