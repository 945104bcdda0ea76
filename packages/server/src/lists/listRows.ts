/** Adding rows to a list: all-or-nothing, and re-adding a primary key updates its row. */
import { sql, type Transaction } from 'kysely'
import { DevtrailError } from '../errors.js'
import { retryTransaction } from '../store/retryTransaction.js'
import type { Database, ListType } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import type { ListColumn } from './list.js'
import { listRowKey } from './listRowKey.js'

/** Most rows in one add-rows call. */
export const MAX_ROWS_PER_CALL = 1000

/** The largest add-rows body: 1,000 rows of about 4 KB each (primary key, client key, a small column map). */
export const MAX_ROWS_BODY_BYTES = 4 * 1024 * 1024

/** A row as sent to `PUT /api/product/list/{list_id}`. */
export interface ListRowInput {
  /** The primary key value: a domain, or an e-mail, GitHub login or LinkedIn id. */
  primaryKey: string
  /** The column the primary key belongs to. */
  clientKey?: string
  /** Field type of the primary key, e.g. String. */
  fieldType?: string
  /** Column name to value; every name must be a mapped column. */
  companyData?: Record<string, unknown>
}

/**
 * Adds rows to `user`'s list `listId`. Any bad row rejects the whole call with params_invalid
 * naming the row and field (`entities[3].primaryKey: ...`); another user's or workspace's list
 * is not_found. Runs in one transaction.
 */
export async function addListRows(
  store: Store,
  workspaceId: string,
  user: string,
  listId: string,
  body: { entities: ListRowInput[]; type?: ListType },
): Promise<{ list_id: string; added: number; updated: number }> {
  const list = await store.db
    .selectFrom('lists')
    .select(['id', 'type', 'mapping'])
    .where('id', '=', listId)
    .where('workspace_id', '=', workspaceId)
    .where('created_by', '=', user)
    .executeTakeFirst()
  if (!list) throw new DevtrailError('not_found', `list ${listId} not found`)
  if (body.type !== undefined && body.type !== list.type)
    throw new DevtrailError('params_invalid', `type: list ${listId} is a ${list.type} list, not ${body.type}`)
  const { entities } = body
  if (entities.length < 1 || entities.length > MAX_ROWS_PER_CALL) {
    throw new DevtrailError('params_invalid', `entities: send 1 to ${MAX_ROWS_PER_CALL} rows per call (got ${entities.length})`)
  }
  const columns = new Set((JSON.parse(list.mapping) as ListColumn[]).map((column) => column.clientKey))
  const now = Date.now()
  const rows = new Map<string, { list_id: string; row_key: string; data: string; created_at: number; updated_at: number }>()
  entities.forEach((entity, index) => {
    const checked = listRowKey(list.type, entity.primaryKey)
    if ('problem' in checked) throw new DevtrailError('params_invalid', `entities[${index}].primaryKey: ${checked.problem}`)
    if (entity.clientKey !== undefined && !columns.has(entity.clientKey)) {
      throw new DevtrailError('params_invalid', `entities[${index}].clientKey: "${entity.clientKey}" is not a mapped column`)
    }
    for (const column of Object.keys(entity.companyData ?? {})) {
      if (!columns.has(column)) throw new DevtrailError('params_invalid', `entities[${index}].companyData.${column}: not a mapped column`)
    }
    // the same key twice in one call: the later row wins
    rows.set(checked.key, { list_id: list.id, row_key: checked.key, data: JSON.stringify(entity), created_at: now, updated_at: now })
  })
  // one lock order for every writer (no deadlock between overlapping calls)
  const values = [...rows.values()].sort((a, b) => (a.row_key < b.row_key ? -1 : a.row_key > b.row_key ? 1 : 0))
  const upsert = (trx: Transaction<Database>) =>
    trx
      .insertInto('list_rows')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['list_id', 'row_key']).doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), updated_at: eb.ref('excluded.updated_at') })),
      )
  return retryTransaction(() =>
    store.db.transaction().execute(async (trx) => {
      let added: number
      if (store.dialect === 'postgres') {
        // counted from what the database did to each row, exact under concurrent writers
        const written = await upsert(trx).returning(sql<boolean>`(xmax = 0)`.as('inserted')).execute()
        added = written.filter((row) => row.inserted).length
      } else {
        // SQLite runs one write transaction at a time: what exists now is what the upsert meets
        const existing = await trx
          .selectFrom('list_rows')
          .select('row_key')
          .where('list_id', '=', list.id)
          .where(
            'row_key',
            'in',
            values.map((row) => row.row_key),
          )
          .execute()
        await upsert(trx).execute()
        added = values.length - existing.length
      }
      return { list_id: list.id, added, updated: values.length - added }
    }),
  )
}

/** Deletes every row of a list. */
export async function deleteRowsOfList(db: Db, listId: string): Promise<void> {
  await db.deleteFrom('list_rows').where('list_id', '=', listId).execute()
}

/** Deletes the rows with these keys from the workspace's lists of `type` (erasure). */
export async function deleteRowsByKey(db: Db, workspaceId: string, type: ListType, rowKeys: readonly string[]): Promise<void> {
  await db
    .deleteFrom('list_rows')
    .where('row_key', 'in', rowKeys)
    .where('list_id', 'in', db.selectFrom('lists').select('id').where('workspace_id', '=', workspaceId).where('type', '=', type))
    .execute()
}

/** Deletes one row of a list. */
export async function deleteListRowByKey(db: Db, listId: string, rowKey: string): Promise<void> {
  await db.deleteFrom('list_rows').where('list_id', '=', listId).where('row_key', '=', rowKey).execute()
}

/** Replaces the data of one row of a list. */
export async function replaceListRowData(db: Db, listId: string, rowKey: string, data: string): Promise<void> {
  await db.updateTable('list_rows').set({ data }).where('list_id', '=', listId).where('row_key', '=', rowKey).execute()
}
