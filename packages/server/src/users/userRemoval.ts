/**
 * Removing a user, or what the maker of an unproven account set, together with every row that
 * hangs off them (memberships, sessions, links, sign-in steps, recovery codes), each through the
 * module that owns its table.
 */
import { deletePendingSignInsOf } from '../auth/pendingSignIns.js'
import { deleteSessionsOfUser } from '../auth/sessionRows.js'
import { deleteMembershipsOf } from '../members/memberships.js'
import type { Queryable } from '../store/queryable.js'
import type { Store } from '../store/store.js'
import { deleteRecoveryCodesOf } from './recoveryCodes.js'
import { deleteUserLinksOf } from './userLinks.js'
import { clearUserCredentials, deleteUserRow } from './users.js'

/**
 * Drops what the maker of an unproven account set: the password, TOTP and recovery codes, open
 * sign-in steps and links. The caller ends the sessions and records the take-over.
 */
export async function clearUnprovenCredentials(store: Queryable, userId: string): Promise<void> {
  await clearUserCredentials(store, userId)
  await deleteRecoveryCodesOf(store, userId)
  await deletePendingSignInsOf(store, userId)
  await deleteUserLinksOf(store, userId)
}

/** Deletes a user with their memberships, sessions, links and recovery codes. */
export async function removeUser(store: Store, userId: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await deleteMembershipsOf({ db: trx }, userId)
    await deleteUserLinksOf({ db: trx }, userId)
    await deleteRecoveryCodesOf({ db: trx }, userId)
    await deletePendingSignInsOf({ db: trx }, userId)
    await deleteSessionsOfUser({ db: trx }, userId)
    await deleteUserRow({ db: trx }, userId)
  })
}
