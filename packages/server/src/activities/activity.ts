/** Reads of one account's or developer's activities: the activity repository (collector/ writes them). */
import type { Selectable } from 'kysely'
import type { ActivityTable } from '../store/schema.js'
import { countedWindow, type RowWindow } from '../store/countedWindow.js'
import type { Store } from '../store/store.js'

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
