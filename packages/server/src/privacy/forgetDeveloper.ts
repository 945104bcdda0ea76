/**
 * Data protection: removing a person everywhere Devtrail keeps them (the activities attributed to
 * them, including what they did before signing in, their identities and visitor ids, their contact
 * record and audience memberships, and every other table that names them, see eraseMentions), then
 * recounting every account their activities were at. Nobody else's activities go: a browser shared
 * with another person keeps that person's activities.
 */
import { refreshAccountAggregates } from '../accounts/accountAggregates.js'
import { activityLevelsOf } from '../domain/activityLevels.js'
import { findDeveloper } from '../identity/findDeveloper.js'
import { forgetDeveloperDays, rollUpActivities } from '../stats/rollup.js'
import type { Db, Store } from '../store/store.js'
import { removeContactsFromAudiences } from '../audiences/audienceRows.js'
import { deleteContacts } from '../contacts/contactRows.js'
import { deleteDeveloper, developerOrThrow } from '../developers/developerRows.js'
import { deleteIdentitiesOf, identitiesHeldBy } from '../developers/identityRows.js'
import { aliasesOf } from '../developers/aliasRows.js'
import { deleteVisitors, visitorIdsOf } from '../visitors/visitorRows.js'
import { deleteActivitiesOfPerson, rolledActivitiesOfPerson } from '../activities/activityRows.js'
import { eraseMentions } from './eraseMentions.js'

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
    const row = await developerOrThrow(trx, developer.id)
    const identities = await identitiesHeldBy(trx, developer.id)
    const visitors = await visitorIdsOf(trx, developer.id)
    const emails = [
      ...new Set([
        ...identities.filter((identity) => identity.type === 'email').map((identity) => identity.username),
        ...(row.email ? [row.email.toLowerCase()] : []),
      ]),
    ]
    const listRowsBefore = await countListRows(trx, developer.workspace_id)

    // the daily stats lose what is deleted (referrers were never linked to the person and stay)
    const forgotten = await rolledActivitiesOfPerson(trx, developer.workspace_id, developer.id, visitors)
    await rollUpActivities(trx, forgotten, -1)
    await forgetDeveloperDays(trx, developer.workspace_id, developer.id)
    const activities = await deleteActivitiesOfPerson(trx, developer.workspace_id, developer.id, visitors)
    const contactFilter = trx
      .selectFrom('contacts')
      .select('id')
      .where('workspace_id', '=', developer.workspace_id)
      .where((eb) => eb.or([eb('developer_id', '=', developer.id), ...(emails.length ? [eb('email', 'in', emails)] : [])]))
    const contactIds = (await contactFilter.execute()).map((row) => row.id)
    const members = await removeContactsFromAudiences(trx, contactIds, now)
    const contacts = await deleteContacts(trx, contactIds)
    await eraseMentions(trx, {
      workspaceId: developer.workspace_id,
      developerIds: [developer.id, ...(await aliasesOf(trx, developer.id))],
      identities,
      emails,
    })
    const listRows = listRowsBefore - (await countListRows(trx, developer.workspace_id))
    const removedVisitors = visitors.length ? await deleteVisitors(trx, visitors) : 0
    const removedIdentities = await deleteIdentitiesOf(trx, developer.id)
    await deleteDeveloper(trx, developer.id)
    // every account an activity of theirs was at (people change jobs), and their current one
    const accountIds = new Set([developer.account_id, ...forgotten.map((activity) => activity.account_id)].filter((id): id is string => id !== null))
    if (accountIds.size) {
      const workspace = await trx.selectFrom('workspaces').select('settings').where('id', '=', developer.workspace_id).executeTakeFirstOrThrow()
      for (const accountId of [...accountIds].sort()) await refreshAccountAggregates(trx, accountId, activityLevelsOf(workspace.settings), now)
    }
    return {
      developer_id: developer.id,
      activities,
      identities: removedIdentities,
      visitors: removedVisitors,
      list_rows: listRows,
      contacts,
      audience_members: members,
    }
  })
}

async function countListRows(trx: Db, workspaceId: string): Promise<number> {
  const { n } = await trx
    .selectFrom('list_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', 'in', trx.selectFrom('lists').select('id').where('workspace_id', '=', workspaceId))
    .executeTakeFirstOrThrow()
  return Number(n)
}
