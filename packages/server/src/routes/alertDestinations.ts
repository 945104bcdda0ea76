/**
 * Alert destinations in the data service: list, create (a webhook's secret is answered once),
 * delete, test (resumes a paused one), rotate a webhook's secret, and the delivery log.
 * Changes need the admin scope, reads the read scope.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  createAlertDestination,
  DEFAULT_SECRET_OVERLAP_MS,
  deleteAlertDestination,
  getAlertDestination,
  listAlertDestinations,
  rotateDestinationSecret,
} from '../alerts/alertDestinations.js'
import { listDeliveries } from '../alerts/alertDeliveries.js'
import { testAlertDestination } from '../alerts/testDestination.js'
import type { AppOptions } from '../appOptions.js'
import { alertCaller } from '../dataService/alertCaller.js'
import { AlertDeliveryRecord, AlertDestinationRecord, NewAlertDestination } from '../dataService/alertSchemas.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'

const forbidden = { 403: { ...errorResponses[400], description: 'forbidden: the key or role lacks the scope this needs' } }
const DestinationParams = Type.Object({ destination_id: Type.String() })
const OneDestination = Type.Object({ data: AlertDestinationRecord, request_id: RequestId }, { title: 'AlertDestinationAnswer' })
const WithSecret = Type.Object(
  {
    data: AlertDestinationRecord,
    secret: Type.Union([Type.String({ description: 'whsec_...: verifies the webhooks (Standard Webhooks). Shown only in this answer.' }), Type.Null()]),
    request_id: RequestId,
  },
  { title: 'AlertDestinationWithSecret' },
)

/** Routes of alert destinations. */
export const alertDestinationRoutes: FastifyPluginAsyncTypebox<AppOptions> = async (app, options) => {
  const { store } = app
  const tags = ['alerts']
  const policy = options.alerts?.policy ?? { allowPrivate: false }
  const mailer = options.alerts?.mailer ?? null
  const box = (): SecretBox => {
    if (!options.secretBox) throw new DevtrailError('unavailable', 'the server has no secret key: destinations cannot be created or opened')
    return options.secretBox
  }

  app.get(
    '/alerts/destinations',
    {
      schema: {
        operationId: 'listAlertDestinations',
        summary: "List the workspace's alert destinations",
        tags,
        response: {
          200: Type.Object({ data: Type.Array(AlertDestinationRecord), request_id: RequestId }, { title: 'AlertDestinationList' }),
          ...forbidden,
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: (await listAlertDestinations(store.db, alertCaller(request, 'read').workspaceId)).map(({ workspace_id: _, ...destination }) => destination),
      request_id: request.id,
    }),
  )

  app.post(
    '/alerts/destinations',
    {
      schema: {
        operationId: 'createAlertDestination',
        summary: 'Create an alert destination',
        description:
          'Slack (incoming webhook URL, kept sealed), webhook (Standard Webhooks-signed JSON; the signing secret is in this answer only) or email. URLs must be public https.',
        tags,
        body: NewAlertDestination,
        response: { 200: WithSecret, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const { body } = request
      const created = await createAlertDestination(store, box(), policy, alertCaller(request, 'admin').workspaceId, {
        name: body.name,
        kind: body.kind,
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.recipients !== undefined ? { recipients: body.recipients } : {}),
        ...(body.digest !== undefined ? { digest: body.digest } : {}),
      })
      const { workspace_id: _, ...destination } = created.destination
      return { data: destination, secret: created.secret, request_id: request.id }
    },
  )

  app.delete(
    '/alerts/destinations/:destination_id',
    {
      schema: {
        operationId: 'deleteAlertDestination',
        summary: 'Delete an alert destination and its delivery log',
        tags,
        params: DestinationParams,
        response: { 200: OneDestination, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const { workspace_id: _, ...destination } = await deleteAlertDestination(store, alertCaller(request, 'admin').workspaceId, request.params.destination_id)
      app.alerts.rulesChanged()
      return { data: destination, request_id: request.id }
    },
  )

  app.post(
    '/alerts/destinations/:destination_id/test',
    {
      schema: {
        operationId: 'testAlertDestination',
        summary: 'Send a test message now',
        description: 'Sent at once (not queued) and logged; a success resumes a paused destination and the deliveries it held.',
        tags,
        params: DestinationParams,
        response: {
          200: Type.Object({ data: AlertDeliveryRecord, resumed: Type.Boolean(), request_id: RequestId }, { title: 'AlertDestinationTest' }),
          ...forbidden,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const tested = await testAlertDestination(store, { box: box(), policy, mailer }, alertCaller(request, 'admin').workspaceId, request.params.destination_id)
      if (tested.resumed) app.jobs.wake()
      return { data: tested.delivery, resumed: tested.resumed, request_id: request.id }
    },
  )

  app.post(
    '/alerts/destinations/:destination_id/rotate-secret',
    {
      schema: {
        operationId: 'rotateAlertDestinationSecret',
        summary: "Replace a webhook destination's signing secret",
        description: 'The old secret also signs (a second signature) for `overlap_ms` (default 24 h), so receivers can switch without missing a webhook.',
        tags,
        params: DestinationParams,
        body: Type.Object(
          { overlap_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 * 86_400_000 })) },
          { additionalProperties: false, title: 'AlertSecretRotation' },
        ),
        response: { 200: WithSecret, ...forbidden, ...errorResponses },
      },
    },
    async (request) => {
      const rotated = await rotateDestinationSecret(
        store,
        box(),
        alertCaller(request, 'admin').workspaceId,
        request.params.destination_id,
        request.body.overlap_ms ?? DEFAULT_SECRET_OVERLAP_MS,
      )
      const { workspace_id: _, ...destination } = rotated.destination
      return { data: destination, secret: rotated.secret, request_id: request.id }
    },
  )

  app.get(
    '/alerts/destinations/:destination_id/deliveries',
    {
      schema: {
        operationId: 'listAlertDeliveries',
        summary: "A destination's delivery log, newest first",
        tags,
        params: DestinationParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: {
          200: Type.Object({ data: Type.Array(AlertDeliveryRecord), request_id: RequestId }, { title: 'AlertDeliveryList' }),
          ...forbidden,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const workspaceId = alertCaller(request, 'read').workspaceId
      await getAlertDestination(store.db, workspaceId, request.params.destination_id)
      return { data: await listDeliveries(store.db, workspaceId, request.params.destination_id, request.query.limit ?? 100), request_id: request.id }
    },
  )
}
