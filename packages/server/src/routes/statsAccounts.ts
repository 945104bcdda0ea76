/** Account search and profiles of the stats: `GET /stats/accounts` and `GET /stats/accounts/{account_id}`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getAccount, searchAccounts } from '../accounts/account.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountRecord } from '../dataService/records.js'
import { Account, errorResponses, PAGE_SIZE, PageQuery, Paged } from '../dataService/schemas.js'
import { workspaceOf } from '../auth/principal.js'

/** Account search and an account's profile, for the dashboard. */
export const statsAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = app.readStore

  app.get(
    '/stats/accounts',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listStatsAccounts',
        summary: 'Search accounts',
        description: `Accounts whose name or domain contains \`search\` (any case; all without it), latest activity first, in pages of ${PAGE_SIZE}.`,
        tags: ['stats'],
        querystring: Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })), page: Type.Optional(PageQuery) }),
        response: { 200: Paged(Account), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const search = (request.query.search ?? '').trim()
      const { rows, total } = await searchAccounts(store, workspaceOf(request), search, { offset: pageOffset(page), limit: PAGE_SIZE })
      return pagedAnswer(rows.map(accountRecord), total, page, request.id)
    },
  )

  app.get(
    '/stats/accounts/:account_id',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'getStatsAccount',
        summary: 'Get an account',
        tags: ['stats'],
        params: Type.Object({ account_id: Type.String() }),
        response: { 200: Type.Object({ data: Account, request_id: Type.String() }, { additionalProperties: false }), ...errorResponses },
      },
    },
    async (request) => ({ data: accountRecord(await getAccount(store, workspaceOf(request), request.params.account_id)), request_id: request.id }),
  )
}
