/**
 * The developer-identity repository: the SQL on `developer_identities` (which person holds each
 * canonical e-mail, GitHub login or LinkedIn profile). Each function takes the Kysely `db` or a
 * transaction, so it runs inside the caller's transaction.
 */
import type { Insertable } from 'kysely'
import type { StoredIdentity } from '../domain/identities.js'
import type { DeveloperIdentityTable, IdentityKind } from '../store/schema.js'
import type { Db } from '../store/store.js'

/** An identity and the developer holding it. */
export interface HeldIdentity extends StoredIdentity {
  /** The developer holding the identity. */
  developer_id: string
}

/** The workspace's identities among `identities` (at least one), with who holds each. */
export async function identitiesMatching(db: Db, workspaceId: string, identities: readonly StoredIdentity[]): Promise<HeldIdentity[]> {
  return db
    .selectFrom('developer_identities')
    .select(['developer_id', 'type', 'username'])
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or(identities.map((id) => eb.and([eb('type', '=', id.type), eb('username', '=', id.username)]))))
    .execute()
}

/** The developer holding one identity in the workspace, or undefined. */
export async function holderOfIdentity(db: Db, workspaceId: string, identity: StoredIdentity): Promise<string | undefined> {
  const owner = await db
    .selectFrom('developer_identities')
    .select('developer_id')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', identity.type)
    .where('username', '=', identity.username)
    .executeTakeFirst()
  return owner?.developer_id
}

/** The holders of the workspace's identities of one type among `usernames` (at least one). */
export async function holdersOfUsernames(
  db: Db,
  workspaceId: string,
  type: IdentityKind,
  usernames: readonly string[],
): Promise<{ username: string; developer_id: string }[]> {
  return db
    .selectFrom('developer_identities')
    .select(['username', 'developer_id'])
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', type)
    .where('username', 'in', usernames)
    .execute()
}

/** A developer's identities, by type then username. */
export async function identitiesOfDeveloper(db: Db, developerId: string): Promise<StoredIdentity[]> {
  return db
    .selectFrom('developer_identities')
    .select(['type', 'username'])
    .where('developer_id', '=', developerId)
    .orderBy('type')
    .orderBy('username')
    .execute()
}

/** A developer's identities, in no particular order. */
export async function identitiesHeldBy(db: Db, developerId: string): Promise<StoredIdentity[]> {
  return db.selectFrom('developer_identities').select(['type', 'username']).where('developer_id', '=', developerId).execute()
}

/** The e-mail identities of these developers (at least one). */
export async function emailIdentitiesOf(db: Db, developerIds: readonly string[]): Promise<{ developer_id: string; username: string }[]> {
  return db
    .selectFrom('developer_identities')
    .select(['developer_id', 'username'])
    .where('developer_id', 'in', developerIds)
    .where('type', '=', 'email')
    .execute()
}

/** A developer found by one of its identities, with its activity span. */
export interface DeveloperOfIdentity {
  /** The identity's username (the e-mail or login looked up). */
  username: string
  /** The developer's id. */
  id: string
  /** The e-mail on the developer's row. */
  email: string | null
  /** The developer's first activity, epoch ms. */
  first_activity: number | null
  /** The developer's latest activity, epoch ms. */
  latest_activity: number | null
}

/** The developers holding the workspace's identities of one type among `usernames` (at least one), by identity. */
export async function developersOfUsernames(db: Db, workspaceId: string, type: IdentityKind, usernames: readonly string[]): Promise<DeveloperOfIdentity[]> {
  return db
    .selectFrom('developer_identities')
    .innerJoin('developers', 'developers.id', 'developer_identities.developer_id')
    .select(['developer_identities.username', 'developers.id', 'developers.email', 'developers.first_activity', 'developers.latest_activity'])
    .where('developer_identities.workspace_id', '=', workspaceId)
    .where('developer_identities.type', '=', type)
    .where('developer_identities.username', 'in', usernames)
    .execute()
}

/** Inserts identities (at least one); a taken one is an error. */
export async function insertIdentities(db: Db, rows: readonly Insertable<DeveloperIdentityTable>[]): Promise<void> {
  await db
    .insertInto('developer_identities')
    .values([...rows])
    .execute()
}

/** Inserts identities (at least one), skipping those the workspace already has (whoever holds them). */
export async function insertIdentitiesIfNew(db: Db, rows: readonly Insertable<DeveloperIdentityTable>[]): Promise<void> {
  await db
    .insertInto('developer_identities')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['workspace_id', 'type', 'username']).doNothing())
    .execute()
}

/** Gives every identity of `fromIds` (at least one) to `toId`. */
export async function moveIdentities(db: Db, fromIds: readonly string[], toId: string): Promise<void> {
  await db.updateTable('developer_identities').set({ developer_id: toId }).where('developer_id', 'in', fromIds).execute()
}

/** Gives one identity to `toId`, if `fromId` holds it. */
export async function moveIdentity(db: Db, workspaceId: string, identity: StoredIdentity, fromId: string, toId: string): Promise<void> {
  await db
    .updateTable('developer_identities')
    .set({ developer_id: toId })
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', identity.type)
    .where('username', '=', identity.username)
    .where('developer_id', '=', fromId)
    .execute()
}

/** Deletes a developer's identities; answers how many there were. */
export async function deleteIdentitiesOf(db: Db, developerId: string): Promise<number> {
  const removed = await db.deleteFrom('developer_identities').where('developer_id', '=', developerId).executeTakeFirst()
  return Number(removed.numDeletedRows)
}
