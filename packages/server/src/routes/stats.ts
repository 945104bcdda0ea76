/**
 * Stats for the dashboard: an overview and top tables read from the daily
 * rollups, web vitals, the live feed, account search and a developer's profile and timeline.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getAccount, searchAccounts } from '../accounts/account.js'
import { activitiesOf } from '../dataService/activities.js'
import { activityDate, epochMs, known } from '../dataService/dates.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountRecord } from '../dataService/records.js'
import { Account, ActivityList, errorResponses, Listed, PAGE_SIZE, PageQuery, Paged } from '../dataService/schemas.js'
import { findDeveloper, identitiesOfDeveloper } from '../developers/developer.js'
import { DevtrailError } from '../errors.js'
import { resolveDeveloperId } from '../identity/resolveDeveloper.js'
import type { TopDimension } from '../stats/rollup.js'
import { latestActivities, overviewOf, topValues } from '../stats/stats.js'
import {
  DeveloperProfile,
  dateOfDay,
  dayRangeOf,
  LimitQuery,
  LiveActivity,
  Overview,
  OverviewTotals,
  PageVitals,
  RangeQuery,
  TimelineActivity,
  TopRow,
} from '../stats/statsSchemas.js'
import { vitalsPerPage } from '../stats/webVitals.js'
import { DAY_MS } from '../stats/rollup.js'

const TOP_TABLES: { path: string; dimension: TopDimension; operationId: string; summary: string }[] = [
  { path: '/stats/pages', dimension: 'page', operationId: 'listStatsTopPages', summary: 'Top pages by visits' },
  { path: '/stats/copies', dimension: 'copy', operationId: 'listStatsTopCopies', summary: 'Top copied commands and code snippets' },
  { path: '/stats/referrers', dimension: 'referrer', operationId: 'listStatsTopReferrers', summary: 'Top referring sites of page visits' },
  { path: '/stats/countries', dimension: 'country', operationId: 'listStatsTopCountries', summary: 'Activities by country' },
]

const DEFAULT_LIMIT = 10
const LIVE_LIMIT = 50

/** The stats routes; registered inside the data service (same authentication, rate limit and errors). */
export const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // reads only: served by the read replica when there is one
  const store = app.readStore
  for (const schema of [OverviewTotals, TopRow, PageVitals, LiveActivity, DeveloperProfile, TimelineActivity]) app.addSchema(schema)

  app.get(
    '/stats/overview',
    {
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
      const workspaceId = request.apiKeyWorkspaceId
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
        const data = await topValues(store, request.apiKeyWorkspaceId, table.dimension, fromDay, toDay, request.query.limit ?? DEFAULT_LIMIT)
        return { data, request_id: request.id }
      },
    )
  }

  app.get(
    '/stats/vitals',
    {
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
      const data = await vitalsPerPage(store, request.apiKeyWorkspaceId, fromDay * DAY_MS, (toDay + 1) * DAY_MS, request.query.limit ?? DEFAULT_LIMIT)
      return { data, request_id: request.id }
    },
  )

  app.get(
    '/stats/live',
    {
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
      const rows = await latestActivities(store, request.apiKeyWorkspaceId, request.query.limit ?? LIVE_LIMIT)
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

  app.get(
    '/stats/accounts',
    {
      schema: {
        operationId: 'listStatsAccounts',
        summary: 'Search accounts',
        description: `Accounts whose name or domain contains \`search\` (any case; all without it), latest activity first, in pages of ${PAGE_SIZE}.`,
        tags: ['stats'],
        querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })), page: Type.Optional(PageQuery) }),
        response: { 200: Paged(Account), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const search = (request.query.search ?? '').trim()
      const { rows, total } = await searchAccounts(store, request.apiKeyWorkspaceId, search, { offset: pageOffset(page), limit: PAGE_SIZE })
      return pagedAnswer(rows.map(accountRecord), total, page, request.id)
    },
  )

  app.get(
    '/stats/accounts/:account_id',
    {
      schema: {
        operationId: 'getStatsAccount',
        summary: 'Get an account',
        tags: ['stats'],
        params: Type.Object({ account_id: Type.String() }),
        response: { 200: Type.Object({ data: Account, request_id: Type.String() }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => ({ data: accountRecord(await getAccount(store, request.apiKeyWorkspaceId, request.params.account_id)), request_id: request.id }),
  )

  app.get(
    '/stats/developers/:developer_id',
    {
      schema: {
        operationId: 'getStatsDeveloper',
        summary: "Get a developer's profile",
        description: 'The developer (a merged-away id answers the survivor), their identities and current account.',
        tags: ['stats'],
        params: Type.Object({ developer_id: Type.String() }),
        response: { 200: Type.Object({ data: Type.Ref('DeveloperProfile'), request_id: Type.String() }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => {
      const workspaceId = request.apiKeyWorkspaceId
      const id = await resolveDeveloperId(store, workspaceId, request.params.developer_id)
      const developer = id ? await findDeveloper(store, workspaceId, id) : undefined
      if (!developer) throw new DevtrailError('not_found', `developer ${request.params.developer_id} not found`)
      const [identities, account] = await Promise.all([
        identitiesOfDeveloper(store, developer.id),
        developer.account_id ? getAccount(store, workspaceId, developer.account_id).catch(() => null) : null,
      ])
      return {
        data: {
          id: developer.id,
          developer_name: known(developer.name),
          developer_business_email: known(developer.email),
          designation: known(developer.designation),
          country: known(developer.country),
          tags: developer.tags,
          first_activity: epochMs(developer.first_activity),
          latest_activity: epochMs(developer.latest_activity),
          first_activity_date: activityDate(developer.first_activity),
          last_activity_date: activityDate(developer.latest_activity),
          account_id: account?.id ?? null,
          account_name: account?.name ?? null,
          identities,
        },
        request_id: request.id,
      }
    },
  )

  app.get(
    '/stats/developers/:developer_id/activities',
    {
      schema: {
        operationId: 'listStatsDeveloperTimeline',
        summary: "A developer's timeline",
        description: 'Their activities with pages and copied text, most recent first; pages of 1,000 with `page`.',
        tags: ['stats'],
        params: Type.Object({ developer_id: Type.String() }),
        querystring: Type.Object({ page: Type.Optional(PageQuery) }),
        response: { 200: ActivityList(Type.Ref('TimelineActivity')), ...errorResponses },
      },
    },
    async (request) => {
      const id = await resolveDeveloperId(store, request.apiKeyWorkspaceId, request.params.developer_id)
      return activitiesOf(store, 'developer_id', id ?? request.params.developer_id, request.query.page, request.id, (row) => ({
        activity_type: row.activity_type,
        activity_source: row.activity_source,
        source_type: row.source_type,
        page: known(row.page),
        copied_text: known(row.copied_text),
        country: known(row.country),
        account_id: known(row.account_id),
        action_time: Number(row.occurred_at),
        activity_date: activityDate(row.occurred_at)!,
      }))
    },
  )
}
