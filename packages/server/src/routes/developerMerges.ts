/** Identity repair: the claims refused as conflicts, and undoing a wrong merge. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { listConflicts } from '../identity/identityConflicts.js'
import { unmergeDeveloper } from '../identity/unmergeDeveloper.js'
import { auditRequestChange } from '../settings/settingsCaller.js'
import { workspaceOf } from '../auth/principal.js'

const IdentityType = Type.Union([Type.Literal('email'), Type.Literal('github'), Type.Literal('linkedin')])
const StoredIdentity = Type.Object({ type: IdentityType, username: Type.String({ description: 'Canonical form.' }) })

/** Routes of identity conflicts and unmerge. */
export const developerMergeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, readStore } = app

  app.get(
    '/identity/conflicts',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listIdentityConflicts',
        summary: 'List identity claims refused as conflicts',
        description:
          'Most recently refused first; the same claim refused again is one entry with a count. A claim is refused when it would put two different e-mails on one person (`distinct_emails`), when an unsigned identify names a verified person (`verified_person`), or when an identifier is held by someone else (`identity_taken`). Nothing of a refused claim was applied.',
        tags: ['developers'],
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: {
          200: Type.Object(
            {
              data: Type.Array(
                Type.Object({
                  id: Type.String(),
                  source: Type.String({ description: 'identify, contacts, github or migration.' }),
                  reason: Type.String({ description: 'distinct_emails, verified_person or identity_taken.' }),
                  claim: Type.Array(StoredIdentity),
                  developer_ids: Type.Array(Type.String()),
                  visitor_id: Type.Union([Type.String(), Type.Null()], { description: 'The visitor that made the claim last (identify), else null.' }),
                  occurrences: Type.Integer({ description: 'How many times the same claim was refused.' }),
                  created_time: Type.String({ description: 'When it was first refused, ISO 8601 UTC.' }),
                  last_seen_time: Type.String({ description: 'When it was last refused, ISO 8601 UTC.' }),
                }),
              ),
              request_id: RequestId,
            },
            { title: 'IdentityConflictList' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const conflicts = await listConflicts(readStore.db, workspaceOf(request), request.query.limit ?? 100)
      return {
        data: conflicts.map((conflict) => ({
          id: conflict.id,
          source: conflict.source,
          reason: conflict.reason,
          claim: conflict.claim,
          developer_ids: conflict.developerIds,
          visitor_id: conflict.visitorId,
          occurrences: conflict.occurrences,
          created_time: new Date(conflict.createdAt).toISOString(),
          last_seen_time: new Date(conflict.lastSeenAt).toISOString(),
        })),
        request_id: request.id,
      }
    },
  )

  app.post(
    '/developer/:developer_id/unmerge',
    {
      config: { scope: 'write' },
      schema: {
        operationId: 'unmergeDeveloper',
        summary: 'Undo the merge that brought an identity to a developer',
        description:
          "Splits the person merged into this developer back out, under their id from before the merge, with the identities, visitor ids (and their activities), contacts and merged-away ids they brought; both people are counted again. 400 when the identity is not this developer's or did not come by a merge.",
        tags: ['developers'],
        params: Type.Object({ developer_id: Type.String({ description: 'The developer id, or an e-mail of the person.' }) }),
        body: Type.Object(
          { identity: Type.Object({ type: IdentityType, username: Type.String({ minLength: 1, maxLength: 320 }) }) },
          { additionalProperties: false, title: 'DeveloperUnmerge' },
        ),
        response: {
          200: Type.Object(
            {
              data: Type.Object({
                developer_id: Type.String({ description: 'The person split off.' }),
                from_developer_id: Type.String(),
                identities: Type.Array(StoredIdentity),
                visitors: Type.Integer(),
                activities: Type.Integer(),
              }),
              request_id: RequestId,
            },
            { title: 'DeveloperUnmerged' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      // unmergeDeveloper compares the identity in canonical form
      const data = await unmergeDeveloper(store, workspaceOf(request), request.params.developer_id, request.body.identity)
      await auditRequestChange(store.db, request, {
        action: 'developer.unmerge',
        targetType: 'developer',
        targetId: data.from_developer_id,
        after: { developer_id: data.developer_id, visitors: data.visitors, activities: data.activities },
      })
      return { data, request_id: request.id }
    },
  )
}
