/** Segments and their members: `GET /segments` and `GET /segment/{segment_id}/accounts`, `/developers` and `/buyers`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type TSchema } from 'typebox'
import { accountsByIds } from '../accounts/account.js'
import { contactsByIds } from '../contacts/contact.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountRecord, buyerRecord, segmentDeveloperRecord } from '../dataService/records.js'
import { Account, errorResponses, PAGE_SIZE, Paged, Segment, SegmentDeveloper, PageQuerystring } from '../dataService/schemas.js'
import { developersByIds } from '../developers/developer.js'
import type { MemberSnapshots } from '../segments/memberSnapshots.js'
import { getSegmentOfType, segmentsOfWorkspace } from '../segments/segment.js'
import type { SegmentType } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { workspaceOf } from '../auth/principal.js'

const SegmentParams = Type.Object({ segment_id: Type.String({ description: 'The segment id.' }) })

/** How the members of one segment type are fetched and shown: one member endpoint. */
interface MemberKind<Row extends { id: string }> {
  /** The segment type whose members these are; a segment of another type is 400. */
  type: SegmentType
  /** The OpenAPI operationId, the client's method name. */
  operationId: string
  /** The last path part: `/segment/:segment_id/<path>`. */
  path: 'accounts' | 'developers' | 'buyers'
  /** OpenAPI summary. */
  summary: string
  /** OpenAPI description. */
  description: string
  /** The schema of one member record. */
  record: TSchema
  /** The member rows with these ids, in any order (the repository of the aggregate). */
  rowsByIds: (store: Store, ids: string[]) => Promise<Row[]>
  /** One member row as its record. */
  toRecord: (row: Row) => unknown
}

/** A member kind; inferring `Row` checks its repository and its record function against each other. */
function memberKind<Row extends { id: string }>(kind: MemberKind<Row>): MemberKind<Row> {
  return kind
}

const ACCOUNT_MEMBERS = memberKind({
  type: 'ACCOUNT',
  operationId: 'listSegmentAccounts',
  path: 'accounts',
  summary: 'List accounts of an ACCOUNT segment',
  description: `Accounts matching the segment's filter now, latest activity first, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
  record: Account,
  rowsByIds: accountsByIds,
  toRecord: accountRecord,
})

const DEVELOPER_MEMBERS = memberKind({
  type: 'DEVELOPER',
  operationId: 'listSegmentDevelopers',
  path: 'developers',
  summary: 'List developers of a DEVELOPER segment',
  description: `Developers matching the segment's filter now, latest activity first, with tags, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
  record: SegmentDeveloper,
  rowsByIds: developersByIds,
  toRecord: segmentDeveloperRecord,
})

const BUYER_MEMBERS = memberKind({
  type: 'BUYER',
  operationId: 'listSegmentBuyers',
  path: 'buyers',
  summary: 'List buyers of a BUYER segment',
  description: `Contacts matching the segment's filter now, shaped as developers (developer_name = full name, developer_business_email = e-mail) with tags, in pages of ${PAGE_SIZE}. A segment of another type is 400.`,
  record: SegmentDeveloper,
  rowsByIds: contactsByIds,
  toRecord: buyerRecord,
})

/** Sorts fetched rows into the order of `ids`, dropping ids whose row has gone since the snapshot. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Routes of segments and their members. */
export const segmentRoutes: FastifyPluginAsyncTypebox<{ snapshots: MemberSnapshots }> = async (app, { snapshots }) => {
  // reads only: served by the read replica when there is one
  const store = app.readStore

  app.get(
    '/segments',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listSegments',
        summary: 'List segments',
        description: `The workspace's segments, oldest first, in pages of ${PAGE_SIZE}.`,
        tags: ['segments'],
        querystring: PageQuerystring,
        response: { 200: Paged(Segment), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { rows, total } = await segmentsOfWorkspace(store, workspaceOf(request), { offset: pageOffset(page), limit: PAGE_SIZE })
      const data = rows.map((row) => ({ name: row.name, segment_id: row.id, type: row.type, description: row.description }))
      return pagedAnswer(data, total, page, request.id)
    },
  )

  /**
   * The one member endpoint of every segment type: 404 for an unknown or foreign segment, 400 for
   * one of another type, then a page of the segment's snapshot of member ids, in snapshot order.
   */
  function memberRoute<Row extends { id: string }>(kind: MemberKind<Row>): void {
    app.get(
      `/segment/:segment_id/${kind.path}`,
      {
        config: { scope: 'read' },
        schema: {
          operationId: kind.operationId,
          summary: kind.summary,
          description: kind.description,
          tags: ['segments'],
          params: SegmentParams,
          querystring: PageQuerystring,
          response: { 200: Paged(kind.record), ...errorResponses },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1
        const segment = await getSegmentOfType(store, workspaceOf(request), request.params.segment_id, kind.type)
        const memberIds = await snapshots.ids(segment)
        const offset = pageOffset(page)
        const pageIds = memberIds.slice(offset, offset + PAGE_SIZE)
        const rows = await kind.rowsByIds(store, pageIds)
        return pagedAnswer(inOrder(pageIds, rows).map(kind.toRecord), memberIds.length, page, request.id)
      },
    )
  }

  // registration order is the order of the OpenAPI document
  memberRoute(ACCOUNT_MEMBERS)
  memberRoute(DEVELOPER_MEMBERS)
  memberRoute(BUYER_MEMBERS)
}
