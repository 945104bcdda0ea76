/** Reads of developers for the data service (the rows identity resolution reads and writes: developerRows.ts). */
import type { Selectable } from 'kysely'
import type { DeveloperTable } from '../store/schema.js'
import { countedWindow, type RowWindow } from '../store/countedWindow.js'
import type { Store } from '../store/store.js'
import { identitiesOfDeveloper as identitiesHeld } from './identityRows.js'

/** A stored developer row. */
export type DeveloperRow = Selectable<DeveloperTable>

/** The columns of a developer that an account's developer list shows. */
export type AccountDeveloperRow = Pick<DeveloperRow, 'id' | 'name' | 'email' | 'first_activity' | 'latest_activity'>

/**
 * One window of an account's developers, latest activity first (never-active last), then id
 * descending, and how many developers the account has in all.
 */
export function developersOfAccount(store: Store, accountId: string, window: RowWindow): Promise<{ rows: AccountDeveloperRow[]; total: number }> {
  return countedWindow(
    store.db.selectFrom('developers').where('account_id', '=', accountId),
    (matching) =>
      matching
        .select(['id', 'name', 'email', 'first_activity', 'latest_activity'])
        .orderBy('latest_activity', (order) => order.desc().nullsLast())
        .orderBy('id', 'desc'),
    window,
  )
}

/** The developers with these ids, in no particular order; ids without a row are skipped. */
export async function developersByIds(store: Store, ids: readonly string[]): Promise<DeveloperRow[]> {
  // `in ()` is not SQL: no ids, no query
  if (ids.length === 0) return []
  return store.db.selectFrom('developers').selectAll().where('id', 'in', ids).execute()
}

/** The workspace's developer `id` (already resolved from a merged-away id), or undefined. */
export async function findDeveloper(store: Store, workspaceId: string, id: string): Promise<DeveloperRow | undefined> {
  return store.db.selectFrom('developers').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
}

/** A developer's identities (canonical usernames), e-mail first, then GitHub, then LinkedIn. */
export async function identitiesOfDeveloper(store: Store, developerId: string): Promise<{ type: string; username: string }[]> {
  return identitiesHeld(store.db, developerId)
}
