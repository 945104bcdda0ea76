/** Accounts: endpoints 3 and 4, and the `GET /accounts?domain=` lookup (DESIGN.md section 4). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { accountDomainOf } from '../accounts/accountDomain.js'
import { normaliseDomain } from '../accounts/ensureAccount.js'
import { activitiesOf } from '../dataService/activities.js'
import { pagedAnswer, pageOffset } from '../dataService/paging.js'
import { accountActivityRecord, accountRecord, developerRecord } from '../dataService/records.js'
import { ActivityList, Account, AccountActivity, ACTIVITY_PAGE_SIZE, Developer, errorResponses, Listed, PAGE_SIZE, PageQuery, Paged } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'

const AccountParams = Type.Object({ account_id: Type.String({ description: 'The account id.' }) })

/** The workspace's account `id`, or not_found. */
async function accountOf(store: Store, workspaceId: string, id: string) {
  const account = await store.db.selectFrom('accounts').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (!account) throw new DevtrailError('not_found', `account ${id} not found`)
  return account
}

/** Routes of accounts. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store } = app

  app.get(
    '/accounts',
    {
      schema: {
        summary: 'Find an account by domain',
        description: 'The account whose domain is `domain` (scheme, path and `www.` are ignored), as a one-element `data` array; 404 when the workspace has no such account.',
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
      const row = await store.db.selectFrom('accounts').selectAll().where('workspace_id', '=', request.apiKeyWorkspaceId).where('domain', '=', domain).executeTakeFirst()
      if (!row) throw new DevtrailError('not_found', `no account with domain ${domain}`)
      return { data: [accountRecord(row)], request_id: request.id }
    },
  )

  app.get(
    '/account/:account_id/activities',
    {
      schema: {
        summary: 'List activities of an account',
        description: `Most recent first. Without \`page\`: the latest ${ACTIVITY_PAGE_SIZE} activities and no paging fields. With \`page\` (an extension): pages of ${ACTIVITY_PAGE_SIZE} with total_pages and next_page.`,
        tags: ['accounts'],
        params: AccountParams,
        querystring: Type.Object({ page: Type.Optional(PageQuery) }),
        response: {
          200: ActivityList(AccountActivity),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await accountOf(store, request.apiKeyWorkspaceId, request.params.account_id)
      return activitiesOf(store, 'account_id', request.params.account_id, request.query.page, request.id, accountActivityRecord)
    },
  )

  app.get(
    '/account/:account_id/developers',
    {
      schema: {
        summary: 'List developers of an account',
        description: `Latest activity first, without tags, in pages of ${PAGE_SIZE}.`,
        tags: ['accounts'],
        params: AccountParams,
        querystring: Type.Object({ page: Type.Optional(PageQuery) }),
        response: { 200: Paged(Developer), ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const account = await accountOf(store, request.apiKeyWorkspaceId, request.params.account_id)
      const [{ total }, rows] = await Promise.all([
        store.db.selectFrom('developers').select((eb) => eb.fn.countAll<number>().as('total')).where('account_id', '=', account.id).executeTakeFirstOrThrow(),
        store.db
          .selectFrom('developers')
          .select(['id', 'name', 'email', 'first_activity', 'latest_activity'])
          .where('account_id', '=', account.id)
          .orderBy('latest_activity', (order) => order.desc().nullsLast())
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset(pageOffset(page))
          .execute(),
      ])
      return pagedAnswer(rows.map(developerRecord), Number(total), page, request.id)
    },
  )
}
