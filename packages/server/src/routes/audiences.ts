/** Audiences: `GET /audiences` and `GET /audiences/{audience_id}/members`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { audiencesOfWorkspace } from '../audiences/audience.js'
import { audienceMemberPage } from '../audiences/audienceMembers.js'
import { audienceMemberRecord, audienceRecord } from '../dataService/records.js'
import { Audience, AudienceMember, errorResponses, Listed, PAGE_SIZE, PageQuery, RequestId } from '../dataService/schemas.js'
import { workspaceOf } from '../auth/principal.js'

/** Routes of audiences. */
export const audienceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // reads only: served by the read replica when there is one
  const store = app.readStore

  app.get(
    '/audiences',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAudiences',
        summary: 'List audiences',
        description: 'Every audience of the workspace, oldest first; `type` keeps only audiences of that type (e.g. BUYER).',
        tags: ['audiences'],
        querystring: Type.Object({ type: Type.Optional(Type.String({ minLength: 1, description: 'Audience type, e.g. BUYER (case ignored).' })) }),
        response: { 200: Listed(Audience), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await audiencesOfWorkspace(store, workspaceOf(request), request.query.type?.toUpperCase())
      return { data: rows.map(audienceRecord), request_id: request.id }
    },
  )

  app.get(
    '/audiences/:audience_id/members',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAudienceMembers',
        summary: 'List members of an audience',
        description: `Members in their stable audience order, ${PAGE_SIZE} per page; \`page\` is required. A page past the end has an empty \`data\`.`,
        tags: ['audiences'],
        params: Type.Object({ audience_id: Type.String({ description: 'The audience id.' }) }),
        querystring: Type.Object({ page: PageQuery }),
        response: {
          200: Type.Object(
            {
              data: Type.Array(AudienceMember),
              page_no: Type.Integer({ minimum: 1, description: 'The page answered.' }),
              page_size: Type.Integer({ minimum: PAGE_SIZE, maximum: PAGE_SIZE, description: `Always ${PAGE_SIZE}.` }),
              total_pages: Type.Integer({ minimum: 0 }),
              request_id: RequestId,
            },
            { additionalProperties: false, title: 'AudienceMemberPage' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page } = request.query
      const { rows, total } = await audienceMemberPage(store, workspaceOf(request), request.params.audience_id, page)
      return { data: rows.map(audienceMemberRecord), page_no: page, page_size: PAGE_SIZE, total_pages: Math.ceil(total / PAGE_SIZE), request_id: request.id }
    },
  )
}
