/** Lists: `POST /api/product/list`, `GET /api/product/list` and `PUT /api/product/list/{list_id}` (add rows). Every call names its `user`. */
import { isEmailAddress } from '../identity/emailAddress.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listRecord } from '../dataService/records.js'
import { errorResponses, List, RequestId } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import { auditRequestChange } from '../settings/settingsCaller.js'
import { createList, listsOfUser } from '../lists/list.js'
import { addListRows, MAX_ROWS_BODY_BYTES, MAX_ROWS_PER_CALL } from '../lists/listRows.js'
import { workspaceOf } from '../auth/principal.js'

const UserHeaders = Type.Object({
  user: Type.String({ description: 'E-mail of the person whose lists these are (required).' }),
})

const ListType = Type.Union([Type.Literal('ACCOUNT'), Type.Literal('DEVELOPER')])

const Column = Type.Object(
  {
    clientKey: Type.String({ minLength: 1, maxLength: 200, description: 'Column name.' }),
    fieldType: Type.String({ minLength: 1, maxLength: 50, description: 'Field type, e.g. String.' }),
  },
  { additionalProperties: false, title: 'ListColumn' },
)

const CreateListBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'Unique within the workspace.' }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    type: ListType,
    primaryKey: Type.String({
      minLength: 1,
      description: 'The clientKey (in mapping) of the column holding the domain (ACCOUNT) or the e-mail, GitHub login or LinkedIn id (DEVELOPER).',
    }),
    mapping: Type.Array(Column, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false, title: 'NewList' },
)

const ListRow = Type.Object(
  {
    primaryKey: Type.String({
      minLength: 1,
      maxLength: 500,
      description:
        'A domain (ACCOUNT lists); an e-mail, GitHub login (or github.com URL, or github:login) or LinkedIn id (or linkedin.com/in/ URL, or linkedin:id) for DEVELOPER lists.',
    }),
    clientKey: Type.Optional(Type.String({ description: 'The column of the primary key; must be mapped.' })),
    fieldType: Type.Optional(Type.String()),
    companyData: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
        description: 'Column name to value; names must be mapped columns.',
      }),
    ),
  },
  { additionalProperties: false, title: 'ListRow' },
)

const AddRowsBody = Type.Object(
  {
    entities: Type.Array(ListRow, { minItems: 1, maxItems: MAX_ROWS_PER_CALL, description: `1 to ${MAX_ROWS_PER_CALL} rows; any bad row rejects the call.` }),
    type: Type.Optional(ListType),
  },
  { additionalProperties: false, title: 'ListRows' },
)

/** The caller's `user` header, lower-cased; params_invalid unless it is an e-mail. */
function userOf(headers: { user: string }): string {
  const user = headers.user.trim().toLowerCase()
  if (!isEmailAddress(user)) throw new DevtrailError('params_invalid', 'user: the user header must be an e-mail address')
  return user
}

/** Routes of lists. */
export const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, readStore } = app

  app.post(
    '/api/product/list',
    {
      config: { scope: 'write' },
      schema: {
        operationId: 'createList',
        summary: 'Create a list',
        description: 'Creates a list owned by `user`; answers 201 with the List. Names are unique in the workspace (409 name_taken).',
        tags: ['lists'],
        headers: UserHeaders,
        body: CreateListBody,
        response: { 201: List, ...errorResponses, 409: { ...errorResponses[400], description: 'name_taken: a list of that name exists' } },
      },
    },
    async (request, reply) => {
      const list = await createList(store, workspaceOf(request), userOf(request.headers), request.body)
      await auditRequestChange(store.db, request, {
        action: 'list.create',
        targetType: 'list',
        targetId: list.id,
        after: { name: list.name, type: list.type, user: userOf(request.headers) },
      })
      return reply.status(201).send(listRecord(list))
    },
  )

  app.get(
    '/api/product/list',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listLists',
        summary: 'Fetch all lists created by the user',
        description: 'A JSON array (not wrapped) of the lists `user` created, oldest first.',
        tags: ['lists'],
        headers: UserHeaders,
        response: { 200: Type.Array(List, { title: 'Lists' }), ...errorResponses },
      },
    },
    async (request) => {
      return (await listsOfUser(readStore, workspaceOf(request), userOf(request.headers))).map(listRecord)
    },
  )

  app.put(
    '/api/product/list/:list_id',
    {
      config: { scope: 'write' },
      bodyLimit: MAX_ROWS_BODY_BYTES,
      schema: {
        operationId: 'addListRows',
        summary: 'Add rows to a list',
        description: `Adds 1 to ${MAX_ROWS_PER_CALL} rows in one transaction. A bad row rejects the call, naming it (\`entities[3].primaryKey: ...\`). Re-adding a primary key updates its row. Another user's list is 404.`,
        tags: ['lists'],
        headers: UserHeaders,
        params: Type.Object({ list_id: Type.String({ description: 'The list id.' }) }),
        body: AddRowsBody,
        response: {
          200: Type.Object(
            {
              data: Type.Object(
                {
                  list_id: Type.String(),
                  added: Type.Integer({ minimum: 0, description: 'Rows whose primary key was new to the list.' }),
                  updated: Type.Integer({ minimum: 0, description: 'Rows that replaced a row with the same primary key.' }),
                },
                { additionalProperties: false },
              ),
              request_id: RequestId,
            },
            { additionalProperties: false, title: 'ListRowsAdded' },
          ),
          ...errorResponses,
          413: { ...errorResponses[400], description: 'payload_too_large: the body is over 16 MiB' },
        },
      },
    },
    async (request) => {
      const data = await addListRows(store, workspaceOf(request), userOf(request.headers), request.params.list_id, request.body)
      await auditRequestChange(store.db, request, {
        action: 'list.rows.add',
        targetType: 'list',
        targetId: data.list_id,
        after: { added: data.added, updated: data.updated },
      })
      return { data, request_id: request.id }
    },
  )
}
