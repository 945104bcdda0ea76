/**
 * Sign-in with e-mail and password. A wrong e-mail and a wrong password answer the same message in
 * the same time (the password is checked against a dummy hash), and both count towards the
 * lockout. A right password passes the sign-in gate: a user with TOTP gets a second step.
 */
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { verifyPassword } from '../users/passwordHashing.js'
import { findUserByEmail } from '../users/users.js'
import { clearFailures, lockoutSubjects, recordFailure } from './signInLockout.js'
import { type Admission, admitUser, requireNotLockedFor, type SignInContext } from './signInGate.js'

const WRONG = 'wrong e-mail or password'

/** Counts a wrong password for the account and the address. */
export async function recordWrongPassword(store: Store, subjects: { account: string; address: string }, context: SignInContext): Promise<void> {
  await recordFailure(store, subjects.account, context.lockout.accountFailures, context.lockout, context.now)
  await recordFailure(store, subjects.address, context.lockout.addressFailures, context.lockout, context.now)
}

/** Checks an e-mail and password, then admits the user; 401 when wrong, 429 while the account or address is locked. */
export async function signInWithPassword(store: Store, input: { email: string; password: string }, context: SignInContext): Promise<Admission> {
  const subjects = lockoutSubjects(input.email, context.address)
  const user = await findUserByEmail(store, input.email)
  await requireNotLockedFor(store, [subjects.account, subjects.address], user, context)
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password)
  if (!user || !matches) {
    await recordWrongPassword(store, subjects, context)
    throw new DevtrailError('unauthorized', WRONG)
  }
  // a right password lifts the password count only: wrong codes stay counted until a right code
  await clearFailures(store, subjects.account)
  return admitUser(store, user, { method: 'password', effects: {} }, context)
}
