/**
 * Data protection: removing a person everywhere Devtrail keeps them (their activities, including
 * what they did before signing in, their identities and visitor ids, list rows keyed by their
 * e-mail, GitHub or LinkedIn id, their contact record and audience memberships), then
 * recomputing the aggregates of the account they belonged to.
 */
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { activityLevelsOf } from '../identity/activityLevels.js'
import { findDeveloper } from '../identity/findDeveloper.js'
import { forgetDeveloperDays, rollUpActivities } from '../stats/rollup.js'
import type { Store } from '../store/store.js'
import { deleteDeveloper } from '../developers/developerRows.js'
import { deleteIdentitiesOf, identitiesHeldBy } from '../developers/identityRows.js'
import { deleteVisitors, visitorIdsOf } from '../visitors/visitorRows.js'
import { deleteActivitiesOfPerson, rolledActivitiesOfPerson } from '../activities/activityRows.js'

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

/** Removes the developer `idOrEmail` everywhere and answers what was removed. */
export async function forgetDeveloper(store: Store, workspaceId: string | null, idOrEmail: string, now = Date.now()): Promise<ForgottenDeveloper> {
  const developer = await findDeveloper(store, workspaceId, idOrEmail)
  return store.db.transaction().execute(async (trx) => {
    const identities = await identitiesHeldBy(trx, developer.id)
    const visitors = await visitorIdsOf(trx, developer.id)
    const emails = identities.filter((identity) => identity.type === 'email').map((identity) => identity.username)
    // list rows are keyed like listRowKey: an e-mail, github:<login> or linkedin:<id>
    const rowKeys = identities.map((identity) => (identity.type === 'email' ? identity.username : `${identity.type}:${identity.username}`))

    // the daily stats lose what is deleted (referrers were never linked to the person and stay)
    const forgotten = await rolledActivitiesOfPerson(trx, developer.workspace_id, developer.id, visitors)
    await rollUpActivities(trx, forgotten, -1)
    await forgetDeveloperDays(trx, developer.workspace_id, developer.id)
    const activities = await deleteActivitiesOfPerson(trx, developer.workspace_id, developer.id, visitors)
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
    const removedVisitors = visitors.length ? await deleteVisitors(trx, visitors) : 0
    const removedIdentities = await deleteIdentitiesOf(trx, developer.id)
    await deleteDeveloper(trx, developer.id)
    if (developer.account_id) {
      const workspace = await trx.selectFrom('workspaces').select('settings').where('id', '=', developer.workspace_id).executeTakeFirstOrThrow()
      await refreshAccountAggregates(trx, developer.account_id, activityLevelsOf(workspace.settings), now)
    }
    return {
      developer_id: developer.id,
      activities,
      identities: removedIdentities,
      visitors: removedVisitors,
      list_rows: Number(listRows.numDeletedRows),
      contacts: Number(contacts.numDeletedRows),
      audience_members: Number(members.numDeletedRows),
    }
  })
}
