/**
 * Replay protection for GitHub deliveries: GitHub signs the body but not `X-GitHub-Delivery`, so
 * each hook remembers the SHA-256 of the bodies it stored and a body seen before stores nothing.
 * The hashes are kept for `DELIVERY_BODY_RETENTION_MS`, well past the 3 days in which GitHub
 * redelivers a delivery, and pruned by the periodic sweep.
 */
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../store/schema.js'

/**
 * How long a stored body's hash is kept: 30 days. GitHub redelivers (by hand or through its API)
 * only deliveries of the past 3 days; the rest of the margin makes a captured body replayed later
 * under a new delivery id a matter of weeks, not of hours.
 */
export const DELIVERY_BODY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

/** SHA-256 of a delivery's raw (signed) body, hex. */
export function deliveryBodySha256(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex')
}

/** Records the body for the hook; false when the hook already stored a delivery with this body. */
export async function claimDeliveryBody(tx: Transaction<Database>, hookId: string, bodySha256: string, now: number): Promise<boolean> {
  const claimed = await tx
    .insertInto('github_delivery_bodies')
    .values({ hook_id: hookId, body_sha256: bodySha256, received_at: now })
    .onConflict((conflict) => conflict.columns(['hook_id', 'body_sha256']).doNothing())
    .returning('hook_id')
    .executeTakeFirst()
  return claimed !== undefined
}

/** Deletes the body hashes of a webhook endpoint (when it is removed). */
export async function deleteDeliveryBodiesOf(db: Kysely<Database> | Transaction<Database>, hookId: string): Promise<void> {
  await db.deleteFrom('github_delivery_bodies').where('hook_id', '=', hookId).execute()
}

/** Deletes the body hashes received before `now - DELIVERY_BODY_RETENTION_MS`; answers how many. */
export async function pruneDeliveryBodies(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const pruned = await db
    .deleteFrom('github_delivery_bodies')
    .where('received_at', '<', now - DELIVERY_BODY_RETENTION_MS)
    .executeTakeFirst()
  return Number(pruned.numDeletedRows)
}
