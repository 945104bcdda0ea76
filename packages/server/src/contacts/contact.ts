/** Reads of buyers/contacts for the data service: the contact repository (imports write them). */
import type { Selectable } from 'kysely'
import type { ContactTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A stored contact row. */
export type ContactRow = Selectable<ContactTable>

/** The contacts with these ids, in no particular order; ids without a row are skipped. */
export async function contactsByIds(store: Store, ids: readonly string[]): Promise<ContactRow[]> {
  // `in ()` is not SQL: no ids, no query
  if (ids.length === 0) return []
  return store.db.selectFrom('contacts').selectAll().where('id', 'in', ids).execute()
}
