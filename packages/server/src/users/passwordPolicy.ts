/**
 * What a new password must be: at least 12 characters (at most 256, argon2 needs no more), not a
 * common password, not one character repeated or a keyboard or digit run, not the e-mail itself.
 */
import { DevtrailError } from '../errors.js'
import { COMMON_PASSWORDS } from './commonPasswords.js'

/** The shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 12
/** The longest password accepted. */
export const MAX_PASSWORD_LENGTH = 256

const RUNS = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm', '09876543210987654321']

/** Why `password` is refused, or null when it is acceptable for the user with this e-mail. */
export function weakPasswordReason(password: string, email: string | null = null): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`
  if (password.length > MAX_PASSWORD_LENGTH) return `the password must have at most ${MAX_PASSWORD_LENGTH} characters`
  const lowered = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lowered)) return 'this password is one of the most common passwords: choose another'
  if (new Set(lowered).size <= 2) return 'the password repeats one or two characters: choose another'
  if (RUNS.some((run) => run.includes(lowered))) return 'the password is a keyboard or alphabet run: choose another'
  if (email && (lowered === email || lowered.includes(email.split('@')[0] ?? email))) return 'the password must not contain your e-mail address'
  return null
}

/** Refuses (400 params_invalid) a password `weakPasswordReason` objects to. */
export function requireStrongPassword(password: string, email: string | null = null): void {
  const reason = weakPasswordReason(password, email)
  if (reason) throw new DevtrailError('params_invalid', reason)
}
