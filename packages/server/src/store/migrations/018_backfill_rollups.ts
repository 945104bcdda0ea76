import type { Kysely } from 'kysely'
import { rebuildRollups } from '../../stats/rebuildRollups.js'

/** Fills the daily rollups (016) from the activities stored before them, workspace by workspace. */
export async function up(db: Kysely<any>): Promise<void> {
  const workspaces = await db.selectFrom('workspaces').select('id').execute()
  for (const workspace of workspaces) await rebuildRollups(db, workspace.id as string)
}

/** Nothing to undo: 016's down drops the tables. */
export async function down(): Promise<void> {}
