/** The identity-conflict repository: claims that would have merged two people, kept instead of applied. */
import { sql } from 'kysely'
import { conflictKey } from '../domain/conflictKey.js'
import { newId } from '../ids.js'
import type { Db } from '../store/store.js'
import type { StoredIdentity } from '../domain/identities.js'

/** Why a claim was refused. */
export type ConflictReason =
  /** It would have put two different e-mails on one person. */
  | 'distinct_emails'
  /** An unsigned claim named a verified person (only a signed identify may change them). */
  | 'verified_person'
  /** The identifier is held by another person (an older spelling, an import). */
  | 'identity_taken'

/** Where a refused claim came from. */
export type ConflictSource = 'identify' | 'contacts' | 'github' | 'migration'

/** A refused claim, as recorded and listed. */
export interface IdentityConflict {
  id: string
  source: ConflictSource
  reason: ConflictReason
  /** The claim's identities, canonical. */
  claim: StoredIdentity[]
  /** The developers the claim named. */
  developerIds: string[]
  /** The visitor that made the claim last (identify), else null. */
  visitorId: string | null
  /** How many times the same claim was refused. */
  occurrences: number
  /** When it was first refused, epoch ms. */
  createdAt: number
  /** When it was last refused, epoch ms. */
  lastSeenAt: number
}

/**
 * Records a refused claim (inside the caller's transaction). The same claim refused again only
 * counts once more and notes who made it last, so repeating it cannot grow the store.
 */
export async function recordConflict(
  db: Db,
  workspaceId: string,
  conflict: Omit<IdentityConflict, 'id' | 'createdAt' | 'lastSeenAt' | 'occurrences'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('identity_conflicts')
    .values({
      id: newId(),
      workspace_id: workspaceId,
      source: conflict.source,
      reason: conflict.reason,
      claim: JSON.stringify(conflict.claim),
      developer_ids: JSON.stringify(conflict.developerIds),
      visitor_id: conflict.visitorId,
      claim_key: conflictKey(conflict.source, conflict.reason, conflict.claim, conflict.developerIds),
      created_at: now,
      last_seen_at: now,
    })
    .onConflict((onConflict) =>
      onConflict.columns(['workspace_id', 'claim_key']).doUpdateSet((eb) => ({
        occurrences: sql<number>`${sql.ref('identity_conflicts.occurrences')} + 1`,
        last_seen_at: eb.ref('excluded.last_seen_at'),
        visitor_id: eb.ref('excluded.visitor_id'),
      })),
    )
    .execute()
}

/** A workspace's refused claims, newest first. */
export async function listConflicts(db: Db, workspaceId: string, limit = 100): Promise<IdentityConflict[]> {
  const rows = await db
    .selectFrom('identity_conflicts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    source: row.source as ConflictSource,
    reason: row.reason as ConflictReason,
    claim: JSON.parse(row.claim) as StoredIdentity[],
    developerIds: JSON.parse(row.developer_ids) as string[],
    visitorId: row.visitor_id,
    occurrences: Number(row.occurrences),
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
  }))
}

/** Deletes the refused claims `ids` (erasure). No ids, no query. */
export async function deleteConflicts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length) await db.deleteFrom('identity_conflicts').where('id', 'in', ids).execute()
}
