/**
 * Replay protection for GitHub deliveries: GitHub signs the body but not `X-GitHub-Delivery`, so
 * each hook remembers the SHA-256 of the bodies it stored and a body seen before stores nothing.
 */
import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../store/schema.js'

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
