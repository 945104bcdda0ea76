/** `GET /stats/drops`: the events the collector did not store, per UTC day, asset and reason. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, Listed } from '../dataService/schemas.js'
import { workspaceOf } from '../auth/principal.js'
import { ingestDrops } from '../stats/ingestDrops.js'
import { dateOfDay, dayRangeOf, RangeQuery } from '../stats/statsSchemas.js'

/** The drop counts of the workspace; the `IngestDrop` schema is added by `statsRoutes`. */
export const statsDropRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.readStore
  app.get(
    '/stats/drops',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listStatsIngestDrops',
        summary: 'Events the collector dropped',
        description:
          'Events the collector did not store, per UTC day, asset and reason (a bot, an invalid batch, the rate limit, an origin the asset does not allow, a copy of prose, a refused identify, an activity stored before). Newest day first.',
        tags: ['stats'],
        querystring: Type.Object(RangeQuery),
        response: { 200: Listed(Type.Ref('IngestDrop')), ...errorResponses },
      },
    },
    async (request) => {
      const { fromDay, toDay } = dayRangeOf(request.query)
      const rows = await ingestDrops(store.db, workspaceOf(request), fromDay, toDay)
      const data = rows.map(({ day, ...row }) => ({ date: dateOfDay(day), ...row }))
      return { data, request_id: request.id }
    },
  )
}
