import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import type { FastifyPluginAsync } from 'fastify'
import type { AppOptions } from '../appOptions.js'
import { rejectNul } from '../dataService/rejectNul.js'
import { apiKeyAuth } from '../dataService/apiKeyAuth.js'
import { enforceRouteScopes } from '../dataService/routeScopes.js'
import { openapiOptions } from '../dataService/openapiDocument.js'
import { dataServiceSettings } from '../dataService/settings.js'
import { DevtrailError } from '../errors.js'
import { FailureWindow, rateLimitsOf } from '../http/rateLimits.js'
import { MemberSnapshots } from '../segments/memberSnapshots.js'
import { accountRoutes } from './accounts.js'
import { alertDestinationRoutes } from './alertDestinations.js'
import { alertRuleRoutes } from './alertRules.js'
import { audienceRoutes } from './audiences.js'
import { crmRoutes } from './crm.js'
import { developerMergeRoutes } from './developerMerges.js'
import { developerRoutes } from './developers.js'
import { listRoutes } from './lists.js'
import { openapiRoutes } from './openapi.js'
import { exportRoutes } from './export.js'
import { segmentRoutes } from './segments.js'
import { auditRoutes } from './audit.js'
import { settingsAssetRoutes } from './settingsAssets.js'
import { settingsGithubRoutes } from './settingsGithub.js'
import { settingsKeyRoutes } from './settingsKeys.js'
import { settingsSegmentRoutes } from './settingsSegments.js'
import { statsRoutes } from './stats.js'

export type { DataServiceOptions } from '../dataService/settings.js'

/** The key-authenticated data service and its OpenAPI document. */
export const dataServiceRoutes: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const settings = dataServiceSettings(options.dataService)

  await app.register(swagger, openapiOptions())

  app.decorateRequest('apiKeyHash', '')
  app.addHook('onRoute', enforceRouteScopes)
  const limits = rateLimitsOf(options.rateLimits)
  app.addHook(
    'onRequest',
    apiKeyAuth(options.store, settings.apiKeyCacheMs, new FailureWindow(limits.failedAuthPerIp, limits.windowMs), {
      keySignIn: options.teamAccess?.keySignIn ?? false,
      now: options.teamAccess?.now ?? Date.now,
    }),
  )
  app.addHook('preValidation', rejectNul)

  await app.register(rateLimit, {
    max: settings.rateLimitMax,
    timeWindow: settings.rateLimitWindowMs,
    keyGenerator: (request) => request.apiKeyHash || request.ip,
    errorResponseBuilder: (_request, context) =>
      new DevtrailError(
        'rate_limited',
        `rate limit of ${context.max} requests per ${Math.round(settings.rateLimitWindowMs / 1000)} s exceeded; retry in ${context.after}`,
      ),
  })

  await app.register(openapiRoutes)
  await app.register(segmentRoutes, { snapshots: new MemberSnapshots(options.readStore ?? options.store, settings.segmentSnapshotMs) })
  await app.register(accountRoutes)
  await app.register(developerRoutes)
  await app.register(developerMergeRoutes)
  await app.register(listRoutes)
  await app.register(audienceRoutes)
  await app.register(crmRoutes)
  await app.register(statsRoutes)
  await app.register(exportRoutes)
  await app.register(settingsAssetRoutes, options)
  await app.register(settingsKeyRoutes)
  await app.register(settingsSegmentRoutes)
  await app.register(settingsGithubRoutes, options)
  await app.register(auditRoutes)
  await app.register(alertRuleRoutes)
  await app.register(alertDestinationRoutes, options)
}
