/**
 * CRM sync: `GET /crm/connections` (read) and the changes an admin makes: choose what is sent
 * (`PUT /crm/connections/{crm}/selection`), run now (`POST .../sync`), disconnect (`DELETE`).
 * Connecting (which takes a credential) is `devtrail crm connect`: credentials never travel here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { connectionsOfWorkspace, deleteConnection, requireConnection, updateSelection } from '../crm/crmConnections.js'
import { CrmConnectionAnswer, CrmConnectionSchema, CrmParams, CrmSelectionSchema } from '../crm/crmSchemas.js'
import { connectionStatus } from '../crm/crmStatus.js'
import { requestSyncNow } from '../crm/crmSyncJobs.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import type { CrmKind } from '../store/schema.js'
import { auditRequestChange } from '../settings/settingsCaller.js'
import { workspaceOf } from '../auth/principal.js'

/** Routes of CRM connections. */
export const crmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.store

  app.get(
    '/crm/connections',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listCrmConnections',
        summary: 'List CRM connections',
        description:
          "The workspace's HubSpot and Salesforce connections: status, what is sent, the last run, the next, and the records failing with their reasons.",
        tags: ['crm'],
        response: {
          200: Type.Object({ data: Type.Array(CrmConnectionSchema), request_id: RequestId }, { additionalProperties: false, title: 'CrmConnectionList' }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const connections = await connectionsOfWorkspace(store, workspaceOf(request))
      return { data: await Promise.all(connections.map((connection) => connectionStatus(store, connection))), request_id: request.id }
    },
  )

  app.put(
    '/crm/connections/:crm/selection',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'setCrmSelection',
        summary: 'Choose what a CRM connection sends',
        description: 'Replaces the segments and audiences sent (admin scope). Nothing outside them leaves Devtrail; the next run sends the new choice.',
        tags: ['crm'],
        params: CrmParams,
        body: CrmSelectionSchema,
        response: { 200: CrmConnectionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const connection = await requireConnection(store, workspaceOf(request), request.params.crm as CrmKind)
      const updated = await updateSelection(store, connection.id, request.body)
      await auditRequestChange(store.db, request, {
        action: 'crm_connection.select',
        targetType: 'crm_connection',
        targetId: connection.id,
        before: connection.selection,
        after: updated.selection,
      })
      return { data: await connectionStatus(store, updated), request_id: request.id }
    },
  )

  app.post(
    '/crm/connections/:crm/sync',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'syncCrmNow',
        summary: 'Run a CRM connection now',
        description: 'Queues a run now (admin scope); the server runs it. A paused connection stays paused until reconnected.',
        tags: ['crm'],
        params: CrmParams,
        response: { 200: CrmConnectionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const connection = await requireConnection(store, workspaceOf(request), request.params.crm as CrmKind)
      await requestSyncNow(store, connection)
      await auditRequestChange(store.db, request, {
        action: 'crm_connection.sync',
        targetType: 'crm_connection',
        targetId: connection.id,
      })
      app.jobs?.wake()
      return { data: await connectionStatus(store, connection), request_id: request.id }
    },
  )

  app.delete(
    '/crm/connections/:crm',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'disconnectCrm',
        summary: 'Disconnect a CRM',
        description: 'Removes the connection and its stored credential (admin scope). The records already in the CRM stay there.',
        tags: ['crm'],
        params: CrmParams,
        response: {
          200: Type.Object({ data: Type.Object({ disconnected: Type.Boolean() }), request_id: RequestId }, { title: 'CrmDisconnection' }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const connection = await requireConnection(store, workspaceOf(request), request.params.crm as CrmKind)
      await deleteConnection(store, connection.id)
      await auditRequestChange(store.db, request, {
        action: 'crm_connection.delete',
        targetType: 'crm_connection',
        targetId: connection.id,
        before: { crm: connection.crm, selection: connection.selection },
      })
      return { data: { disconnected: true }, request_id: request.id }
    },
  )
}
