/**
 * The activity repository's reads: one account's or developer's activities, a workspace's latest,
 * the ids a merge records (writes are `activityRows.ts` and `insertNewActivities.ts`). Functions
 * taking the Kysely `db` run inside the caller's transaction when given one.
 */
import type { Selectable } from 'kysely'
import type { ActivityTable } from '../store/schema.js'
import { countedWindow, type RowWindow } from '../store/countedWindow.js'
import type { Store, Db } from '../store/store.js'

/** A stored activity row. */
export type ActivityRow = Selectable<ActivityTable>

/** Whose activities: an account's or a developer's. */
export type ActivityOwnerColumn = 'account_id' | 'developer_id'

function activitiesOfOwnerQuery(store: Store, column: ActivityOwnerColumn, ownerId: string) {
  return store.db.selectFrom('activities').where(column, '=', ownerId)
}

/** All columns, most recent first, then id descending. */
function newestFirst(matching: ReturnType<typeof activitiesOfOwnerQuery>) {
  return matching.selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc')
}

/** One window of an owner's activities, most recent first, then id descending. */
export function activitiesOfOwner(store: Store, column: ActivityOwnerColumn, ownerId: string, window: RowWindow): Promise<ActivityRow[]> {
  return newestFirst(activitiesOfOwnerQuery(store, column, ownerId))
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

/** One window of an owner's activities (as `activitiesOfOwner`) and how many they have in all. */
export function activityPageOfOwner(
  store: Store,
  column: ActivityOwnerColumn,
  ownerId: string,
  window: RowWindow,
): Promise<{ rows: ActivityRow[]; total: number }> {
  return countedWindow(activitiesOfOwnerQuery(store, column, ownerId), newestFirst, window)
}

/** The ids of the developer's activities in the workspace that came without a visitor (imports, GitHub). */
export async function visitorlessActivityIds(db: Db, workspaceId: string, developerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activities')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', '=', developerId)
    .where('visitor_id', 'is', null)
    .execute()
  return rows.map((row) => row.id)
}

/** The ids of the developer's activities in the workspace that have an account. */
export async function activityIdsWithAccount(db: Db, workspaceId: string, developerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activities')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('developer_id', '=', developerId)
    .where('account_id', 'is not', null)
    .execute()
  return rows.map((row) => row.id)
}

/** The distinct attributions (see identity/attribution.ts) of the developer's activities. */
export async function attributionsOfDeveloperActivities(db: Db, developerId: string): Promise<(string | null)[]> {
  const rows = await db.selectFrom('activities').select('identity').distinct().where('developer_id', '=', developerId).execute()
  return rows.map((row) => row.identity)
}

/** The id and account of each of the developer's activities. */
export async function activityAccountsOf(db: Db, developerId: string): Promise<{ id: string; account_id: string | null }[]> {
  return db.selectFrom('activities').select(['id', 'account_id']).where('developer_id', '=', developerId).execute()
}

/** The latest `limit` activities of a workspace, newest first (then id descending), with the name and e-mail of their developer (null when anonymous). */
export async function latestActivitiesWithDeveloper(db: Db, workspaceId: string, limit: number) {
  return db
    .selectFrom('activities')
    .leftJoin('developers', 'developers.id', 'activities.developer_id')
    .select([
      'activities.activity_type',
      'activities.activity_source',
      'activities.page',
      'activities.copied_text',
      'activities.occurred_at',
      'developers.name',
      'developers.email',
    ])
    .where('activities.workspace_id', '=', workspaceId)
    .orderBy('activities.occurred_at', 'desc')
    .orderBy('activities.id', 'desc')
    .limit(limit)
    .execute()
}
