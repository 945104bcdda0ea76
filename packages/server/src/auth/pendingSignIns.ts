/**
 * Sign-ins waiting for their second factor: a short-lived token (`dtt_`, 5 minutes, stored hashed)
 * that holds what the sign-in will do once the factor is given (open a session on a workspace,
 * set the password of a reset link, accept an invitation, link an SSO account). Until then nothing
 * of it has happened.
 */
import { randomToken } from '../ids.js'
import type { Queryable } from '../store/queryable.js'
import type { SignInMethod } from './sessions.js'
import type { SignInEffects } from './signInEffects.js'
import { hashToken } from './tokenHash.js'

/** How long the second step may take, ms (5 minutes). */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60 * 1000

/** A sign-in waiting for its factor. */
export interface PendingSignIn {
  userId: string
  method: SignInMethod
  effects: SignInEffects
}

/** Stores a pending sign-in; earlier pending ones of the user stop working. */
export async function createPendingSignIn(handle: Queryable, pending: PendingSignIn, now: number): Promise<{ challenge: string; expiresAt: number }> {
  const challenge = randomToken(32, 'dtt_')
  const expiresAt = now + PENDING_SIGN_IN_TTL_MS
  await handle.db.updateTable('pending_sign_ins').set({ used_at: now }).where('user_id', '=', pending.userId).where('used_at', 'is', null).execute()
  await handle.db
    .insertInto('pending_sign_ins')
    .values({
      token_hash: hashToken(challenge),
      user_id: pending.userId,
      method: pending.method,
      effects: JSON.stringify(pending.effects),
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute()
  return { challenge, expiresAt }
}

/** The usable pending sign-in of a challenge, without spending it; else null. */
export async function peekPendingSignIn(handle: Queryable, challenge: string, now: number): Promise<PendingSignIn | null> {
  const row = await handle.db
    .selectFrom('pending_sign_ins')
    .select(['user_id', 'method', 'effects'])
    .where('token_hash', '=', hashToken(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row ? { userId: row.user_id, method: row.method as SignInMethod, effects: JSON.parse(row.effects) as SignInEffects } : null
}

/** Spends a challenge once; false when it was not usable any more. */
export async function spendPendingSignIn(handle: Queryable, challenge: string, now: number): Promise<boolean> {
  const result = await handle.db
    .updateTable('pending_sign_ins')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(challenge))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Deletes the user's pending sign-ins. */
export async function deletePendingSignInsOf(handle: Queryable, userId: string): Promise<void> {
  await handle.db.deleteFrom('pending_sign_ins').where('user_id', '=', userId).execute()
}
