/** Developers: endpoint 6 (DESIGN.md section 4). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { activitiesOf } from '../dataService/activities.js'
import { developerActivityRecord } from '../dataService/records.js'
import { ActivityList, ACTIVITY_PAGE_SIZE, DeveloperActivity, errorResponses, PageQuery } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'

/** Routes of developers. */
export const developerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app

  app.get(
    '/developer/:developer_id/activities',
    {
      schema: {
        summary: 'List activities of a developer',
        description: `Most recent first. Without \`page\`: the latest ${ACTIVITY_PAGE_SIZE} activities and no paging fields. With \`page\` (an extension): pages of ${ACTIVITY_PAGE_SIZE} with total_pages and next_page.`,
        tags: ['developers'],
        params: Type.Object({ developer_id: Type.String({ description: 'The developer id.' }) }),
        querystring: Type.Object({ page: Type.Optional(PageQuery) }),
        response: {
          200: ActivityList(DeveloperActivity),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { developer_id: developerId } = request.params
      const developer = await store.db.selectFrom('developers').select('id').where('id', '=', developerId).where('workspace_id', '=', request.apiKeyWorkspaceId).executeTakeFirst()
      if (!developer) throw new DevtrailError('not_found', `developer ${developerId} not found`)
      return activitiesOf(store, 'developer_id', developerId, request.query.page, request.id, developerActivityRecord)
    },
  )
}
