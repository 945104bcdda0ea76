/**
 * Rebuilds a workspace's daily rollups from its stored activities: for data written before the
 * rollups existed (migration 018) and after a manual repair. Referrers are not stored with
 * activities, so the referrer counts of rebuilt days start empty.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../store/schema.js'
import { deleteRebuiltRollups, rollUpActivities } from './rollup.js'

const CHUNK = 5000

/** Replaces the rollups of `workspaceId` by those of its activities in one transaction (the caller's, if in one); answers how many activities it read. */
export async function rebuildRollups(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const rebuild = async (tx: Transaction<Database> | Kysely<Database>): Promise<number> => {
    await deleteRebuiltRollups(tx, workspaceId)
    let after = ''
    let read = 0
    for (;;) {
      const chunk = await tx
        .selectFrom('activities')
        .select(['id', 'workspace_id', 'developer_id', 'activity_type', 'activity_source', 'page', 'copied_text', 'country', 'occurred_at'])
        .where('workspace_id', '=', workspaceId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(CHUNK)
        .execute()
      if (chunk.length === 0) return read
      await rollUpActivities(tx, chunk)
      read += chunk.length
      after = chunk.at(-1)!.id
    }
  }
  // migrations run inside the migrator's transaction
  return db.isTransaction ? rebuild(db) : db.transaction().execute(rebuild)
}
