/** Reads of a workspace's accounts: the account repository of the data service. */
import { sql, type Selectable } from 'kysely'
import { DevtrailError } from '../errors.js'
import type { AccountTable } from '../store/schema.js'
import { countedWindow, type RowWindow } from '../store/countedWindow.js'
import type { Store, Db } from '../store/store.js'

/** A stored account row. */
export type AccountRow = Selectable<AccountTable>

/** The workspace's account `id`; not_found for an unknown id or one of another workspace. */
export async function getAccount(store: Store, workspaceId: string, id: string): Promise<AccountRow> {
  const account = await store.db.selectFrom('accounts').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (!account) throw new DevtrailError('not_found', `account ${id} not found`)
  return account
}

/** The workspace's account kept under `domain` (an account domain, already normalised), if any. */
export async function findAccountByDomain(store: Store, workspaceId: string, domain: string): Promise<AccountRow | undefined> {
  return store.db.selectFrom('accounts').selectAll().where('workspace_id', '=', workspaceId).where('domain', '=', domain).executeTakeFirst()
}

/** The accounts with these ids, in no particular order; ids without a row are skipped. */
export async function accountsByIds(store: Store, ids: readonly string[]): Promise<AccountRow[]> {
  // `in ()` is not SQL: no ids, no query
  if (ids.length === 0) return []
  return store.db.selectFrom('accounts').selectAll().where('id', 'in', ids).execute()
}

/**
 * One window of the workspace's accounts whose name or domain contains `search` (any case; all
 * accounts without it), latest activity first (never-active last), then id; and how many match.
 */
export function searchAccounts(store: Store, workspaceId: string, search: string, window: RowWindow): Promise<{ rows: AccountRow[]; total: number }> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const matching = store.db
    .selectFrom('accounts')
    .where('workspace_id', '=', workspaceId)
    .$if(search !== '', (query) =>
      query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['domain']), 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      ),
    )
  return countedWindow(
    matching,
    (rows) =>
      rows
        .selectAll()
        .orderBy('latest_activity', (order) => order.desc().nullsLast())
        .orderBy('id', 'desc'),
    window,
  )
}

/**
 * Every account whose activity level is above LOW or that has active developers, in any
 * workspace, with its workspace's settings (the thresholds its level is computed with).
 */
export async function accountsStillActive(db: Db): Promise<{ id: string; settings: string | null }[]> {
  return db
    .selectFrom('accounts')
    .innerJoin('workspaces', 'workspaces.id', 'accounts.workspace_id')
    .select(['accounts.id', 'workspaces.settings'])
    .where((eb) => eb.or([eb('accounts.developer_activity', '<>', 'LOW'), eb('accounts.active_developers_count', '>', 0)]))
    .execute()
}

/** The ids of the workspace's accounts whose first activity is before `at` (epoch ms). */
export async function accountIdsActiveBefore(db: Db, workspaceId: string, at: number): Promise<string[]> {
  const rows = await db.selectFrom('accounts').select('id').where('workspace_id', '=', workspaceId).where('first_activity', '<', at).execute()
  return rows.map((row) => row.id)
}
