/**
 * Sign-in with e-mail and password, then, for a user with TOTP, a second step with a code or a
 * recovery code. A wrong e-mail and a wrong password answer the same message in the same time
 * (the password is checked against a dummy hash), and both count towards the lockout.
 */
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { verifyPassword } from '../users/passwordHashing.js'
import { spendRecoveryCode, spendTotpCode } from '../users/totp.js'
import { createUserLink, peekUserLink, spendUserLink } from '../users/userLinks.js'
import { findUser, findUserByEmail } from '../users/users.js'
import { clearFailures, type LockoutPolicy, lockoutSubjects, recordFailure, requireNotLocked } from './signInLockout.js'

/** The outcome of a correct password: signed in, or a TOTP step to complete with `challenge`. */
export type PasswordSignIn = { kind: 'signed_in'; userId: string } | { kind: 'totp_required'; challenge: string; expiresAt: number }

const WRONG = 'wrong e-mail or password'

async function recordBoth(store: Store, subjects: { account: string; address: string }, policy: LockoutPolicy, now: number): Promise<void> {
  await recordFailure(store, subjects.account, policy.accountFailures, policy, now)
  await recordFailure(store, subjects.address, policy.addressFailures, policy, now)
}

/** Checks an e-mail and password; 401 when wrong, 429 while the account or address is locked. */
export async function signInWithPassword(
  store: Store,
  input: { email: string; password: string; ip: string },
  policy: LockoutPolicy,
  now: number,
): Promise<PasswordSignIn> {
  const subjects = lockoutSubjects(input.email, input.ip)
  await requireNotLocked(store, [subjects.account, subjects.address], now)
  const user = await findUserByEmail(store, input.email)
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !matches) {
    await recordBoth(store, subjects, policy, now)
    throw new DevtrailError('unauthorized', WRONG)
  }
  await clearFailures(store, subjects.account)
  if (!user.totpEnabled) return { kind: 'signed_in', userId: user.id }
  const { token, expiresAt } = await createUserLink(store, user.id, 'totp', now)
  return { kind: 'totp_required', challenge: token, expiresAt }
}

/** Completes a TOTP step with a 6-digit code or a recovery code; 401 when wrong (counted), the challenge spent on success. */
export async function completeTotpSignIn(
  store: Store,
  box: SecretBox | undefined,
  input: { challenge: string; code: string; ip: string },
  policy: LockoutPolicy,
  now: number,
): Promise<string> {
  const pending = await peekUserLink(store, input.challenge, ['totp'], now)
  const user = pending ? await findUser(store, pending.userId) : null
  if (!user?.totpSealedSecret) throw new DevtrailError('unauthorized', 'the sign-in step has expired: sign in again')
  const subjects = lockoutSubjects(user.email, input.ip)
  await requireNotLocked(store, [subjects.account, subjects.address], now)
  const code = input.code.trim()
  const matches = /^\d{6}$/.test(code.replace(/\s/g, ''))
    ? await spendTotpCode(store, box, { id: user.id, email: user.email, totpSealedSecret: user.totpSealedSecret }, code, now)
    : await spendRecoveryCode(store, user.id, code, now)
  if (!matches) {
    await recordBoth(store, subjects, policy, now)
    throw new DevtrailError('unauthorized', 'wrong code')
  }
  if (!(await spendUserLink(store, input.challenge, ['totp'], now))) throw new DevtrailError('unauthorized', 'the sign-in step has expired: sign in again')
  await clearFailures(store, subjects.account)
  return user.id
}
