/** Segments and their members: endpoints 1, 2, 5 and 7 (DESIGN.md section 4). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountRecord, buyerRecord, segmentDeveloperRecord } from '../dataService/records.js'
import { Account, errorResponses, PAGE_SIZE, PageQuery, Paged, Segment, SegmentDeveloper } from '../dataService/schemas.js'
import type { MemberSnapshots } from '../segments/memberSnapshots.js'
import { getSegmentOfType } from '../segments/segment.js'
import type { SegmentType } from '../store/schema.js'

const SegmentParams = Type.Object({ segment_id: Type.String({ description: 'The segment id.' }) })
const PageQuerystring = Type.Object({ page: Type.Optional(PageQuery) })

/** Sorts fetched rows into the order of `ids`, dropping ids whose row has gone since the snapshot. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Routes of segments and their members. */
export const segmentRoutes: FastifyPluginAsyncTypebox<{ snapshots: MemberSnapshots }> = async (app, { snapshots }) => {
  const { store } = app

  /** The ids on page `page` of a segment of `type`, and the member total. */
  async function memberPage(workspaceId: string, segmentId: string, type: SegmentType, page: number) {
    const segment = await getSegmentOfType(store, workspaceId, segmentId, type)
    const ids = await snapshots.ids(segment)
    const offset = pageOffset(page)
    return { ids: ids.slice(offset, offset + PAGE_SIZE), total: ids.length }
  }

  app.get(
    '/segments',
    {
      schema: {
        summary: 'List segments',
        description: `The workspace's segments, oldest first, in pages of ${PAGE_SIZE}.`,
        tags: ['segments'],
        querystring: PageQuerystring,
        response: { 200: Paged(Segment), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const workspaceId = request.apiKeyWorkspaceId
      const [{ total }, rows] = await Promise.all([
        store.db.selectFrom('segments').select((eb) => eb.fn.countAll<number>().as('total')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow(),
        store.db
          .selectFrom('segments')
          .select(['id', 'name', 'type', 'description'])
          .where('workspace_id', '=', workspaceId)
          .orderBy('created_at')
          .orderBy('id')
          .limit(PAGE_SIZE)
          .offset(pageOffset(page))
          .execute(),
      ])
      const data = rows.map((row) => ({ name: row.name, segment_id: row.id, type: row.type, description: row.description }))
      return pagedAnswer(data, Number(total), page, request.id)
    },
  )

  app.get(
    '/segment/:segment_id/accounts',
    {
      schema: {
        summary: 'List accounts of an ACCOUNT segment',
        description: `Accounts matching the segment's filter now, latest activity first, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
        tags: ['segments'],
        params: SegmentParams,
        querystring: PageQuerystring,
        response: { 200: Paged(Account), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { ids, total } = await memberPage(request.apiKeyWorkspaceId, request.params.segment_id, 'ACCOUNT', page)
      const rows = ids.length ? await store.db.selectFrom('accounts').selectAll().where('id', 'in', ids).execute() : []
      return pagedAnswer(inOrder(ids, rows).map(accountRecord), total, page, request.id)
    },
  )

  app.get(
    '/segment/:segment_id/developers',
    {
      schema: {
        summary: 'List developers of a DEVELOPER segment',
        description: `Developers matching the segment's filter now, latest activity first, with tags, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
        tags: ['segments'],
        params: SegmentParams,
        querystring: PageQuerystring,
        response: { 200: Paged(SegmentDeveloper), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { ids, total } = await memberPage(request.apiKeyWorkspaceId, request.params.segment_id, 'DEVELOPER', page)
      const rows = ids.length ? await store.db.selectFrom('developers').selectAll().where('id', 'in', ids).execute() : []
      return pagedAnswer(inOrder(ids, rows).map(segmentDeveloperRecord), total, page, request.id)
    },
  )

  app.get(
    '/segment/:segment_id/buyers',
    {
      schema: {
        summary: 'List buyers of a BUYER segment',
        description: `Contacts matching the segment's filter now, shaped as developers (developer_name = full name, developer_business_email = e-mail) with tags, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
        tags: ['segments'],
        params: SegmentParams,
        querystring: PageQuerystring,
        response: { 200: Paged(SegmentDeveloper), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { ids, total } = await memberPage(request.apiKeyWorkspaceId, request.params.segment_id, 'BUYER', page)
      const rows = ids.length ? await store.db.selectFrom('contacts').selectAll().where('id', 'in', ids).execute() : []
      return pagedAnswer(inOrder(ids, rows).map(buyerRecord), total, page, request.id)
    },
  )
}
