/**
 * API keys as workspace settings (`admin` scope): `GET|POST /keys` (a new key shown once) and
 * `POST /keys/{key_id}/revoke`. Changes go through settings/keySettings.ts, as the CLI's do, and
 * are audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listApiKeys, type ApiKeyInfo } from '../admin/apiKeys.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { ApiKeySettings, KeyScopeSchema } from '../dataService/settingsSchemas.js'
import { createKeyAs, revokeKeyAs } from '../settings/keySettings.js'
import { callerOfRequest } from '../settings/settingsCaller.js'
import { workspaceOf } from '../auth/principal.js'

const tags = ['settings']

/** A key as listed, without its workspace id (the caller's own). */
function keyRecord(key: ApiKeyInfo) {
  return {
    id: key.id,
    name: key.name,
    key_prefix: key.key_prefix,
    scope: key.scope,
    created_at: Number(key.created_at),
    revoked_at: key.revoked_at === null ? null : Number(key.revoked_at),
    last_used_at: key.last_used_at === null ? null : Number(key.last_used_at),
  }
}

/** The API key settings routes. */
export const settingsKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app

  app.get(
    '/keys',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listApiKeys',
        summary: "List the workspace's API keys (revoked ones too), with when each was last used",
        tags,
        response: { 200: Type.Object({ data: Type.Array(ApiKeySettings), request_id: RequestId }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => ({ data: (await listApiKeys(store, workspaceOf(request))).map(keyRecord), request_id: request.id }),
  )

  app.post(
    '/keys',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key with a scope (the key is shown once in the answer)',
        tags,
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 100 }), scope: Type.Optional({ ...KeyScopeSchema, description: 'Default read.' }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object(
            {
              data: Type.Object(
                { key: Type.String({ description: 'The key: store it now, it is shown only in this answer.' }), api_key: ApiKeySettings },
                { additionalProperties: false, title: 'NewApiKey' },
              ),
              request_id: RequestId,
            },
            { additionalProperties: false },
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { key, ...info } = await createKeyAs(store, callerOfRequest(request), { name: request.body.name, scope: request.body.scope ?? 'read' })
      reply.header('cache-control', 'no-store')
      return { data: { key, api_key: keyRecord(info) }, request_id: request.id }
    },
  )

  app.post(
    '/keys/:key_id/revoke',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key: its requests and dashboard sessions answer 401 from then on',
        tags,
        params: Type.Object({ key_id: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.Object({ data: ApiKeySettings, request_id: RequestId }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => ({ data: keyRecord(await revokeKeyAs(store, callerOfRequest(request), request.params.key_id)), request_id: request.id }),
  )
}
