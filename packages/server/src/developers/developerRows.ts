/**
 * The developer repository: the SQL that reads and writes `developers` rows for identity
 * resolution, merges, imports, tags and deletion. Each function takes the Kysely `db` or a
 * transaction, so it runs inside the caller's transaction.
 */
import type { Insertable, Updateable } from 'kysely'
import type { DeveloperTable, IdentityKind } from '../store/schema.js'
import type { Db } from '../store/store.js'

import type { DeveloperRow } from './developer.js'

/** Inserts developers (one row or several, in one statement). */
export async function insertDevelopers(db: Db, rows: Insertable<DeveloperTable> | readonly Insertable<DeveloperTable>[]): Promise<void> {
  await db
    .insertInto('developers')
    .values(rows as Insertable<DeveloperTable>[])
    .execute()
}

/** The developers with these ids, oldest first (then by id); no ids, no query. */
export async function developersOldestFirst(db: Db, ids: readonly string[]): Promise<DeveloperRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('developers').selectAll().where('id', 'in', ids).orderBy('created_at').orderBy('id').execute()
}

/** The developer `id`; throws when there is none. */
export async function developerOrThrow(db: Db, id: string): Promise<DeveloperRow> {
  return db.selectFrom('developers').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** The id and tags of the developer `id` in `workspaceId` (any workspace when null), or undefined. */
export async function developerTagsRow(db: Db, workspaceId: string | null, id: string): Promise<{ id: string; tags: string } | undefined> {
  let query = db.selectFrom('developers').select(['id', 'tags']).where('id', '=', id)
  if (workspaceId !== null) query = query.where('workspace_id', '=', workspaceId)
  return query.executeTakeFirst()
}

/** The developer `id` if it is one of the workspace's (no alias followed), or undefined. */
export async function developerIdInWorkspace(db: Db, workspaceId: string, id: string): Promise<string | undefined> {
  const developer = await db.selectFrom('developers').select('id').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  return developer?.id
}

/** A developer as a person-level command finds it. */
export type FoundDeveloper = Pick<DeveloperRow, 'id' | 'workspace_id' | 'account_id'>

/**
 * The developers in `workspaceId` (any workspace when null) whose e-mail is `email`, on the row or
 * as an e-mail identity.
 */
export async function developersWithEmail(db: Db, workspaceId: string | null, email: string): Promise<FoundDeveloper[]> {
  let query = db.selectFrom('developers').select(['developers.id', 'developers.workspace_id', 'developers.account_id'])
  if (workspaceId !== null) query = query.where('developers.workspace_id', '=', workspaceId)
  return query
    .where((eb) =>
      eb.or([
        eb('developers.email', '=', email),
        eb.exists(
          eb
            .selectFrom('developer_identities')
            .select('developer_id')
            .whereRef('developer_identities.developer_id', '=', 'developers.id')
            .where('type', '=', 'email')
            .where('username', '=', email),
        ),
      ]),
    )
    .execute()
}

/** The developers in `workspaceId` (any workspace when null) that `id` names: their own id, or a merged-away id of theirs. */
export async function developersWithIdOrAlias(db: Db, workspaceId: string | null, id: string): Promise<FoundDeveloper[]> {
  let query = db.selectFrom('developers').select(['developers.id', 'developers.workspace_id', 'developers.account_id'])
  if (workspaceId !== null) query = query.where('developers.workspace_id', '=', workspaceId)
  return query
    .where((eb) =>
      eb.or([
        eb('developers.id', '=', id),
        // a merged-away id is the person it became
        eb('developers.id', 'in', eb.selectFrom('developer_aliases').select('developer_aliases.developer_id').where('developer_aliases.alias_id', '=', id)),
      ]),
    )
    .execute()
}

/** The ids of an account's developers. */
export async function developerIdsOfAccount(db: Db, accountId: string): Promise<string[]> {
  const rows = await db.selectFrom('developers').select('id').where('account_id', '=', accountId).execute()
  return rows.map((row) => row.id)
}

/** The workspace's developers whose first activity is before `at` (epoch ms), with their account. */
export async function developersActiveBefore(db: Db, workspaceId: string, at: number): Promise<Pick<DeveloperRow, 'id' | 'account_id'>[]> {
  return db.selectFrom('developers').select(['id', 'account_id']).where('workspace_id', '=', workspaceId).where('first_activity', '<', at).execute()
}

/** The account of each of these developers (null when it has none), one entry per developer found. */
export async function accountsOfDevelopers(db: Db, ids: readonly string[]): Promise<(string | null)[]> {
  const rows = await db.selectFrom('developers').select('account_id').where('id', 'in', ids).execute()
  return rows.map((row) => row.account_id)
}

/** A developer's row joined to each of its identities (one row with null identity when it has none). */
export interface DeveloperIdentityRow {
  /** The developer's id. */
  id: string
  /** The e-mail on the developer's row. */
  email: string | null
  /** The developer's account, if any. */
  account_id: string | null
  /** The developer's job title. */
  designation: string
  /** The identity's kind; null when the developer has no identity. */
  type: IdentityKind | null
  /** The identity's canonical username; null when the developer has no identity. */
  username: string | null
}

/** The developers with these ids, each joined to its identities, in one query. */
export async function developersWithIdentities(db: Db, ids: readonly string[]): Promise<DeveloperIdentityRow[]> {
  return db
    .selectFrom('developers')
    .leftJoin('developer_identities', 'developer_identities.developer_id', 'developers.id')
    .select([
      'developers.id',
      'developers.email',
      'developers.account_id',
      'developers.designation',
      'developer_identities.type',
      'developer_identities.username',
    ])
    .where('developers.id', 'in', [...new Set(ids)])
    .execute()
}

/** Changes fields of the developer `id`. */
export async function updateDeveloper(db: Db, id: string, changes: Updateable<DeveloperTable>): Promise<void> {
  await db.updateTable('developers').set(changes).where('id', '=', id).execute()
}

/** Recomputes a developer's first_activity and latest_activity from its activities. */
export async function recountDeveloperActivitySpan(db: Db, id: string): Promise<void> {
  await db
    .updateTable('developers')
    .set((eb) => ({
      first_activity: eb
        .selectFrom('activities')
        .select((sub) => sub.fn.min('occurred_at').as('v'))
        .where('developer_id', '=', id),
      latest_activity: eb
        .selectFrom('activities')
        .select((sub) => sub.fn.max('occurred_at').as('v'))
        .where('developer_id', '=', id),
    }))
    .where('id', '=', id)
    .execute()
}

/** Deletes the developer `id`. */
export async function deleteDeveloper(db: Db, id: string): Promise<void> {
  await db.deleteFrom('developers').where('id', '=', id).execute()
}

/** Deletes the developers with these ids (at least one). */
export async function deleteDevelopers(db: Db, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('developers').where('id', 'in', ids).execute()
}
