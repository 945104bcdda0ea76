/** Managing lists by id (the CLI's list, show, update and delete), across their creators. */
import { checkNewName } from '../admin/uniqueName.js'
import { DevtrailError } from '../errors.js'
import { deleteListRow, updateListRow } from './list.js'
import { deleteRowsOfList } from './listRows.js'
import type { ListType } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A list as the CLI shows it, with its creator and row count. */
export interface ListSummary {
  id: string
  workspace_id: string
  name: string
  description: string
  type: ListType
  created_by: string
  rows: number
}

async function summaries(store: Store, where: { workspaceId?: string; id?: string }): Promise<ListSummary[]> {
  let query = store.db
    .selectFrom('lists')
    .select((eb) => [
      'lists.id',
      'lists.workspace_id',
      'lists.name',
      'lists.description',
      'lists.type',
      'lists.created_by',
      eb
        .selectFrom('list_rows')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('list_rows.list_id', '=', 'lists.id')
        .as('rows'),
    ])
    .orderBy('lists.name')
  if (where.workspaceId !== undefined) query = query.where('lists.workspace_id', '=', where.workspaceId)
  if (where.id !== undefined) query = query.where('lists.id', '=', where.id)
  return (await query.execute()).map((row) => ({ ...row, rows: Number(row.rows ?? 0) }))
}

/** A workspace's lists of every user, by name. */
export function listLists(store: Store, workspaceId: string): Promise<ListSummary[]> {
  return summaries(store, { workspaceId })
}

/** The list `id`; not_found otherwise. */
export async function findList(store: Store, id: string): Promise<ListSummary> {
  const [list] = await summaries(store, { id })
  if (!list) throw new DevtrailError('not_found', `list ${id} not found`)
  return list
}

/** Renames a list (names are unique in a workspace) or changes its description. */
export async function updateList(store: Store, id: string, changes: { name?: string; description?: string }): Promise<ListSummary> {
  const list = await findList(store, id)
  const name = changes.name === undefined ? list.name : await checkNewName(store, 'lists', 'list', list.workspace_id, changes.name, list.name)
  const description = changes.description ?? list.description
  await updateListRow(store.db, id, { name, description })
  return { ...list, name, description }
}

/** Deletes a list and its rows. */
export async function deleteList(store: Store, id: string): Promise<ListSummary> {
  const list = await findList(store, id)
  await store.db.transaction().execute(async (trx) => {
    await deleteRowsOfList(trx, id)
    await deleteListRow(trx, id)
  })
  return list
}
