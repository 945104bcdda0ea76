/**
 * A member turning TOTP on and off, audited in the same transaction. Turning it off needs the
 * password (when the account has one) and a current code: a wrong password counts like a wrong
 * sign-in password, a wrong code like a wrong second-factor code, and both locks apply.
 */
import { recordUserEvent, selfActor } from '../audit/userEvents.js'
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { inTransaction } from '../store/queryable.js'
import type { Store } from '../store/store.js'
import { verifyPassword } from '../users/passwordHashing.js'
import { confirmTotpEnrolment, disableTotp, spendTotpCode } from '../users/totp.js'
import { findUser } from '../users/users.js'
import { recordWrongPassword } from './passwordSignIn.js'
import { requireNotLockedFor, type SignInContext } from './signInGate.js'
import { clearFailures, lockoutSubjects, recordFailure, secondFactorSubject } from './signInLockout.js'

/** Confirms enrolment (see `confirmTotpEnrolment`), recorded as `user.totp_enable`; answers the recovery codes. */
export async function confirmTotp(store: Store, box: SecretBox | undefined, userId: string, code: string, address: string, now: number): Promise<string[]> {
  return inTransaction(store, async (trx) => {
    const codes = await confirmTotpEnrolment(trx, box, userId, code, now)
    const user = await findUser(trx, userId)
    if (user) await recordUserEvent(trx, { user, actor: selfActor(user), action: 'user.totp_enable', address }, now)
    return codes
  })
}

/** Turns TOTP off after the checks above, recorded as `user.totp_disable`; 400 for a wrong password or code, 429 while locked. */
export async function turnTotpOff(
  store: Store,
  box: SecretBox | undefined,
  input: { userId: string; code: string; password: string | null },
  context: SignInContext,
): Promise<void> {
  const user = await findUser(store, input.userId)
  if (!user?.totpEnabled || !user.totpSealedSecret) throw new DevtrailError('params_invalid', 'two-factor codes are not on')
  const subjects = lockoutSubjects(user.email, context.address)
  const factor = secondFactorSubject(user.id)
  await requireNotLockedFor(store, [subjects.account, subjects.address, factor], user, context)
  if (user.hasPassword && !(input.password && (await verifyPassword(user.passwordHash, input.password)))) {
    if (input.password) await recordWrongPassword(store, subjects, context)
    throw new DevtrailError('params_invalid', 'give your current password to turn two-factor codes off')
  }
  const secret = { id: user.id, email: user.email, totpSealedSecret: user.totpSealedSecret }
  if (!(await spendTotpCode(store, box, secret, input.code, context.now))) {
    await recordFailure(store, factor, context.lockout.accountFailures, context.lockout, context.now)
    await recordFailure(store, subjects.address, context.lockout.addressFailures, context.lockout, context.now)
    throw new DevtrailError('params_invalid', 'this code does not match')
  }
  await clearFailures(store, factor)
  await inTransaction(store, async (trx) => {
    await disableTotp(trx, user.id)
    await recordUserEvent(trx, { user, actor: selfActor(user), action: 'user.totp_disable', address: context.address }, context.now)
  })
}
