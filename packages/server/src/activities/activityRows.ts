/**
 * The activity repository's writes: the SQL that inserts, re-attributes and deletes `activities`
 * rows for GitHub writes, identity resolution, merges, unmerges, contact imports, forgetting and
 * retention (the collector's insert is `insertNewActivities.ts`, reads are `activity.ts`). Each
 * function takes the Kysely `db` or a transaction, so it runs inside the caller's transaction.
 */
import type { ExpressionBuilder, Insertable, Updateable } from 'kysely'
import type { ActivityTable, Database } from '../store/schema.js'
import type { Db } from '../store/store.js'

/** Who did an activity, as its rows show it: the person's actor (name or e-mail) and job title. */
export type ActivityPerson = Pick<Updateable<ActivityTable>, 'actor' | 'developer_designation'>

/** What an identify attributes to a visitor's anonymous activities. */
export interface VisitorAttribution {
  /** The developer the visitor is. */
  developer_id: string
  /** The account the activities go to (null: none known). */
  account_id: string | null
  /** The developer's name or e-mail. */
  actor: string
  /** The developer's job title. */
  developer_designation: string
  /** The identities the visitor identified with (an attribution key). */
  identity: string
}

/** Inserts the rows whose (workspace_id, id) is not stored yet (at least one); answers the ids inserted. */
export async function insertActivitiesIfNew(db: Db, rows: readonly Insertable<ActivityTable>[]): Promise<{ id: string }[]> {
  return db
    .insertInto('activities')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['workspace_id', 'id']).doNothing())
    .returning('id')
    .execute()
}

/** Gives the visitor's activities that have no developer yet to the developer (and account, actor, title) of `attribution`. */
export async function attributeVisitorActivities(db: Db, workspaceId: string, visitorId: string, attribution: VisitorAttribution): Promise<void> {
  await db
    .updateTable('activities')
    .set(attribution)
    .where('workspace_id', '=', workspaceId)
    .where('visitor_id', '=', visitorId)
    .where('developer_id', 'is', null)
    .execute()
}

/** Shows the person as `person` (actor, title or both) on every activity of the developer. */
export async function setActivityPerson(db: Db, developerId: string, person: ActivityPerson): Promise<void> {
  await db.updateTable('activities').set(person).where('developer_id', '=', developerId).execute()
}

/** Gives the developer's activities recorded without an account to `accountId`. */
export async function giveAccountToActivities(db: Db, developerId: string, accountId: string): Promise<void> {
  await db.updateTable('activities').set({ account_id: accountId }).where('developer_id', '=', developerId).where('account_id', 'is', null).execute()
}

/** Shows `designation` on the developer's activities recorded without a title (a title recorded earlier stays). */
export async function fillActivityDesignation(db: Db, developerId: string, designation: string): Promise<void> {
  await db
    .updateTable('activities')
    .set({ developer_designation: designation })
    .where('developer_id', '=', developerId)
    .where('developer_designation', '=', '')
    .execute()
}

/** Gives every activity of the developers `fromIds` (at least one) to `toId`. */
export async function moveActivitiesOf(db: Db, fromIds: readonly string[], toId: string): Promise<void> {
  await db.updateTable('activities').set({ developer_id: toId }).where('developer_id', 'in', fromIds).execute()
}

/**
 * Gives the workspace's activities of `fromId` whose `column` (their visitor, their own id, or
 * their attribution) is one of `values` (at least one) to `toId`; `unattributedOnly` keeps it to
 * activities without an attribution. Answers how many moved.
 */
export async function moveActivitiesBy(
  db: Db,
  workspaceId: string,
  column: 'visitor_id' | 'id' | 'identity',
  values: readonly string[],
  fromId: string,
  toId: string,
  unattributedOnly = false,
): Promise<number> {
  let query = db
    .updateTable('activities')
    .set({ developer_id: toId })
    .where('workspace_id', '=', workspaceId)
    .where(column, 'in', values)
    .where('developer_id', '=', fromId)
  if (unattributedOnly) query = query.where('identity', 'is', null)
  const moved = await query.executeTakeFirst()
  return Number(moved.numUpdatedRows)
}

/** Gives the developer's activities at account `fromId` the account `toId`. */
export async function replaceActivityAccount(db: Db, developerId: string, fromId: string, toId: string | null): Promise<void> {
  await db.updateTable('activities').set({ account_id: toId }).where('developer_id', '=', developerId).where('account_id', '=', fromId).execute()
}

/** Gives the workspace's activities `ids` (at least one) the account `accountId`. */
export async function setActivitiesAccount(db: Db, workspaceId: string, ids: readonly string[], accountId: string | null): Promise<void> {
  await db.updateTable('activities').set({ account_id: accountId }).where('workspace_id', '=', workspaceId).where('id', 'in', ids).execute()
}

/**
 * A person's activities: those attributed to the developer, and their visitors' anonymous ones
 * (from before they signed in). A browser shared with someone else keeps that person's activities:
 * an activity is whose it was attributed to, not whose its visitor is now.
 */
function ofPerson(developerId: string, visitorIds: readonly string[]) {
  return (eb: ExpressionBuilder<Database, 'activities'>) =>
    eb.or([eb('developer_id', '=', developerId), ...(visitorIds.length ? [eb.and([eb('developer_id', 'is', null), eb('visitor_id', 'in', visitorIds)])] : [])])
}

/** The columns the daily rollups count of a person's activities in the workspace (see `ofPerson`), read before they are deleted. */
export async function rolledActivitiesOfPerson(db: Db, workspaceId: string, developerId: string, visitorIds: readonly string[]) {
  return db
    .selectFrom('activities')
    .select(['workspace_id', 'activity_type', 'activity_source', 'page', 'copied_text', 'country', 'occurred_at', 'account_id'])
    .where('workspace_id', '=', workspaceId)
    .where(ofPerson(developerId, visitorIds))
    .execute()
}

/** Deletes a person's activities in the workspace: the developer's and their visitors'; answers how many there were. */
export async function deleteActivitiesOfPerson(db: Db, workspaceId: string, developerId: string, visitorIds: readonly string[]): Promise<number> {
  const removed = await db.deleteFrom('activities').where('workspace_id', '=', workspaceId).where(ofPerson(developerId, visitorIds)).executeTakeFirst()
  return Number(removed.numDeletedRows)
}

/** Up to `limit` of the workspace's activities that happened before `cutoff` (epoch ms), with the columns the daily rollups count and their id. */
export async function activitiesBefore(db: Db, workspaceId: string, cutoff: number, limit: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'workspace_id', 'activity_type', 'activity_source', 'page', 'copied_text', 'country', 'occurred_at'])
    .where('workspace_id', '=', workspaceId)
    .where('occurred_at', '<', cutoff)
    .limit(limit)
    .execute()
}

/** Deletes the workspace's activities `ids` (at least one); answers how many there were. */
export async function deleteActivities(db: Db, workspaceId: string, ids: readonly string[]): Promise<number> {
  const removed = await db.deleteFrom('activities').where('workspace_id', '=', workspaceId).where('id', 'in', ids).executeTakeFirst()
  return Number(removed.numDeletedRows)
}

/** The workspace's activities attributed through `identity` are attributed through `replacement` (erasure). */
export async function replaceActivityAttribution(db: Db, workspaceId: string, identity: string, replacement: string | null): Promise<void> {
  await db.updateTable('activities').set({ identity: replacement }).where('workspace_id', '=', workspaceId).where('identity', '=', identity).execute()
}
