/**
 * Data protection: removing a person everywhere Devtrail keeps them (their activities, including
 * what they did before signing in, their identities and visitor ids, list rows keyed by their
 * e-mail, GitHub or LinkedIn id, their contact record and audience memberships), then
 * recomputing the aggregates of the account they belonged to.
 */
import type { ExpressionBuilder } from 'kysely'
import { DevtrailError } from '../errors.js'
import { refreshAccountAggregates } from '../identity/aggregates.js'
import { activityLevelsOf } from '../identity/activityLevels.js'
import { forgetDeveloperDays, rollUpActivities } from '../stats/rollup.js'
import type { Database } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** What was removed, by kind. */
export interface ForgottenDeveloper {
  developer_id: string
  activities: number
  identities: number
  visitors: number
  list_rows: number
  contacts: number
  audience_members: number
}

/** The developer named by an id or an e-mail in `workspaceId` (any workspace when null); not_found otherwise. */
async function findDeveloper(
  store: Store,
  workspaceId: string | null,
  idOrEmail: string,
): Promise<{ id: string; workspace_id: string; account_id: string | null }> {
  const email = idOrEmail.includes('@') ? idOrEmail.trim().toLowerCase() : null
  let query = store.db.selectFrom('developers').select(['developers.id', 'developers.workspace_id', 'developers.account_id'])
  if (workspaceId !== null) query = query.where('developers.workspace_id', '=', workspaceId)
  const found = email
    ? await query
        .where((eb) =>
          eb.or([
            eb('developers.email', '=', email),
            eb.exists(
              eb
                .selectFrom('developer_identities')
                .select('developer_id')
                .whereRef('developer_identities.developer_id', '=', 'developers.id')
                .where('type', '=', 'email')
                .where('username', '=', email),
            ),
          ]),
        )
        .execute()
    : await query
        .where((eb) =>
          eb.or([
            eb('developers.id', '=', idOrEmail),
            // a merged-away id is the person it became
            eb(
              'developers.id',
              'in',
              eb.selectFrom('developer_aliases').select('developer_aliases.developer_id').where('developer_aliases.alias_id', '=', idOrEmail),
            ),
          ]),
        )
        .execute()
  if (found.length === 0) throw new DevtrailError('not_found', `developer ${idOrEmail} not found`)
  if (found.length > 1) throw new DevtrailError('params_invalid', `${idOrEmail} names developers in ${found.length} workspaces: give the developer id`)
  return found[0]!
}

/** Removes the developer `idOrEmail` everywhere and answers what was removed. */
export async function forgetDeveloper(store: Store, workspaceId: string | null, idOrEmail: string, now = Date.now()): Promise<ForgottenDeveloper> {
  const developer = await findDeveloper(store, workspaceId, idOrEmail)
  return store.db.transaction().execute(async (trx) => {
    const identities = await trx.selectFrom('developer_identities').select(['type', 'username']).where('developer_id', '=', developer.id).execute()
    const visitors = (await trx.selectFrom('visitors').select('id').where('developer_id', '=', developer.id).execute()).map((row) => row.id)
    const emails = identities.filter((identity) => identity.type === 'email').map((identity) => identity.username)
    // list rows are keyed like listRowKey: an e-mail, github:<login> or linkedin:<id>
    const rowKeys = identities.map((identity) => (identity.type === 'email' ? identity.username : `${identity.type}:${identity.username}`))

    const theirs = (eb: ExpressionBuilder<Database, 'activities'>) =>
      eb.or([eb('developer_id', '=', developer.id), ...(visitors.length ? [eb('visitor_id', 'in', visitors)] : [])])
    // the daily stats lose what is deleted (referrers were never linked to the person and stay)
    const forgotten = await trx
      .selectFrom('activities')
      .select(['workspace_id', 'activity_type', 'activity_source', 'page', 'copied_text', 'country', 'occurred_at'])
      .where('workspace_id', '=', developer.workspace_id)
      .where(theirs)
      .execute()
    await rollUpActivities(trx, forgotten, -1)
    await forgetDeveloperDays(trx, developer.workspace_id, developer.id)
    const activities = await trx.deleteFrom('activities').where('workspace_id', '=', developer.workspace_id).where(theirs).executeTakeFirst()
    const listRows = rowKeys.length
      ? await trx
          .deleteFrom('list_rows')
          .where('row_key', 'in', rowKeys)
          .where('list_id', 'in', trx.selectFrom('lists').select('id').where('workspace_id', '=', developer.workspace_id).where('type', '=', 'DEVELOPER'))
          .executeTakeFirst()
      : { numDeletedRows: 0n }
    const contactFilter = trx
      .selectFrom('contacts')
      .select('id')
      .where('workspace_id', '=', developer.workspace_id)
      .where((eb) => eb.or([eb('developer_id', '=', developer.id), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
    const contactIds = (await contactFilter.execute()).map((row) => row.id)
    const audiences = contactIds.length
      ? (await trx.selectFrom('audience_members').select('audience_id').distinct().where('contact_id', 'in', contactIds).execute()).map(
          (row) => row.audience_id,
        )
      : []
    const members = contactIds.length
      ? await trx.deleteFrom('audience_members').where('contact_id', 'in', contactIds).executeTakeFirst()
      : { numDeletedRows: 0n }
    for (const audienceId of audiences) {
      const { n } = await trx
        .selectFrom('audience_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('audience_id', '=', audienceId)
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('audiences')
        .set({ count: Number(n), updated_at: now })
        .where('id', '=', audienceId)
        .execute()
    }
    const contacts = contactIds.length ? await trx.deleteFrom('contacts').where('id', 'in', contactIds).executeTakeFirst() : { numDeletedRows: 0n }
    const removedVisitors = visitors.length ? await trx.deleteFrom('visitors').where('id', 'in', visitors).executeTakeFirst() : { numDeletedRows: 0n }
    const removedIdentities = await trx.deleteFrom('developer_identities').where('developer_id', '=', developer.id).executeTakeFirst()
    await trx.deleteFrom('developers').where('id', '=', developer.id).execute()
    if (developer.account_id) {
      const workspace = await trx.selectFrom('workspaces').select('settings').where('id', '=', developer.workspace_id).executeTakeFirstOrThrow()
      await refreshAccountAggregates(trx, developer.account_id, activityLevelsOf(workspace.settings), now)
    }
    return {
      developer_id: developer.id,
      activities: Number(activities.numDeletedRows),
      identities: Number(removedIdentities.numDeletedRows),
      visitors: Number(removedVisitors.numDeletedRows),
      list_rows: Number(listRows.numDeletedRows),
      contacts: Number(contacts.numDeletedRows),
      audience_members: Number(members.numDeletedRows),
    }
  })
}
