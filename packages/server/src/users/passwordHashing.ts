/**
 * Password hashing: argon2id with OWASP's minimum parameters (19 MiB of memory, 2 passes, one
 * lane), about 20-40 ms per hash on a server core. An unknown e-mail is checked against a fixed
 * dummy hash with the same parameters, so a sign-in takes as long whether the e-mail exists or not.
 */
import { hash, verify } from '@node-rs/argon2'

/** The argon2id parameters: memoryCost in KiB, timeCost in passes. */
export const ARGON2_PARAMETERS = {
  // Algorithm.Argon2id: the package's enum is a `const enum`, which isolated modules cannot import
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

/** The argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS)
}

let dummyHash: Promise<string> | undefined

/**
 * Whether `password` matches `passwordHash`. With a null hash (unknown user, no password set) it
 * still runs one verification against a dummy hash and answers false: the time tells nothing.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('devtrail dummy password, never matches')
    await verify(await dummyHash, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
