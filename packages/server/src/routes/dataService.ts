import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import type { FastifyPluginAsync } from 'fastify'
import type { AppOptions } from '../appOptions.js'
import { AudienceFilter } from '../audiences/audienceFilter.js'
import { rejectNul } from '../dataService/rejectNul.js'
import { apiKeyAuth } from '../dataService/apiKeyAuth.js'
import { PAGE_SIZE } from '../dataService/schemas.js'
import { dataServiceSettings } from '../dataService/settings.js'
import { DevtrailError } from '../errors.js'
import { FailureWindow, rateLimitsOf } from '../http/rateLimits.js'
import { MemberSnapshots } from '../segments/memberSnapshots.js'
import { AccountSegmentFilter, BuyerSegmentFilter, DeveloperSegmentFilter } from '../segments/segmentFilter.js'
import { accountRoutes } from './accounts.js'
import { audienceRoutes } from './audiences.js'
import { developerRoutes } from './developers.js'
import { listRoutes } from './lists.js'
import { openapiRoutes } from './openapi.js'
import { exportRoutes } from './export.js'
import { segmentRoutes } from './segments.js'
import { statsRoutes } from './stats.js'

export type { DataServiceOptions } from '../dataService/settings.js'

const DESCRIPTION = `Key-authenticated read access to segments, accounts, developers, buyers, activities and audiences, and lists you fill.

- Every request carries \`x-api-key\`; list calls also carry \`user\` (an e-mail).
- Paged answers are \`{data, total_pages, next_page, request_id}\`: \`page\` starts at 1 (default 1), ${PAGE_SIZE} rows per page, \`next_page\` is null on the last page, a page past the end has an empty \`data\`.
- \`*_date\` fields are \`YYYY-MM-DD HH:MM:SS\` UTC; \`first_activity\`/\`latest_activity\`/\`action_time\` are epoch milliseconds; audience times are ISO 8601 UTC with milliseconds.
- A value Devtrail does not know is \`null\`, never '' or 0: a developer or account never active has null first/latest activity and dates, an audience never refreshed has a null \`last_synced_at\`, a member never synced to a CRM has null \`isCrmSynced\` and \`crmLastSyncedTime\`, an unknown country, title or e-mail is null.
- Every error is \`{error:{message, type}}\`. Every answer carries \`request_id\` and the \`x-request-id\` header.
- Segment members are computed from the segment's saved filter (components AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter), latest activity first, never-active last, then id.
- Rate limit per key: 429 rate_limited with \`Retry-After\` and \`X-RateLimit-Limit\`/\`-Remaining\`/\`-Reset\`.`

/** The key-authenticated data service (DESIGN.md section 4) and its OpenAPI document. */
export const dataServiceRoutes: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const settings = dataServiceSettings(options.dataService)

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Devtrail data service', version: '0.2.0', description: DESCRIPTION },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The workspace API key (dtk_...).' } },
        // the saved filters behind segment and audience membership (created with the CLI; docs/segments.md)
        schemas: { AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter, AudienceFilter },
      },
      security: [{ apiKey: [] }],
      tags: [
        { name: 'segments', description: 'Saved filters and their current members' },
        { name: 'accounts', description: 'Companies' },
        { name: 'developers', description: 'People' },
        { name: 'lists', description: 'Lists you create and fill' },
        { name: 'audiences', description: 'Buyer audiences built from segments' },
        { name: 'stats', description: 'Dashboard statistics, read from daily rollups' },
        { name: 'export', description: 'CSV export of every table' },
      ],
    },
  })

  app.decorateRequest('apiKeyWorkspaceId', '')
  app.decorateRequest('apiKeyHash', '')
  const limits = rateLimitsOf(options.rateLimits)
  app.addHook('onRequest', apiKeyAuth(options.store, settings.apiKeyCacheMs, new FailureWindow(limits.failedAuthPerIp, limits.windowMs)))
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
  await app.register(segmentRoutes, { snapshots: new MemberSnapshots(options.store, settings.segmentSnapshotMs) })
  await app.register(accountRoutes)
  await app.register(developerRoutes)
  await app.register(listRoutes)
  await app.register(audienceRoutes)
  await app.register(statsRoutes)
  await app.register(exportRoutes)
}
