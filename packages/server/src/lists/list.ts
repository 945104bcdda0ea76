/** Lists: created by a user of a workspace, filled with rows through the data service. */
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { ListType } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'

/** A column of a list: its name and field type. */
export interface ListColumn {
  /** Column name. */
  clientKey: string
  /** Field type, e.g. String. */
  fieldType: string
}

/** What creating a list takes. */
export interface ListInput {
  /** Unique within the workspace. */
  name: string
  /** Optional free text. */
  description?: string
  /** ACCOUNT or DEVELOPER. */
  type: ListType
  /** The mapped column holding each row's primary key. */
  primaryKey: string
  /** The list's columns (non-empty, unique clientKeys). */
  mapping: ListColumn[]
}

/** A list as the API shows it. */
export interface ListInfo {
  id: string
  name: string
  description: string
  type: ListType
}

/** Creates a list for `user`; params_invalid for a bad mapping, name_taken for a used name. */
export async function createList(store: Store, workspaceId: string, user: string, input: ListInput): Promise<ListInfo> {
  const name = input.name.trim()
  if (!name) throw new DevtrailError('params_invalid', 'name: must not be empty')
  const seen = new Set<string>()
  input.mapping.forEach((column, index) => {
    if (seen.has(column.clientKey)) throw new DevtrailError('params_invalid', `mapping[${index}].clientKey: "${column.clientKey}" appears twice`)
    seen.add(column.clientKey)
  })
  if (!seen.has(input.primaryKey)) throw new DevtrailError('params_invalid', `primaryKey: "${input.primaryKey}" is not a clientKey in mapping`)
  const taken = async () =>
    (await store.db.selectFrom('lists').select('id').where('workspace_id', '=', workspaceId).where('name', '=', name).executeTakeFirst()) !== undefined
  if (await taken()) throw new DevtrailError('name_taken', `a list named "${name}" already exists`)
  const list = { id: newId(), name, description: input.description ?? '', type: input.type }
  try {
    await store.db
      .insertInto('lists')
      .values({
        ...list,
        workspace_id: workspaceId,
        primary_key: input.primaryKey,
        mapping: JSON.stringify(input.mapping.map(({ clientKey, fieldType }) => ({ clientKey, fieldType }))),
        created_by: user,
        created_at: Date.now(),
      })
      .execute()
  } catch (error) {
    // a concurrent create of the same name lost the race on the unique constraint
    if (await taken()) throw new DevtrailError('name_taken', `a list named "${name}" already exists`)
    throw error
  }
  return list
}

/** The lists `user` created in the workspace, oldest first. */
export async function listsOfUser(store: Store, workspaceId: string, user: string): Promise<ListInfo[]> {
  return store.db
    .selectFrom('lists')
    .select(['id', 'name', 'description', 'type'])
    .where('workspace_id', '=', workspaceId)
    .where('created_by', '=', user)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** Changes a list's name and description. */
export async function updateListRow(db: Db, id: string, changes: { name: string; description: string }): Promise<void> {
  await db.updateTable('lists').set(changes).where('id', '=', id).execute()
}

/** Deletes a list (its rows first: `deleteRowsOfList`). */
export async function deleteListRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('lists').where('id', '=', id).execute()
}
