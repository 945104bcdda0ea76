/**
 * The segment repository: the SQL that writes `segments` rows (creation, changes, deletion). It
 * stores filters already checked and does not load the filter schemas.
 */
import type { Insertable } from 'kysely'
import type { SegmentTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** Inserts a segment. */
export async function insertSegment(store: Pick<Store, 'db'>, row: Insertable<SegmentTable>): Promise<void> {
  await store.db.insertInto('segments').values(row).execute()
}

/** Changes a segment's name, description and (checked) filter. */
export async function updateSegmentRow(store: Pick<Store, 'db'>, id: string, changes: { name: string; description: string; filter: unknown }): Promise<void> {
  await store.db
    .updateTable('segments')
    .set({ name: changes.name, description: changes.description, filter: JSON.stringify(changes.filter) })
    .where('id', '=', id)
    .execute()
}

/** Deletes a segment. */
export async function deleteSegmentRow(store: Pick<Store, 'db'>, id: string): Promise<void> {
  await store.db.deleteFrom('segments').where('id', '=', id).execute()
}
