/** Reads of one account's or developer's activities: the activity repository (collector/ writes them). */
import type { Selectable } from 'kysely'
import type { ActivityTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A stored activity row. */
export type ActivityRow = Selectable<ActivityTable>

/** Whose activities: an account's or a developer's. */
export type ActivityOwnerColumn = 'account_id' | 'developer_id'

function activitiesOfOwnerQuery(store: Store, column: ActivityOwnerColumn, ownerId: string) {
  return store.db.selectFrom('activities').where(column, '=', ownerId)
}

/** One window of an owner's activities, most recent first, then id descending. */
export function activitiesOfOwner(
  store: Store,
  column: ActivityOwnerColumn,
  ownerId: string,
  window: { offset: number; limit: number },
): Promise<ActivityRow[]> {
  return activitiesOfOwnerQuery(store, column, ownerId)
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute()
}

/** One window of an owner's activities (as `activitiesOfOwner`) and how many they have in all. */
export async function activityPageOfOwner(
  store: Store,
  column: ActivityOwnerColumn,
  ownerId: string,
  window: { offset: number; limit: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const rows = activitiesOfOwner(store, column, ownerId, window)
  const [{ total }, data] = await Promise.all([
    activitiesOfOwnerQuery(store, column, ownerId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    rows,
  ])
  return { rows: data, total: Number(total) }
}
