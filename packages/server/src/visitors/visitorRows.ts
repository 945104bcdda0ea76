/**
 * The visitor repository: the SQL on `visitors` (anonymous ids per workspace, their developer,
 * country and network). Each function takes the Kysely `db` or a transaction, so it runs inside
 * the caller's transaction.
 */
import type { Insertable } from 'kysely'
import type { VisitorTable } from '../store/schema.js'
import type { Db } from '../store/store.js'

/** A visitor as an upsert answers it. */
export interface UpsertedVisitor {
  /** The visitor's id. */
  id: string
  /** The workspace it belongs to. */
  workspace_id: string
  /** The anonymous id the tracker sent. */
  anonymous_id: string
  /** The developer it is, once identified. */
  developer_id: string | null
  /** The identities it identified with (an attribution key), once identified. */
  identity: string | null
}

/**
 * Inserts visitors (at least one), or for an anonymous id the workspace already has updates its
 * last_seen and, when given, country and network; answers each row as stored.
 */
export async function upsertVisitorRows(db: Db, rows: readonly Insertable<VisitorTable>[]): Promise<UpsertedVisitor[]> {
  return db
    .insertInto('visitors')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['workspace_id', 'anonymous_id']).doUpdateSet((eb) => ({
        last_seen: eb.ref('excluded.last_seen'),
        country: eb.fn.coalesce('excluded.country', 'visitors.country'),
        network: eb.fn.coalesce('excluded.network', 'visitors.network'),
        network_asn: eb.fn.coalesce('excluded.network_asn', 'visitors.network_asn'),
      })),
    )
    .returning(['id', 'workspace_id', 'anonymous_id', 'developer_id', 'identity'])
    .execute()
}

/** The ids of a developer's visitors. */
export async function visitorIdsOf(db: Db, developerId: string): Promise<string[]> {
  const rows = await db.selectFrom('visitors').select('id').where('developer_id', '=', developerId).execute()
  return rows.map((row) => row.id)
}

/** How many visitors a developer has. */
export async function countVisitorsOf(db: Db, developerId: string): Promise<number> {
  const { n } = await db
    .selectFrom('visitors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('developer_id', '=', developerId)
    .executeTakeFirstOrThrow()
  return Number(n)
}

/**
 * Links the visitor `visitorId` to `developerId` through the identify whose identities are
 * `identity` (an attribution key); false when it already was that developer's (only the identity
 * may then change: the visitor signed in as another identity of the same person).
 */
export async function linkVisitor(db: Db, visitorId: string, developerId: string, identity: string): Promise<boolean> {
  const before = await db.selectFrom('visitors').select(['developer_id', 'identity']).where('id', '=', visitorId).executeTakeFirst()
  if (before?.developer_id === developerId && before.identity === identity) return false
  await db.updateTable('visitors').set({ developer_id: developerId, identity }).where('id', '=', visitorId).execute()
  return before?.developer_id !== developerId
}

/** The ids and attributions of a developer's visitors. */
export async function visitorAttributionsOf(db: Db, developerId: string): Promise<{ id: string; identity: string | null }[]> {
  return db.selectFrom('visitors').select(['id', 'identity']).where('developer_id', '=', developerId).execute()
}

/** Gives every visitor of `fromIds` (at least one) to `toId`. */
export async function moveVisitorsOf(db: Db, fromIds: readonly string[], toId: string): Promise<void> {
  await db.updateTable('visitors').set({ developer_id: toId }).where('developer_id', 'in', fromIds).execute()
}

/** Gives the visitors `ids` (at least one) that `fromId` has to `toId`. */
export async function moveVisitors(db: Db, ids: readonly string[], fromId: string, toId: string): Promise<void> {
  await db.updateTable('visitors').set({ developer_id: toId }).where('id', 'in', ids).where('developer_id', '=', fromId).execute()
}

/** Deletes the visitors `ids` (at least one); answers how many there were. */
export async function deleteVisitors(db: Db, ids: readonly string[]): Promise<number> {
  const removed = await db.deleteFrom('visitors').where('id', 'in', ids).executeTakeFirst()
  return Number(removed.numDeletedRows)
}

/** The workspace's visitors attributed through `identity` are attributed through `replacement` (erasure). */
export async function replaceVisitorAttribution(db: Db, workspaceId: string, identity: string, replacement: string | null): Promise<void> {
  await db.updateTable('visitors').set({ identity: replacement }).where('workspace_id', '=', workspaceId).where('identity', '=', identity).execute()
}
