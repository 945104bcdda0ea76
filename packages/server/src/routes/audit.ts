/**
 * The audit log (`admin` scope): `GET /audit?since=&page=`, newest first, paged like every table,
 * so `GET /export/audit.csv` streams it as CSV with the exporter's escaping.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { auditRecord } from '../audit/auditCsv.js'
import { listAuditEvents } from '../audit/auditLog.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { errorResponses, PAGE_SIZE, PageQuery, Paged } from '../dataService/schemas.js'
import { AuditEventSchema } from '../dataService/settingsSchemas.js'
import { workspaceOf } from '../auth/principal.js'

/** The audit log route. */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app

  app.get(
    '/audit',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'listAuditEvents',
        summary: 'The audit log: every change to the workspace, newest first',
        description:
          'Who (user, API key or `cli`), what (action, target), when, from which address, and the settings before and after; secrets appear only as "set" or "rotated". `GET /export/audit.csv` exports it.',
        tags: ['settings'],
        querystring: Type.Object({
          page: Type.Optional(PageQuery),
          since: Type.Optional(Type.Integer({ minimum: 0, description: 'Only changes at or after this time (epoch ms).' })),
        }),
        response: { 200: Paged(AuditEventSchema), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { events, total } = await listAuditEvents(store.db, {
        workspaceId: workspaceOf(request),
        ...(request.query.since === undefined ? {} : { since: request.query.since }),
        limit: PAGE_SIZE,
        offset: pageOffset(page),
      })
      return pagedAnswer(events.map(auditRecord), total, page, request.id)
    },
  )
}
