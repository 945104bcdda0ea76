/**
 * Assets as workspace settings (`admin` scope): `GET|POST /assets`, `GET|PATCH|DELETE
 * /assets/{asset_id}`, `POST /assets/{asset_id}/identify-secret` (the secret shown once) and
 * `GET /assets/{asset_id}/snippet` (what `devtrail snippet` prints). Changes go through
 * settings/assetSettings.ts, as the CLI's do, and are audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listAssets, type Asset } from '../admin/assets.js'
import type { AppOptions } from '../appOptions.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { AssetSettings, AssetSnippetSchema, NewIdentifySecretSchema } from '../dataService/settingsSchemas.js'
import { DevtrailError } from '../errors.js'
import { assetSnippet } from '../scriptHost/assetSnippet.js'
import { assetOfCaller, createAssetAs, deleteAssetAs, rotateIdentifySecretAs, updateAssetAs } from '../settings/assetSettings.js'
import { callerOfRequest } from '../settings/settingsCaller.js'
import { workspaceOf } from '../auth/principal.js'

const tags = ['settings']
const AssetParams = Type.Object({ asset_id: Type.String({ maxLength: 100 }) })
const Origins = Type.Array(Type.String({ minLength: 1, maxLength: 500 }), {
  minItems: 1,
  maxItems: 100,
  description: 'Allowed origins such as https://docs.example.com; `*` allows any.',
})
const One = (item: typeof AssetSettings) => Type.Object({ data: item, request_id: RequestId }, { additionalProperties: false })

/** An asset without its workspace id (the caller's own). */
export function assetSettingsRecord(asset: Asset) {
  const { workspace_id: _workspace, ...record } = asset
  return record
}

/** The asset settings routes. */
export const settingsAssetRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const { store } = app

  app.get(
    '/assets',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listAssets',
        summary: "List the workspace's assets",
        tags,
        response: { 200: Type.Object({ data: Type.Array(AssetSettings), request_id: RequestId }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => ({ data: (await listAssets(store, workspaceOf(request))).map(assetSettingsRecord), request_id: request.id }),
  )

  app.post(
    '/assets',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createAsset',
        summary: 'Create a tracked asset (a new client ID)',
        tags,
        body: Type.Object(
          {
            kind: Type.Union([Type.Literal('WEBSITE'), Type.Literal('DOCS'), Type.Literal('PRODUCT')]),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            allowed_origins: Origins,
          },
          { additionalProperties: false },
        ),
        response: { 200: One(AssetSettings), ...errorResponses },
      },
    },
    async (request) => {
      const { kind, name, allowed_origins: origins } = request.body
      const asset = await createAssetAs(store, callerOfRequest(request), { kind, origins, ...(name === undefined ? {} : { name }) })
      return { data: assetSettingsRecord(asset), request_id: request.id }
    },
  )

  app.get(
    '/assets/:asset_id',
    {
      config: { scope: 'admin' },
      schema: { operationId: 'getAsset', summary: 'One asset', tags, params: AssetParams, response: { 200: One(AssetSettings), ...errorResponses } },
    },
    async (request) => ({ data: assetSettingsRecord(await assetOfCaller(store, callerOfRequest(request), request.params.asset_id)), request_id: request.id }),
  )

  app.patch(
    '/assets/:asset_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'updateAsset',
        summary: 'Rename an asset, replace its allowed origins or set its identify policy',
        tags,
        params: AssetParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            allowed_origins: Type.Optional(Origins),
            identify_policy: Type.Optional(Type.Union([Type.Literal('signed'), Type.Literal('unsigned')])),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: One(AssetSettings), ...errorResponses },
      },
    },
    async (request) => {
      const { name, allowed_origins: origins, identify_policy: identifyPolicy } = request.body
      const asset = await updateAssetAs(store, callerOfRequest(request), request.params.asset_id, {
        ...(name === undefined ? {} : { name }),
        ...(origins === undefined ? {} : { origins }),
        ...(identifyPolicy === undefined ? {} : { identifyPolicy }),
      })
      return { data: assetSettingsRecord(asset), request_id: request.id }
    },
  )

  app.delete(
    '/assets/:asset_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteAsset',
        summary: 'Delete an asset: its client ID is no longer accepted; recorded activity stays',
        tags,
        params: AssetParams,
        response: { 200: One(AssetSettings), ...errorResponses },
      },
    },
    async (request) => ({ data: assetSettingsRecord(await deleteAssetAs(store, callerOfRequest(request), request.params.asset_id)), request_id: request.id }),
  )

  app.post(
    '/assets/:asset_id/identify-secret',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'rotateIdentifySecret',
        summary: "Create or rotate an asset's identify secret (shown once in the answer)",
        tags,
        params: AssetParams,
        body: Type.Optional(
          Type.Object(
            {
              overlap_ms: Type.Optional(
                Type.Integer({ minimum: 0, maximum: 30 * 24 * 3600 * 1000, description: 'How long the replaced secret stays valid (default 24 h).' }),
              ),
            },
            { additionalProperties: false },
          ),
        ),
        response: { 200: Type.Object({ data: NewIdentifySecretSchema, request_id: RequestId }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!options.secretBox) throw new DevtrailError('unavailable', 'the server has no secret key: identify secrets cannot be stored')
      const overlapMs = request.body?.overlap_ms
      const created = await rotateIdentifySecretAs(
        store,
        options.secretBox,
        callerOfRequest(request),
        request.params.asset_id,
        overlapMs === undefined ? {} : { overlapMs },
      )
      reply.header('cache-control', 'no-store')
      return { data: created, request_id: request.id }
    },
  )

  app.get(
    '/assets/:asset_id/snippet',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'getAssetSnippet',
        summary: "An asset's install snippet: the script tag with its SRI hash, the npm loader call and the CSP lines",
        tags,
        params: AssetParams,
        querystring: Type.Object({
          url: Type.Optional(Type.String({ maxLength: 500, description: "The Devtrail server as browsers reach it (default: this request's origin)." })),
        }),
        response: { 200: Type.Object({ data: AssetSnippetSchema, request_id: RequestId }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => {
      const asset = await assetOfCaller(store, callerOfRequest(request), request.params.asset_id)
      let base: string
      try {
        base = new URL(request.query.url ?? `${request.protocol}://${request.host}`).origin
      } catch {
        throw new DevtrailError('params_invalid', 'url: must be a URL such as https://devtrail.example.com')
      }
      return { data: assetSnippet(asset, base), request_id: request.id }
    },
  )
}
