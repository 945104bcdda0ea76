/**
 * One-time links of a user: `setup` (printed by `devtrail user create`: set a first password or
 * link SSO) and `reset` (a forgotten password, `devtrail user reset-link`). Stored hashed, spent
 * once, expiring. (The second-factor step is a pending sign-in: `auth/pendingSignIns.ts`.)
 */
import type { ExpressionBuilder } from 'kysely'
import { hashToken } from '../auth/tokenHash.js'
import { randomToken } from '../ids.js'
import type { Database } from '../store/schema.js'
import type { Queryable } from '../store/queryable.js'
import type { Store } from '../store/store.js'

/** What a link is for. */
export type UserLinkPurpose = 'setup' | 'reset'

/** How long each kind of link works, ms: set-up 7 days, reset 1 hour. */
export const USER_LINK_TTL_MS: Record<UserLinkPurpose, number> = {
  setup: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
}

const PREFIX: Record<UserLinkPurpose, string> = { setup: 'dtsu_', reset: 'dtr_' }

/** Creates a link for a user; earlier unused links of the same purpose stop working. */
export async function createUserLink(store: Store, userId: string, purpose: UserLinkPurpose, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32, PREFIX[purpose])
  const expiresAt = now + USER_LINK_TTL_MS[purpose]
  await store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_links')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute()
    await trx
      .insertInto('user_links')
      .values({ token_hash: hashToken(token), user_id: userId, purpose, created_at: now, expires_at: expiresAt, used_at: null })
      .execute()
  })
  return { token, expiresAt }
}

/** The condition of a usable link: `token`'s, of one of `purposes`, unused and unexpired at `now`. */
function usableLink(token: string, purposes: UserLinkPurpose[], now: number) {
  return (eb: ExpressionBuilder<Database, 'user_links'>) =>
    eb.and([eb('token_hash', '=', hashToken(token)), eb('purpose', 'in', purposes), eb('used_at', 'is', null), eb('expires_at', '>', now)])
}

/** The user a usable link belongs to, and what the link is for. */
export interface LinkOwner {
  userId: string
  purpose: UserLinkPurpose
}

const ownerOf = (row: { user_id: string; purpose: UserLinkPurpose } | undefined): LinkOwner | null =>
  row ? { userId: row.user_id, purpose: row.purpose } : null

/** The user of a usable link (known, unused, unexpired, of one of `purposes`), without spending it. */
export async function peekUserLink(store: Store, token: string, purposes: UserLinkPurpose[], now = Date.now()): Promise<LinkOwner | null> {
  return ownerOf(
    await store.db
      .selectFrom('user_links')
      .select(['user_id', 'purpose'])
      .where(usableLink(token, purposes, now))
      .executeTakeFirst(),
  )
}

/** Spends a link once; null when it was not usable. */
export async function spendUserLink(store: Store, token: string, purposes: UserLinkPurpose[], now = Date.now()): Promise<LinkOwner | null> {
  const update = store.db
    .updateTable('user_links')
    .set({ used_at: now })
    .where(usableLink(token, purposes, now))
  return ownerOf(await update.returning(['user_id', 'purpose']).executeTakeFirst())
}

/** Deletes the user's links, spent or not. */
export async function deleteUserLinksOf(handle: Queryable, userId: string): Promise<void> {
  await handle.db.deleteFrom('user_links').where('user_id', '=', userId).execute()
}
