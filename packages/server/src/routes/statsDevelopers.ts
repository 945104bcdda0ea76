/** Developer profiles of the stats: `GET /stats/developers/{developer_id}` and its timeline. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getAccount } from '../accounts/account.js'
import { activitiesOf } from '../dataService/activities.js'
import { activityDate, epochMs, known } from '../dataService/dates.js'
import { ActivityList, errorResponses, PageQuerystring } from '../dataService/schemas.js'
import { findDeveloper, identitiesOfDeveloper } from '../developers/developer.js'
import { DevtrailError } from '../errors.js'
import { resolveDeveloperId } from '../identity/resolveDeveloper.js'
import { workspaceOf } from '../auth/principal.js'

/** A developer's profile and timeline, for the dashboard; their schemas are added by `statsRoutes`. */
export const statsDeveloperRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.readStore

  app.get(
    '/stats/developers/:developer_id',
    {
      config: { scope: 'read' },
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
      const workspaceId = workspaceOf(request)
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
      config: { scope: 'read' },
      schema: {
        operationId: 'listStatsDeveloperTimeline',
        summary: "A developer's timeline",
        description: 'Their activities with pages and copied text, most recent first; pages of 1,000 with `page`.',
        tags: ['stats'],
        params: Type.Object({ developer_id: Type.String() }),
        querystring: PageQuerystring,
        response: { 200: ActivityList(Type.Ref('TimelineActivity')), ...errorResponses },
      },
    },
    async (request) => {
      const id = await resolveDeveloperId(store, workspaceOf(request), request.params.developer_id)
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
