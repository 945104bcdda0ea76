/**
 * Segments and audiences as workspace settings (`admin` scope): `POST /segments`, `GET|PATCH|DELETE
 * /segment/{segment_id}`, `POST /audiences`, `PATCH|DELETE /audiences/{audience_id}`. Their members
 * are read with the existing routes (`/segment/{id}/accounts|developers|buyers`,
 * `/audiences/{id}/members`). Changes go through settings/segmentSettings.ts, as the CLI's do.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { AudienceInfo } from '../audiences/audienceAdmin.js'
import { errorResponses, RequestId } from '../dataService/schemas.js'
import { AudienceSettings, SegmentSettings } from '../dataService/settingsSchemas.js'
import type { SegmentInfo } from '../segments/segmentAdmin.js'
import {
  createAudienceAs,
  deleteAudienceAs,
  segmentOfCaller,
  updateAudienceAs,
  createSegmentAs,
  deleteSegmentAs,
  updateSegmentAs,
} from '../settings/segmentSettings.js'
import { callerOfRequest } from '../settings/settingsCaller.js'

const tags = ['settings']
const SegmentParams = Type.Object({ segment_id: Type.String({ maxLength: 100 }) })
const AudienceParams = Type.Object({ audience_id: Type.String({ maxLength: 100 }) })
const Filter = Type.Unknown({
  description: "The saved filter, checked against the segment's type (AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter).",
})
const StringList = Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }))

const segmentRecord = ({ workspace_id: _workspace, ...segment }: SegmentInfo) => segment
const audienceRecord = ({ workspace_id: _workspace, ...audience }: AudienceInfo) => ({
  ...audience,
  last_synced_at: audience.last_synced_at === null ? null : Number(audience.last_synced_at),
})
const SegmentAnswer = Type.Object({ data: SegmentSettings, request_id: RequestId }, { additionalProperties: false })
const AudienceAnswer = Type.Object({ data: AudienceSettings, request_id: RequestId }, { additionalProperties: false })

/** The segment and audience settings routes. */
export const settingsSegmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app

  app.post(
    '/segments',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createSegment',
        summary: 'Create a segment (a saved filter)',
        tags,
        body: Type.Object(
          {
            type: Type.Union([Type.Literal('ACCOUNT'), Type.Literal('DEVELOPER'), Type.Literal('BUYER')]),
            name: Type.String({ minLength: 1, maxLength: 200 }),
            description: Type.Optional(Type.String({ maxLength: 2000 })),
            filter: Type.Optional(Filter),
          },
          { additionalProperties: false },
        ),
        response: { 200: SegmentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { type, name, description, filter } = request.body
      const segment = await createSegmentAs(store, callerOfRequest(request), {
        type,
        name,
        filter: filter ?? {},
        ...(description === undefined ? {} : { description }),
      })
      return { data: segmentRecord(segment), request_id: request.id }
    },
  )

  app.get(
    '/segment/:segment_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'getSegmentSettings',
        summary: "A segment's settings and filter",
        tags,
        params: SegmentParams,
        response: { 200: SegmentAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: segmentRecord(await segmentOfCaller(store, callerOfRequest(request), request.params.segment_id)), request_id: request.id }),
  )

  app.patch(
    '/segment/:segment_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'updateSegment',
        summary: 'Rename a segment, change its description or replace its filter',
        tags,
        params: SegmentParams,
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            description: Type.Optional(Type.String({ maxLength: 2000 })),
            filter: Type.Optional(Filter),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: SegmentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { name, description, filter } = request.body
      const segment = await updateSegmentAs(store, callerOfRequest(request), request.params.segment_id, {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
        ...(filter === undefined ? {} : { filter }),
      })
      return { data: segmentRecord(segment), request_id: request.id }
    },
  )

  app.delete(
    '/segment/:segment_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteSegment',
        summary: 'Delete a segment (refused while an audience is built from it)',
        tags,
        params: SegmentParams,
        response: { 200: SegmentAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: segmentRecord(await deleteSegmentAs(store, callerOfRequest(request), request.params.segment_id)), request_id: request.id }),
  )

  app.post(
    '/audiences',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'createAudience',
        summary: 'Create an audience from a BUYER segment and fill it',
        tags,
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 200 }),
            segment_id: Type.String({ maxLength: 100 }),
            designation: StringList,
            location: StringList,
            job_function: StringList,
            seniority: StringList,
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
            verified_only: Type.Optional(Type.Boolean()),
            auto_refresh: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: { 200: AudienceAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body
      const caller = callerOfRequest(request)
      const audience = await createAudienceAs(store, caller, {
        name: body.name,
        segmentId: body.segment_id,
        filter: { designation: body.designation ?? [], location: body.location ?? [], job_function: body.job_function ?? [], seniority: body.seniority ?? [] },
        ...(body.limit === undefined ? {} : { limit: body.limit }),
        verifiedOnly: body.verified_only ?? false,
        autoRefresh: body.auto_refresh ?? false,
        createdBy: caller.actor.label,
      })
      return { data: audienceRecord(audience), request_id: request.id }
    },
  )

  app.patch(
    '/audiences/:audience_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'updateAudience',
        summary: 'Rename an audience or switch its periodic refresh',
        tags,
        params: AudienceParams,
        body: Type.Object(
          { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), auto_refresh: Type.Optional(Type.Boolean()) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: AudienceAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { name, auto_refresh: autoRefresh } = request.body
      const audience = await updateAudienceAs(store, callerOfRequest(request), request.params.audience_id, {
        ...(name === undefined ? {} : { name }),
        ...(autoRefresh === undefined ? {} : { autoRefresh }),
      })
      return { data: audienceRecord(audience), request_id: request.id }
    },
  )

  app.delete(
    '/audiences/:audience_id',
    {
      config: { scope: 'admin' },
      schema: {
        operationId: 'deleteAudience',
        summary: 'Delete an audience and its members',
        tags,
        params: AudienceParams,
        response: { 200: AudienceAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: audienceRecord(await deleteAudienceAs(store, callerOfRequest(request), request.params.audience_id)), request_id: request.id }),
  )
}
