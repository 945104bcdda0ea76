/**
 * GitHub webhook endpoints and network mappings as workspace settings (`admin` scope):
 * `GET|POST /github/hooks` (the secret shown once), `DELETE /github/hooks/{hook_id}`, and
 * `GET|POST|DELETE /networks`. Changes go through settings/githubSettings.ts and
 * settings/networkSettings.ts, as the CLI's do, and are audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { AppOptions } from '../appOptions.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { GithubConnectionSchema, GithubHookSchema, NetworkMappingSchema } from '../dataService/settingsSchemas.js'
import { DevtrailError } from '../errors.js'
import { listGithubHooks } from '../github/githubHooks.js'
import { listNetworkMappings } from '../network/networkMappings.js'
import { connectGithubAs, disconnectGithubAs } from '../settings/githubSettings.js'
import { addNetworkMappingAs, removeNetworkMappingAs } from '../settings/networkSettings.js'
import { callerOfRequest } from '../settings/settingsCaller.js'
import { workspaceOf } from '../auth/principal.js'

const tags = ['settings']
const answer = <T extends Parameters<typeof Type.Object>[0][string]>(data: T) => Type.Object({ data, request_id: RequestId }, { additionalProperties: false })

/** The GitHub hook and network mapping settings routes. */
export const settingsGithubRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const { store } = app

  app.get(
    '/github/hooks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listGithubHooks',
        summary: "List the workspace's GitHub webhook endpoints",
        tags,
        response: { 200: answer(Type.Array(GithubHookSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: (await listGithubHooks(store, workspaceOf(request))).map((hook) => ({ id: hook.id, created_at: Number(hook.created_at) })),
      request_id: request.id,
    }),
  )

  app.post(
    '/github/hooks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'connectGithubHook',
        summary: 'Create a GitHub webhook endpoint: the Payload URL and the secret (shown once) to paste into GitHub',
        tags,
        body: Type.Optional(
          Type.Object(
            { url: Type.Optional(Type.String({ maxLength: 500, description: "The Devtrail server as GitHub reaches it (default: this request's origin)." })) },
            { additionalProperties: false },
          ),
        ),
        response: { 200: answer(GithubConnectionSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!options.secretBox) throw new DevtrailError('unavailable', 'the server has no secret key: webhook secrets cannot be stored')
      let baseUrl: string
      try {
        baseUrl = new URL(request.body?.url ?? `${request.protocol}://${request.host}`).origin
      } catch {
        throw new DevtrailError('params_invalid', 'url: must be a URL such as https://devtrail.example.com')
      }
      const connection = await connectGithubAs(store, options.secretBox, callerOfRequest(request), { baseUrl })
      reply.header('cache-control', 'no-store')
      return { data: { ...connection, hook: { id: connection.hook.id, created_at: connection.hook.created_at } }, request_id: request.id }
    },
  )

  app.delete(
    '/github/hooks/:hook_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'disconnectGithubHook',
        summary: 'Remove a GitHub webhook endpoint: its deliveries answer 404 from then on',
        tags,
        params: Type.Object({ hook_id: Type.String({ maxLength: 100 }) }),
        response: { 200: answer(GithubHookSchema), ...errorResponses },
      },
    },
    async (request) => {
      const hook = await disconnectGithubAs(store, callerOfRequest(request), request.params.hook_id)
      return { data: { id: hook.id, created_at: hook.created_at }, request_id: request.id }
    },
  )

  app.get(
    '/networks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listNetworkMappings',
        summary: 'List the networks mapped to company domains',
        tags,
        response: { 200: answer(Type.Array(NetworkMappingSchema)), ...errorResponses },
      },
    },
    async (request) => ({ data: await listNetworkMappings(store, workspaceOf(request)), request_id: request.id }),
  )

  app.post(
    '/networks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'addNetworkMapping',
        summary: 'Map a network (CIDR or AS number) to a company domain; ISPs, clouds, hosting and VPNs are refused',
        tags,
        body: Type.Object(
          {
            network: Type.String({ minLength: 1, maxLength: 100, description: 'A CIDR such as 192.0.2.0/24, or AS64500.' }),
            domain: Type.String({ minLength: 1, maxLength: 253, description: 'The company domain, e.g. acme.io.' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: answer(NetworkMappingSchema), ...errorResponses },
      },
    },
    async (request) => {
      const mapping = await addNetworkMappingAs(store, callerOfRequest(request), { ...request.body, networks: options.ipDatabases?.networks ?? null })
      return { data: mapping, request_id: request.id }
    },
  )

  app.delete(
    '/networks',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'removeNetworkMapping',
        summary: 'Remove the mapping of a network',
        tags,
        querystring: Type.Object({ network: Type.String({ minLength: 1, maxLength: 100, description: 'The mapped CIDR or AS number.' }) }),
        response: { 200: answer(NetworkMappingSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await removeNetworkMappingAs(store, callerOfRequest(request), { network: request.query.network }), request_id: request.id }),
  )
}
