/**
 * Optional second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1 as every authenticator
 * app reads it) with ten one-use recovery codes. The secret is sealed with the secret box; the
 * recovery codes are stored as their SHA-256.
 */
import { randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { hashToken } from '../auth/tokenHash.js'
import { DevtrailError } from '../errors.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import { deleteRecoveryCodesOf, markRecoveryCodeUsed, replaceRecoveryCodes } from './recoveryCodes.js'
import { advanceTotpStep, findUser, markTotpEnabled, setTotp } from './users.js'

/** How many recovery codes a user gets. */
export const RECOVERY_CODE_COUNT = 10

const ISSUER = 'Devtrail'

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
}

const contextOf = (userId: string) => `totp:${userId}`

function requireBox(box: SecretBox | undefined): SecretBox {
  if (!box) throw new DevtrailError('unavailable', 'two-factor codes need the server secret key (DEVTRAIL_SECRET_KEY or the key file)')
  return box
}

/** Starts enrolment: a new secret (sealed, not yet in force) and its otpauth:// URI for the QR code. */
export async function startTotpEnrolment(store: Queryable, box: SecretBox | undefined, userId: string): Promise<{ secret: string; uri: string }> {
  const user = await findUser(store, userId)
  if (!user) throw new DevtrailError('not_found', 'no such user')
  if (user.totpEnabled) throw new DevtrailError('params_invalid', 'two-factor codes are on already: turn them off first')
  const secret = new Secret({ size: 20 }).base32
  await setTotp(store, userId, requireBox(box).seal(secret, contextOf(userId)), null)
  return { secret, uri: totpOf(secret, user.email).toString() }
}

/** The 30-second step `code` belongs to, when it is the user's code now (one step of clock drift either way); else null. */
function matchingStep(box: SecretBox | undefined, userId: string, email: string, sealedSecret: string, code: string, now: number): number | null {
  const secret = requireBox(box).open(sealedSecret, contextOf(userId))
  const delta = totpOf(secret, email).validate({ token: code.replace(/\s/g, ''), timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 30_000) + delta
}

/**
 * Accepts a TOTP code once: true when it is the user's current code and no code of its step or a
 * later one was accepted before (a code seen over someone's shoulder cannot be used again).
 */
export async function spendTotpCode(
  store: Queryable,
  box: SecretBox | undefined,
  user: { id: string; email: string; totpSealedSecret: string },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const step = matchingStep(box, user.id, user.email, user.totpSealedSecret, code, now)
  if (step === null) return false
  return advanceTotpStep(store, user.id, step)
}

/** Confirms enrolment with a first code; answers the recovery codes, shown once. */
export async function confirmTotpEnrolment(store: Queryable, box: SecretBox | undefined, userId: string, code: string, now = Date.now()): Promise<string[]> {
  const user = await findUser(store, userId)
  if (!user?.totpSealedSecret || user.totpEnabled) throw new DevtrailError('params_invalid', 'start the enrolment first')
  if (!(await spendTotpCode(store, box, { id: userId, email: user.email, totpSealedSecret: user.totpSealedSecret }, code, now)))
    throw new DevtrailError('params_invalid', 'this code does not match: check the clock of your device')
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    randomBytes(8)
      .toString('hex')
      .replace(/(.{4})(?=.)/g, '$1-'),
  )
  await inTransaction(store, async ({ db: trx }) => {
    await replaceRecoveryCodes({ db: trx }, userId, codes.map(hashToken))
    await markTotpEnabled({ db: trx }, userId, now)
  })
  return codes
}

/** Turns TOTP off and drops the recovery codes. */
export async function disableTotp(store: Queryable, userId: string): Promise<void> {
  await setTotp(store, userId, null, null)
  await deleteRecoveryCodesOf(store, userId)
}

/** Spends a recovery code once; false when it is unknown or used. */
export async function spendRecoveryCode(store: Queryable, userId: string, code: string, now = Date.now()): Promise<boolean> {
  return markRecoveryCodeUsed(store, userId, hashToken(code.trim().toLowerCase()), now)
}

/** How many unused recovery codes the user has left. */
export async function recoveryCodesLeft(store: Queryable, userId: string): Promise<number> {
  const rows = await store.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).where('used_at', 'is', null).execute()
  return rows.length
}
