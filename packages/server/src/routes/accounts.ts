/** Accounts: `GET /accounts?domain=`, `GET /account/{account_id}/activities` and `GET /account/{account_id}/developers`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findAccountByDomain, getAccount } from '../accounts/account.js'
import { accountDomainOf } from '../accounts/accountDomain.js'
import { normaliseDomain } from '../accounts/ensureAccount.js'
import { activitiesOf } from '../dataService/activities.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountActivityRecord, accountRecord, developerRecord } from '../dataService/records.js'
import {
  ActivityList,
  Account,
  AccountActivity,
  ACTIVITY_PAGE_SIZE,
  Developer,
  errorResponses,
  Listed,
  PAGE_SIZE,
  PageQuery,
  Paged,
  ACTIVITY_LIST_DESCRIPTION,
  PageQuerystring,
} from '../dataService/schemas.js'
import { developersOfAccount } from '../developers/developer.js'
import { DevtrailError } from '../errors.js'
import { workspaceOf } from '../auth/principal.js'

const AccountParams = Type.Object({ account_id: Type.String({ description: 'The account id.' }) })

/** Routes of accounts. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // reads only: served by the read replica when there is one
  const store = app.readStore

  app.get(
    '/accounts',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'findAccountByDomain',
        summary: 'Find an account by domain',
        description:
          'The account whose domain is `domain` (scheme, path and `www.` are ignored), as a one-element `data` array; 404 when the workspace has no such account.',
        tags: ['accounts'],
        querystring: Type.Object({ domain: Type.String({ minLength: 1, description: 'A company domain, e.g. acme.com.' }) }),
        response: { 200: Listed(Account), ...errorResponses },
      },
    },
    async (request) => {
      const given = normaliseDomain(request.query.domain)
      if (!given) throw new DevtrailError('params_invalid', `domain: "${request.query.domain}" is not a domain`)
      // accounts are kept under their registrable domain: eng.acme.com finds acme.com
      const domain = accountDomainOf(given) ?? given
      const row = await findAccountByDomain(store, workspaceOf(request), domain)
      if (!row) throw new DevtrailError('not_found', `no account with domain ${domain}`)
      return { data: [accountRecord(row)], request_id: request.id }
    },
  )

  app.get(
    '/account/:account_id/activities',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAccountActivities',
        summary: 'List activities of an account',
        description: ACTIVITY_LIST_DESCRIPTION,
        tags: ['accounts'],
        params: AccountParams,
        querystring: PageQuerystring,
        response: {
          200: ActivityList(AccountActivity),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await getAccount(store, workspaceOf(request), request.params.account_id)
      return activitiesOf(store, 'account_id', request.params.account_id, request.query.page, request.id, accountActivityRecord)
    },
  )

  app.get(
    '/account/:account_id/developers',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'listAccountDevelopers',
        summary: 'List developers of an account',
        description: `Latest activity first, without tags, in pages of ${PAGE_SIZE}.`,
        tags: ['accounts'],
        params: AccountParams,
        querystring: PageQuerystring,
        response: { 200: Paged(Developer), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const account = await getAccount(store, workspaceOf(request), request.params.account_id)
      const { rows, total } = await developersOfAccount(store, account.id, { offset: pageOffset(page), limit: PAGE_SIZE })
      return pagedAnswer(rows.map(developerRecord), total, page, request.id)
    },
  )
}
