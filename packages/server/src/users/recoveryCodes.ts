/**
 * The recovery-code repository: the SQL that writes a user's TOTP recovery codes (stored as their
 * SHA-256, one use each). `users/totp.ts` makes and checks them; removing a user or an unproven
 * account's credentials drops them.
 */
import type { Queryable } from '../store/queryable.js'

/** Replaces the user's recovery codes by these hashes, all unused. */
export async function replaceRecoveryCodes(handle: Queryable, userId: string, codeHashes: readonly string[]): Promise<void> {
  await deleteRecoveryCodesOf(handle, userId)
  await handle.db
    .insertInto('recovery_codes')
    .values(codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, used_at: null })))
    .execute()
}

/** Deletes the user's recovery codes. */
export async function deleteRecoveryCodesOf(handle: Queryable, userId: string): Promise<void> {
  await handle.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
}

/** Marks the user's unused code with this hash used; false when there is none. */
export async function markRecoveryCodeUsed(handle: Queryable, userId: string, codeHash: string, now: number): Promise<boolean> {
  const result = await handle.db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
