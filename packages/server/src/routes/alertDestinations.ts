/**
 * Alert destinations in the data service: list, create (a webhook's secret is answered once),
 * delete, test (resumes a paused one), rotate a webhook's secret, and the delivery log.
 * Changes need the admin scope, reads the read scope.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { createDestinationAs, deleteDestinationAs, rotateSecretAs } from '../alerts/alertChanges.js'
import { type AlertDestination, DEFAULT_SECRET_OVERLAP_MS, getAlertDestination, listAlertDestinations } from '../alerts/alertDestinations.js'
import { listDeliveries } from '../alerts/alertDeliveries.js'
import { testAlertDestination } from '../alerts/testDestination.js'
import type { AppOptions } from '../appOptions.js'
import { principalOf } from '../auth/principal.js'
import { callerOfRequest } from '../settings/settingsCaller.js'
import { AlertDeliveryRecord, AlertDestinationRecord, NewAlertDestination } from '../dataService/alertSchemas.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'

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

/** A destination as the API shows it: without its workspace. */
const destinationRecord = ({ workspace_id: _, ...destination }: AlertDestination) => destination

/** The answer that shows a destination's signing secret, once: never cached. */
function withSecretOnce(reply: FastifyReply, request: FastifyRequest, made: { destination: AlertDestination; secret: string | null }) {
  reply.header('cache-control', 'no-store')
  return { data: destinationRecord(made.destination), secret: made.secret, request_id: request.id }
}

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
      config: { scope: 'read' },
      schema: {
        operationId: 'listAlertDestinations',
        summary: "List the workspace's alert destinations",
        tags,
        response: {
          200: Type.Object({ data: Type.Array(AlertDestinationRecord), request_id: RequestId }, { title: 'AlertDestinationList' }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      data: (await listAlertDestinations(store.db, principalOf(request).workspaceId)).map(destinationRecord),
      request_id: request.id,
    }),
  )

  app.post(
    '/alerts/destinations',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createAlertDestination',
        summary: 'Create an alert destination',
        description:
          'Slack (incoming webhook URL, kept sealed), webhook (Standard Webhooks-signed JSON; the signing secret is in this answer only) or email. URLs must be public https.',
        tags,
        body: NewAlertDestination,
        response: { 200: WithSecret, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request
      const created = await createDestinationAs(
        store,
        callerOfRequest(request),
        { box: box(), policy },
        {
          name: body.name,
          kind: body.kind,
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.recipients !== undefined ? { recipients: body.recipients } : {}),
          ...(body.digest !== undefined ? { digest: body.digest } : {}),
        },
      )
      return withSecretOnce(reply, request, created)
    },
  )

  app.delete(
    '/alerts/destinations/:destination_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteAlertDestination',
        summary: 'Delete an alert destination and its delivery log',
        tags,
        params: DestinationParams,
        response: { 200: OneDestination, ...errorResponses },
      },
    },
    async (request) => {
      const destination = await deleteDestinationAs(store, callerOfRequest(request), request.params.destination_id)
      app.alerts.rulesChanged()
      return { data: destinationRecord(destination), request_id: request.id }
    },
  )

  app.post(
    '/alerts/destinations/:destination_id/test',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'testAlertDestination',
        summary: 'Send a test message now',
        description: 'Sent at once (not queued) and logged; a success resumes a paused destination and the deliveries it held.',
        tags,
        params: DestinationParams,
        response: {
          200: Type.Object({ data: AlertDeliveryRecord, resumed: Type.Boolean(), request_id: RequestId }, { title: 'AlertDestinationTest' }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const tested = await testAlertDestination(store, { box: box(), policy, mailer }, principalOf(request).workspaceId, request.params.destination_id)
      if (tested.resumed) app.jobs.wake()
      return { data: tested.delivery, resumed: tested.resumed, request_id: request.id }
    },
  )

  app.post(
    '/alerts/destinations/:destination_id/rotate-secret',
    {
      config: { scope: 'admin' },
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
        response: { 200: WithSecret, ...errorResponses },
      },
    },
    async (request, reply) => {
      const rotated = await rotateSecretAs(
        store,
        callerOfRequest(request),
        box(),
        request.params.destination_id,
        request.body.overlap_ms ?? DEFAULT_SECRET_OVERLAP_MS,
      )
      return withSecretOnce(reply, request, rotated)
    },
  )

  app.get(
    '/alerts/destinations/:destination_id/deliveries',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAlertDeliveries',
        summary: "A destination's delivery log, newest first",
        tags,
        params: DestinationParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) }),
        response: {
          200: Type.Object({ data: Type.Array(AlertDeliveryRecord), request_id: RequestId }, { title: 'AlertDeliveryList' }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const workspaceId = principalOf(request).workspaceId
      await getAlertDestination(store.db, workspaceId, request.params.destination_id)
      return { data: await listDeliveries(store.db, workspaceId, request.params.destination_id, request.query.limit ?? 100), request_id: request.id }
    },
  )
}
