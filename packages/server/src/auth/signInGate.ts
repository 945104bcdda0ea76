/**
 * The one gate every member sign-in passes (password, set-up or reset link, invitation, SSO): a
 * user with a second factor gets a pending step, and nothing of the sign-in happens (no session,
 * no password set, no invitation accepted, no SSO account linked) until a right code is given.
 * A stolen password, a stolen link or an identity provider's word alone never opens such an
 * account.
 */
import { recordUserEvent, selfActor } from '../audit/userEvents.js'
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { inTransaction } from '../store/queryable.js'
import type { Store } from '../store/store.js'
import { spendRecoveryCode, spendTotpCode } from '../users/totp.js'
import { findUser, type UserCredentials } from '../users/users.js'
import { type OpenedSession, openSession, type SignInMethod } from './sessions.js'
import { createPendingSignIn, peekPendingSignIn, spendPendingSignIn } from './pendingSignIns.js'
import { applySignInEffects, type SignInEffects } from './signInEffects.js'
import { clearFailures, type LockoutPolicy, lockoutSubjects, recordFailure, requireNotLocked, secondFactorSubject } from './signInLockout.js'

/** Where a sign-in comes from. */
export interface SignInContext {
  lockout: LockoutPolicy
  now: number
  /** The client address (lockout per address, audit). */
  address: string
  userAgent: string | null
}

/** The outcome of a sign-in: a session, or a second-factor step to complete with `challenge`. */
export type Admission = { status: 'signed_in'; session: OpenedSession } | { status: 'totp_required'; challenge: string; expiresAt: number }

/** Refuses (429) a locked subject, recording the refusal in the user's workspaces when the user is known. */
export async function requireNotLockedFor(store: Store, subjects: string[], user: { id: string; email: string } | null, context: SignInContext): Promise<void> {
  try {
    await requireNotLocked(store, subjects, context.now)
  } catch (error) {
    if (user && error instanceof DevtrailError && error.type === 'rate_limited') {
      await recordUserEvent(store, { user, actor: selfActor(user), action: 'user.sign_in_locked', address: context.address }, context.now)
    }
    throw error
  }
}

async function open(store: Store, userId: string, method: SignInMethod, effects: SignInEffects, context: SignInContext): Promise<Admission> {
  const workspaceId = await applySignInEffects(store, userId, effects, context.address, context.now)
  const session = await openSession(store, { kind: 'member', userId, workspaceId, method }, context.userAgent, context.now)
  return { status: 'signed_in', session }
}

/**
 * Admits `user`, whose first proof (password, link, SSO) the caller checked: with TOTP on, answers
 * a pending step (refused while its codes are locked); else applies `effects` and opens a session.
 * `factorGiven`: the request comes from a live session of this user, which passed this gate already.
 */
export async function admitUser(
  store: Store,
  user: UserCredentials,
  attempt: { method: SignInMethod; effects: SignInEffects; factorGiven?: boolean },
  context: SignInContext,
): Promise<Admission> {
  if (user.totpEnabled && !attempt.factorGiven) {
    await requireNotLockedFor(store, [secondFactorSubject(user.id)], user, context)
    const { challenge, expiresAt } = await createPendingSignIn(store, { userId: user.id, method: attempt.method, effects: attempt.effects }, context.now)
    return { status: 'totp_required', challenge, expiresAt }
  }
  return open(store, user.id, attempt.method, attempt.effects, context)
}

const EXPIRED = 'the sign-in step has expired: sign in again'

/**
 * Completes a pending step with a TOTP code or a recovery code: 401 when wrong (counted for the
 * user until a right code, and for the address), 429 while locked; on success the sign-in happens.
 */
export async function completeSecondFactor(
  store: Store,
  box: SecretBox | undefined,
  input: { challenge: string; code: string },
  context: SignInContext,
): Promise<Admission> {
  const pending = await peekPendingSignIn(store, input.challenge, context.now)
  const user = pending ? await findUser(store, pending.userId) : null
  if (!pending || !user?.totpEnabled || !user.totpSealedSecret) throw new DevtrailError('unauthorized', EXPIRED)
  const factor = secondFactorSubject(user.id)
  const address = lockoutSubjects(user.email, context.address).address
  await requireNotLockedFor(store, [factor, address], user, context)
  const code = input.code.trim()
  const isTotp = /^\d{6}$/.test(code.replace(/\s/g, ''))
  const matches = isTotp
    ? await spendTotpCode(store, box, { id: user.id, email: user.email, totpSealedSecret: user.totpSealedSecret }, code, context.now)
    : await inTransaction(store, async (trx) => {
        const spent = await spendRecoveryCode(trx, user.id, code, context.now)
        if (spent) await recordUserEvent(trx, { user, actor: selfActor(user), action: 'user.recovery_code_use', address: context.address }, context.now)
        return spent
      })
  if (!matches) {
    await recordFailure(store, factor, context.lockout.accountFailures, context.lockout, context.now)
    await recordFailure(store, address, context.lockout.addressFailures, context.lockout, context.now)
    throw new DevtrailError('unauthorized', 'wrong code')
  }
  if (!(await spendPendingSignIn(store, input.challenge, context.now))) throw new DevtrailError('unauthorized', EXPIRED)
  await clearFailures(store, factor)
  return open(store, user.id, pending.method, pending.effects, context)
}
