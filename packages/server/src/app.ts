/**
 * The Devtrail server as a Fastify plugin: script host, collector and data service.
 * `server.ts` boots it; tests build it with `createApp()` and use `inject` or a real port.
 */
import type { Server } from 'node:http'
import cookie from '@fastify/cookie'
import { join } from 'node:path'
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppOptions } from './appOptions.js'
import { DevtrailError, errorBody } from './errors.js'
import { answerClientError, MAX_URL_LENGTH } from './http/clientErrors.js'
import { handleError } from './http/errorHandler.js'
import { healthRoutes } from './http/health.js'
import { answerUnavailableWithRetryAfter } from './http/retryAfter.js'
import { rejectDeepJson } from './http/jsonDepth.js'
import { trackRouteMethods } from './http/methodNotAllowed.js'
import { redactingLogSerializers } from './http/logRedaction.js'
import { strictNumericQuery } from './http/strictQuery.js'
import { newId } from './ids.js'
import { DEFAULT_SWEEP_INTERVAL_MS, scheduleActivitySweep } from './identity/activitySweep.js'
import { scheduleAlertEvaluator } from './alerts/scheduleAlertEvaluator.js'
import { lowerRecordedLevels } from './alerts/recordAlerts.js'
import { scheduleJobRunner } from './jobs/scheduleJobRunner.js'
import { registerAppJobHandlers } from './registerAppJobHandlers.js'
import { collectorRoutes } from './routes/collector.js'
import { dashboardRoutes } from './routes/dashboard.js'
import { teamAccessRoutes } from './routes/teamAccess.js'
import { teamAccessRuntime } from './auth/teamAccessRuntime.js'
import { dataServiceRoutes } from './routes/dataService.js'
import { githubRoutes } from './routes/github.js'
import { trackerRoutes } from './routes/tracker.js'
import type { Store } from './store/store.js'

export type { AppOptions } from './appOptions.js'
export { canonicalIdentity, signIdentity } from './identity/identitySignature.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The store the app reads and writes. */
    store: Store
    /** Where data-service reads go: the read replica's store, or `store` when there is none. */
    readStore: Store
  }
}

const plugin: FastifyPluginAsync<AppOptions> = async (app, options) => {
  app.decorate('store', options.store)
  app.decorate('readStore', options.readStore ?? options.store)
  scheduleActivitySweep(app, options.store, options.activitySweepMs ?? DEFAULT_SWEEP_INTERVAL_MS, () => lowerRecordedLevels(options.store.db))
  registerAppJobHandlers(scheduleJobRunner(app, options.store, options.jobs), options)
  scheduleAlertEvaluator(app, options.store, options.alerts)

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  answerUnavailableWithRetryAfter(app)

  await app.register(cookie)
  // who made the request, set by the data service's and the dashboard's authentication
  app.decorateRequest('principal', null)
  app.decorateRequest('session', null)
  app.setErrorHandler(handleError)
  const methodsOf = trackRouteMethods(app)
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const allowed = methodsOf(path)
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('method_not_allowed', `${request.method} is not served at ${path} (allowed: ${allowed.join(', ')})`))
    }
    return reply.status(404).send(errorBody('not_found', `no route for ${request.method} ${path}`))
  })
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new DevtrailError('uri_too_long', `the request URL is longer than ${MAX_URL_LENGTH} characters`)
    }
  })
  app.addHook('preValidation', strictNumericQuery)
  app.addHook('preValidation', rejectDeepJson)

  healthRoutes(app, options.store)
  await app.register(trackerRoutes, options.dataFolder ? { archiveFolder: join(options.dataFolder, 'tracker-versions') } : {})
  await app.register(collectorRoutes, options)
  await app.register(githubRoutes, options)
  const teamAccess = teamAccessRuntime(options.teamAccess)
  await app.register(dataServiceRoutes, options)
  await app.register(dashboardRoutes, { ...options, teamAccessRuntime: teamAccess })
  await app.register(teamAccessRoutes, { ...options, teamAccessRuntime: teamAccess })
}

/** The whole Devtrail HTTP surface. */
export const devtrailApp = fp(plugin, { name: 'devtrail', fastify: '5.x' })

/**
 * Fastify options every Devtrail instance uses: request ids, body limit, and the timeouts that
 * cut off a slow or stalled client (headers within 10 s, the whole request within 15 s, an idle
 * keep-alive connection after 5 s, a silent socket after 30 s).
 */
export function fastifyOptions(overrides: FastifyServerOptions = {}, requestTimeoutMs = 15_000): FastifyHttpOptions<Server> {
  const { logger, ...rest } = overrides
  return {
    // a logger, when there is one, never writes a one-time token of a URL or an error message
    ...(logger === true ? { logger: { serializers: redactingLogSerializers } } : {}),
    ...(logger && typeof logger === 'object' && !('child' in logger)
      ? { logger: { ...logger, serializers: { ...redactingLogSerializers, ...logger.serializers } } }
      : logger !== true && logger !== undefined
        ? { logger }
        : {}),
    genReqId: () => newId(),
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 5_000,
    connectionTimeout: 30_000,
    // Node checks the request and header deadlines on this interval (30 s by default)
    http: { headersTimeout: Math.min(10_000, requestTimeoutMs), connectionsCheckingInterval: 1_000 },
    clientErrorHandler: answerClientError,
    // the router's own refusals (a malformed or over-long path parameter) in the error shape too
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    // Fastify's own 503 while closing carries no Retry-After and not the error shape: the app answers it
    return503OnClosing: false,
    ...rest,
  }
}

/** Builds a ready-to-listen Fastify instance with the Devtrail app registered. */
export async function createApp(options: AppOptions, overrides: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(overrides)).withTypeProvider<TypeBoxTypeProvider>()
  await app.register(devtrailApp, options)
  await app.ready()
  return app
}
