/** Developers: `GET /developer/{developer_id}/activities`, `PUT /developer/{developer_id}/tags` and the data-protection `DELETE /developer/{developer_id}`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { activitiesOf } from '../dataService/activities.js'
import { developerActivityRecord } from '../dataService/records.js'
import { ActivityList, DeveloperActivity, errorResponses, RequestId, ACTIVITY_LIST_DESCRIPTION, PageQuerystring } from '../dataService/schemas.js'
import { forgetDeveloper } from '../privacy/forgetDeveloper.js'
import { auditRequestChange } from '../settings/settingsCaller.js'
import { changeDeveloperTags } from '../identity/developerTags.js'
import { resolveDeveloperId } from '../identity/resolveDeveloper.js'
import { workspaceOf } from '../auth/principal.js'

const DeveloperParams = Type.Object({ developer_id: Type.String({ description: 'The developer id.' }) })

/** Routes of developers. */
export const developerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, readStore } = app

  app.get(
    '/developer/:developer_id/activities',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listDeveloperActivities',
        summary: 'List activities of a developer',
        description: ACTIVITY_LIST_DESCRIPTION,
        tags: ['developers'],
        params: DeveloperParams,
        querystring: PageQuerystring,
        response: {
          200: ActivityList(DeveloperActivity),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // a buyer's id works too: its developer's activities, or none while it has no developer
      const developerId = await resolveDeveloperId(readStore, workspaceOf(request), request.params.developer_id)
      return activitiesOf(readStore, 'developer_id', developerId ?? request.params.developer_id, request.query.page, request.id, developerActivityRecord)
    },
  )

  app.delete(
    '/developer/:developer_id',
    {
      config: { scope: 'write' },
      schema: {
        operationId: 'deleteDeveloper',
        summary: 'Delete a developer everywhere (data protection)',
        description:
          'Removes the person with their activities (including what they did before signing in), identities, visitor ids, list rows keyed by their e-mail, GitHub or LinkedIn id, contact record and audience memberships, and recomputes their account. `developer_id` may also be an e-mail. Answers what was removed.',
        tags: ['developers'],
        params: Type.Object({ developer_id: Type.String({ description: 'The developer id, or an e-mail of the person.' }) }),
        response: {
          200: Type.Object(
            {
              data: Type.Object({
                developer_id: Type.String(),
                activities: Type.Integer(),
                identities: Type.Integer(),
                visitors: Type.Integer(),
                list_rows: Type.Integer(),
                contacts: Type.Integer(),
                audience_members: Type.Integer(),
              }),
              request_id: RequestId,
            },
            { description: 'What was removed, by kind.', title: 'DeveloperDeletion' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const data = await forgetDeveloper(store, workspaceOf(request), request.params.developer_id)
      // the resolved id, never the e-mail the caller may have named the person by
      await auditRequestChange(store.db, request, {
        action: 'developer.delete',
        targetType: 'developer',
        targetId: data.developer_id,
        after: { activities: data.activities, identities: data.identities, list_rows: data.list_rows },
      })
      return { data, request_id: request.id }
    },
  )

  app.put(
    '/developer/:developer_id/tags',
    {
      config: { scope: 'write' },
      schema: {
        operationId: 'setDeveloperTags',
        summary: "Set a developer's tags",
        description:
          'Replaces the tags (an empty array clears them). Names are trimmed, unique regardless of case, 1 to 64 characters without a comma, at most 50.',
        tags: ['developers'],
        params: DeveloperParams,
        body: Type.Object(
          { tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200, description: 'The new tags.' }) },
          { additionalProperties: false, title: 'DeveloperTagsChange' },
        ),
        response: {
          200: Type.Object(
            {
              data: Type.Object({ developer_id: Type.String(), tags: Type.String({ description: 'Comma-separated, as Developer records show them.' }) }),
              request_id: RequestId,
            },
            { title: 'DeveloperTags' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const tags = await changeDeveloperTags(store, workspaceOf(request), request.params.developer_id, { set: request.body.tags })
      await auditRequestChange(store.db, request, {
        action: 'developer.tags.set',
        targetType: 'developer',
        targetId: request.params.developer_id,
        after: { tags },
      })
      return { data: { developer_id: request.params.developer_id, tags: tags.join(',') }, request_id: request.id }
    },
  )
}
