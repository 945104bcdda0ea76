/**
 * The users repository: people who sign in to the dashboard, found by id or e-mail (stored
 * lower-cased, unique). Passwords arrive here already hashed; see `passwordHashing.ts`.
 */
import type { Selectable } from 'kysely'
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { Queryable } from '../store/queryable.js'
import type { UserTable } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A user as the product shows it (never the password hash or the TOTP secret). */
export interface User {
  id: string
  email: string
  name: string | null
  /** Whether the user has set a password. */
  hasPassword: boolean
  /** Whether sign-in asks for a TOTP code. */
  totpEnabled: boolean
  /** Whether an SSO account is linked. */
  ssoLinked: boolean
  /** When the user proved they own the e-mail (a verified SSO e-mail, an e-mailed link); null while unproven. */
  emailVerifiedAt: number | null
  createdAt: number
}

/** A user row with what sign-in needs. */
export interface UserCredentials extends User {
  passwordHash: string | null
  totpSealedSecret: string | null
}

const COLUMNS = ['id', 'email', 'name', 'password_hash', 'sso_subject', 'totp_sealed_secret', 'totp_enabled_at', 'email_verified_at', 'created_at'] as const

type UserRow = Pick<Selectable<UserTable>, (typeof COLUMNS)[number]>

function credentialsOf(row: UserRow): UserCredentials {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    hasPassword: row.password_hash !== null,
    totpEnabled: row.totp_enabled_at !== null,
    ssoLinked: row.sso_subject !== null,
    emailVerifiedAt: row.email_verified_at === null ? null : Number(row.email_verified_at),
    createdAt: Number(row.created_at),
    passwordHash: row.password_hash,
    totpSealedSecret: row.totp_sealed_secret,
  }
}

/** The public view of a user row. */
export function publicUser(user: UserCredentials): User {
  const { passwordHash: _hash, totpSealedSecret: _secret, ...shown } = user
  return shown
}

/** An e-mail address as stored: trimmed, lower-cased; refuses anything without one `@`. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized) || normalized.length > 254)
    throw new DevtrailError('params_invalid', `"${email}" is not an e-mail address`)
  return normalized
}

/**
 * Creates a user; refuses (409 name_taken) an e-mail already used. `emailVerifiedAt` only when the
 * e-mail is proved at creation (a verified SSO e-mail, a link that was only e-mailed).
 */
export async function createUser(
  store: Queryable,
  input: { email: string; name?: string | null; ssoSubject?: string | null; emailVerifiedAt?: number | null },
  now = Date.now(),
): Promise<User> {
  const email = normalizeEmail(input.email)
  if (await findUserByEmail(store, email)) throw new DevtrailError('name_taken', `a user with the e-mail ${email} exists already`)
  const row: UserRow = {
    id: newId(),
    email,
    name: input.name?.trim() || null,
    password_hash: null,
    sso_subject: input.ssoSubject ?? null,
    totp_sealed_secret: null,
    totp_enabled_at: null,
    email_verified_at: input.emailVerifiedAt ?? null,
    created_at: now,
  }
  await store.db
    .insertInto('users')
    .values({ ...row, totp_last_step: null })
    .execute()
  return publicUser(credentialsOf(row))
}

/** A user by e-mail (any case), with credentials; null when unknown. */
export async function findUserByEmail(store: Queryable, email: string): Promise<UserCredentials | null> {
  const row = await store.db.selectFrom('users').select(COLUMNS).where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
  return row ? credentialsOf(row) : null
}

/** A user by id, with credentials; null when unknown. */
export async function findUser(store: Queryable, userId: string): Promise<UserCredentials | null> {
  const row = await store.db.selectFrom('users').select(COLUMNS).where('id', '=', userId).executeTakeFirst()
  return row ? credentialsOf(row) : null
}

/** A user by the SSO account linked to it; null when none is. */
export async function findUserBySsoSubject(store: Queryable, subject: string): Promise<UserCredentials | null> {
  const row = await store.db.selectFrom('users').select(COLUMNS).where('sso_subject', '=', subject).executeTakeFirst()
  return row ? credentialsOf(row) : null
}

/** A user by id or e-mail, or 404. */
export async function getUser(store: Store, idOrEmail: string): Promise<UserCredentials> {
  const user = idOrEmail.includes('@') ? await findUserByEmail(store, idOrEmail) : await findUser(store, idOrEmail)
  if (!user) throw new DevtrailError('not_found', `no user ${idOrEmail}`)
  return user
}

/** Every user, by e-mail. */
export async function listUsers(store: Store): Promise<User[]> {
  const rows = await store.db.selectFrom('users').select(COLUMNS).orderBy('email').execute()
  return rows.map((row) => publicUser(credentialsOf(row)))
}

/** Whether any user exists (then API-key sign-in to the dashboard is off unless allowed). */
export async function usersExist(store: Store): Promise<boolean> {
  return (await store.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined
}

/** Stores a new password hash. */
export async function setPasswordHash(store: Queryable, userId: string, passwordHash: string): Promise<void> {
  await store.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
}

/** Links an SSO account (`<issuer> <sub>`) to a user. */
export async function linkSsoSubject(store: Queryable, userId: string, subject: string): Promise<void> {
  await store.db.updateTable('users').set({ sso_subject: subject }).where('id', '=', userId).execute()
}

/** Stores the sealed TOTP secret; `enabledAt` null while enrolling, and both null to turn TOTP off. */
export async function setTotp(store: Queryable, userId: string, sealedSecret: string | null, enabledAt: number | null): Promise<void> {
  await store.db
    .updateTable('users')
    .set({ totp_sealed_secret: sealedSecret, totp_enabled_at: enabledAt, totp_last_step: null })
    .where('id', '=', userId)
    .execute()
}

/** Records the TOTP step just used; false when it is not later than the last one (a code is spent once). */
export async function advanceTotpStep(store: Queryable, userId: string, step: number): Promise<boolean> {
  const result = await store.db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((where) => where.or([where('totp_last_step', 'is', null), where('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Records when TOTP enrolment was confirmed. */
export async function markTotpEnabled(store: Queryable, userId: string, now: number): Promise<void> {
  await store.db.updateTable('users').set({ totp_enabled_at: now }).where('id', '=', userId).execute()
}

/** Records that the user proved they own the e-mail (kept from the first proof). */
export async function markEmailProven(store: Queryable, userId: string, now: number): Promise<void> {
  await store.db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).where('email_verified_at', 'is', null).execute()
}

/** Drops the credentials the maker of an unproven account set (password and TOTP); see `userRemoval.ts`. */
export async function clearUserCredentials(store: Queryable, userId: string): Promise<void> {
  await store.db
    .updateTable('users')
    .set({ password_hash: null, totp_sealed_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute()
}

/** Deletes the user's own row; `userRemoval.ts` deletes what hangs off it first. */
export async function deleteUserRow(store: Queryable, userId: string): Promise<void> {
  await store.db.deleteFrom('users').where('id', '=', userId).execute()
}
