/**
 * The workspace's identity lock: writers that may create or merge people (ingest identifies,
 * GitHub deliveries and imports, unmerge) take it inside their transaction, so two collectors on
 * one PostgreSQL never both create a developer for the same new person. SQLite has one writer at
 * a time, so there it is nothing.
 */
import { sql } from 'kysely'
import type { Db, StoreDialect } from './store.js'

/** Takes the identity lock of each workspace, in id order (no two writers wait on each other in a cycle), until the transaction ends. */
export async function lockWorkspaceIdentities(db: Db, dialect: StoreDialect, workspaceIds: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return
  for (const workspaceId of [...new Set(workspaceIds)].sort()) await sql`select pg_advisory_xact_lock(hashtext(${workspaceId}))`.execute(db)
}
