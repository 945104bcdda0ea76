/**
 * Lockout after repeated failed sign-ins, per account and per address, kept in the store so that
 * every server process sees it. Only a presented, wrong credential counts (a wrong password, a
 * wrong TOTP code), never a malformed request. A locked account or address is refused before its
 * password is checked, with the same answer whether the account exists or not.
 */
import { DevtrailError } from '../errors.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import { hashToken } from './tokenHash.js'

/** When sign-in locks. */
export interface LockoutPolicy {
  /** Failures of one account in a window before it locks (default 5). */
  accountFailures: number
  /** Failures from one address in a window before it locks (default 20). */
  addressFailures: number
  /** The counting window, ms (default 15 minutes). */
  windowMs: number
  /** How long a lock lasts, ms (default 15 minutes). */
  lockMs: number
}

/** The default lockout policy. */
export const DEFAULT_LOCKOUT: LockoutPolicy = { accountFailures: 5, addressFailures: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 }

/** The subject counted for an account (by e-mail, so unknown e-mails lock alike) and for an address (its SHA-256: no raw IP is stored). */
export function lockoutSubjects(email: string, ip: string): { account: string; address: string } {
  return { account: `email:${hashToken(email.trim().toLowerCase())}`, address: `ip:${hashToken(ip)}` }
}

/**
 * The subject counting a user's wrong second-factor codes (TOTP or recovery). Only a right code
 * clears it, never a right password: guessing codes behind a known password locks like guessing
 * passwords does.
 */
export function secondFactorSubject(userId: string): string {
  return `factor:${userId}`
}

/** Refuses (429 rate_limited) when the account or the address is locked. */
export async function requireNotLocked(store: Queryable, subjects: string[], now = Date.now()): Promise<void> {
  const rows = await store.db.selectFrom('sign_in_failures').select(['locked_until']).where('subject', 'in', subjects).where('locked_until', '>', now).execute()
  const until = Math.max(0, ...rows.map((row) => Number(row.locked_until)))
  if (until > now) {
    const retryAfterSeconds = Math.ceil((until - now) / 1000)
    throw new DevtrailError('rate_limited', `too many failed sign-ins: try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s) or reset the password`, {
      retryAfterSeconds,
    })
  }
}

/** Counts one failure of `subject`; locks it when the window's count reaches `limit`. */
export async function recordFailure(store: Queryable, subject: string, limit: number, policy: LockoutPolicy, now = Date.now()): Promise<void> {
  await inTransaction(store, async ({ db: trx }) => {
    const row = await trx.selectFrom('sign_in_failures').select(['failures', 'window_started_at']).where('subject', '=', subject).executeTakeFirst()
    const inWindow = row !== undefined && Number(row.window_started_at) > now - policy.windowMs
    const failures = inWindow ? Number(row.failures) + 1 : 1
    const values = {
      failures,
      window_started_at: inWindow ? Number(row.window_started_at) : now,
      locked_until: failures >= limit ? now + policy.lockMs : null,
    }
    if (row) await trx.updateTable('sign_in_failures').set(values).where('subject', '=', subject).execute()
    else
      await trx
        .insertInto('sign_in_failures')
        .values({ subject, ...values })
        .execute()
  })
}

/** Forgets the failures of `subject` (a successful sign-in, a password reset). */
export async function clearFailures(store: Queryable, subject: string): Promise<void> {
  await store.db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute()
}
