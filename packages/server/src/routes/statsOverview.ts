/** Stats read from the daily rollups: `GET /stats/overview`, the top tables, web vitals and the live feed. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { known } from '../dataService/dates.js'
import { errorResponses, Listed } from '../dataService/schemas.js'
import type { TopDimension } from '../stats/rollup.js'
import { latestActivities, overviewOf, topValues } from '../stats/stats.js'
import { dateOfDay, dayRangeOf, LimitQuery, Overview, RangeQuery } from '../stats/statsSchemas.js'
import { vitalsPerPage } from '../stats/webVitals.js'
import { DAY_MS } from '../stats/rollup.js'
import { workspaceOf } from '../auth/principal.js'

const TOP_TABLES: { path: string; dimension: TopDimension; operationId: string; summary: string }[] = [
  { path: '/stats/pages', dimension: 'page', operationId: 'listStatsTopPages', summary: 'Top pages by visits' },
  { path: '/stats/copies', dimension: 'copy', operationId: 'listStatsTopCopies', summary: 'Top copied commands and code snippets' },
  { path: '/stats/referrers', dimension: 'referrer', operationId: 'listStatsTopReferrers', summary: 'Top referring sites of page visits' },
  { path: '/stats/countries', dimension: 'country', operationId: 'listStatsTopCountries', summary: 'Activities by country' },
]

const DEFAULT_LIMIT = 10
const LIVE_LIMIT = 50

/** The overview, top tables, web vitals and live feed; their shared schemas are added by `statsRoutes`. */
export const statsOverviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.readStore

  app.get(
    '/stats/overview',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'getStatsOverview',
        summary: 'Overview of a date range',
        description:
          'Page visits, copies, sign-ins and identified developers per UTC day and source, the totals of the range and of the previous period of the same length. Read from daily rollups kept at write time.',
        tags: ['stats'],
        querystring: Type.Object(RangeQuery),
        response: { 200: Overview, ...errorResponses },
      },
    },
    async (request) => {
      const { fromDay, toDay } = dayRangeOf(request.query)
      const length = toDay - fromDay + 1
      const workspaceId = workspaceOf(request)
      const [{ points, totals }, { totals: previous }] = await Promise.all([
        overviewOf(store, workspaceId, fromDay, toDay),
        overviewOf(store, workspaceId, fromDay - length, fromDay - 1),
      ])
      const series = points.map(({ day, ...point }) => ({ date: dateOfDay(day), ...point }))
      return {
        data: {
          from: dateOfDay(fromDay),
          to: dateOfDay(toDay),
          previous_from: dateOfDay(fromDay - length),
          previous_to: dateOfDay(fromDay - 1),
          series,
          totals,
          previous,
        },
        request_id: request.id,
      }
    },
  )

  for (const table of TOP_TABLES) {
    app.get(
      table.path,
      {
        config: { scope: 'read' },
        schema: {
          operationId: table.operationId,
          summary: table.summary,
          description: 'Most counted first, then by value. Read from daily rollups.',
          tags: ['stats'],
          querystring: Type.Object({ ...RangeQuery, limit: LimitQuery }),
          response: { 200: Listed(Type.Ref('TopRow')), ...errorResponses },
        },
      },
      async (request) => {
        const { fromDay, toDay } = dayRangeOf(request.query)
        const data = await topValues(store, workspaceOf(request), table.dimension, fromDay, toDay, request.query.limit ?? DEFAULT_LIMIT)
        return { data, request_id: request.id }
      },
    )
  }

  app.get(
    '/stats/vitals',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listStatsWebVitals',
        summary: 'Web vitals per page',
        description: 'p75 (nearest rank) of LCP, INP and CLS per page over the range, most measured pages first.',
        tags: ['stats'],
        querystring: Type.Object({ ...RangeQuery, limit: LimitQuery }),
        response: { 200: Listed(Type.Ref('PageVitals')), ...errorResponses },
      },
    },
    async (request) => {
      const { fromDay, toDay } = dayRangeOf(request.query)
      const data = await vitalsPerPage(store, workspaceOf(request), fromDay * DAY_MS, (toDay + 1) * DAY_MS, request.query.limit ?? DEFAULT_LIMIT)
      return { data, request_id: request.id }
    },
  )

  app.get(
    '/stats/live',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listStatsLiveActivities',
        summary: 'Latest activities',
        description: `The ${LIVE_LIMIT} activities received last (or \`limit\`), newest first.`,
        tags: ['stats'],
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) }),
        response: { 200: Listed(Type.Ref('LiveActivity')), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await latestActivities(store, workspaceOf(request), request.query.limit ?? LIVE_LIMIT)
      const data = rows.map((row) => ({
        id: row.id,
        activity_type: row.activity_type,
        activity_source: row.activity_source,
        page: known(row.page),
        copied_text: known(row.copied_text),
        country: known(row.country),
        developer_id: row.developer_id,
        developer_name: known(row.developer_name),
        account_id: row.account_id,
        account_name: known(row.account_name),
        action_time: Number(row.occurred_at),
        received_time: Number(row.received_at),
      }))
      return { data, request_id: request.id }
    },
  )
}
