/**
 * Secrets at rest (identify secrets, GitHub webhook secrets, and later CRM credentials): sealed with
 * AES-256-GCM under one server key, so a copy of the database alone reveals none of them.
 * The key is `DEVTRAIL_SECRET_KEY` (32 bytes as 64 hex digits or base64/base64url), else the
 * `secret-key` file of the server's data folder, created with mode 0600 on first use.
 */
import { createPrivateFolder } from '../store/dataFilePermissions.js'
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Bytes of an AES-256 key. */
const KEY_BYTES = 32
/** Bytes of a GCM nonce (the size GCM is built for). */
const IV_BYTES = 12
/** Bytes of a GCM authentication tag. */
const TAG_BYTES = 16
/** Prefix of a sealed value: the format's version, so a later format can sit beside this one. */
const VERSION = 'v1'
/** Name of the key file in the data folder. */
export const SECRET_KEY_FILE = 'secret-key'

/** A secret key that cannot be used, or a sealed value that cannot be opened; the message says why, never the secret. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SecretBoxError'
  }
}

/** The 32 key bytes written as 64 hex digits or as base64/base64url; throws a SecretBoxError otherwise. */
export function parseSecretKey(text: string, source = 'DEVTRAIL_SECRET_KEY'): Buffer {
  const trimmed = text.trim()
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/=$/, ''), 'base64url')
      : null
  if (key?.length !== KEY_BYTES) {
    throw new SecretBoxError(`${source} must hold 32 bytes as 64 hex digits or base64 (for example: openssl rand -hex 32)`)
  }
  return key
}

/** The key of `folder/secret-key`, creating the file (mode 0600) with a random key when there is none. */
export function persistedSecretKey(folder: string): Buffer {
  const file = join(folder, SECRET_KEY_FILE)
  const existing = readKeyFile(file)
  if (existing) return existing
  createPrivateFolder(folder)
  const key = randomBytes(KEY_BYTES)
  // written whole under a temporary name, then linked into place: a second process starting at
  // once either wins the link or reads the complete file, never half of it
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, `${key.toString('hex')}\n`, { mode: 0o600 })
  try {
    linkSync(temporary, file)
    return key
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readKeyFile(file) ?? key
  } finally {
    rmSync(temporary, { force: true })
  }
}

function readKeyFile(file: string): Buffer | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  return parseSecretKey(text, file)
}

/**
 * Whether `value` has the format of a sealed value (`v1.<nonce>.<ciphertext+tag>`), so that rows
 * stored in clear by an earlier version can be told apart; says nothing of whether it opens.
 */
export function isSealedSecret(value: string): boolean {
  const [version, iv, body, extra] = value.split('.')
  return (
    version === VERSION &&
    extra === undefined &&
    /^[\w-]+$/.test(iv ?? '') &&
    /^[\w-]+$/.test(body ?? '') &&
    Buffer.from(iv!, 'base64url').length === IV_BYTES &&
    Buffer.from(body!, 'base64url').length >= TAG_BYTES
  )
}

/**
 * Seals and opens secrets with one key. A sealed value is `v1.<nonce>.<ciphertext+tag>`
 * (base64url); `context` (what the secret is for, e.g. `identify-secret:<asset id>`) is
 * authenticated too, so a sealed value copied into another row does not open there.
 */
export class SecretBox {
  // an ES private field: util.inspect and loggers cannot print it
  readonly #key: Buffer

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError('a secret box key is 32 bytes')
    this.#key = Buffer.from(key)
  }

  /** A short fingerprint of the key (never the key): tells which key sealed what, in logs and support. */
  get keyId(): string {
    return createHash('sha256').update('devtrail-secret-key-id').update(this.#key).digest('hex').slice(0, 12)
  }

  /** `secret` sealed for `context`. */
  seal(secret: string, context: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv)
    cipher.setAAD(Buffer.from(context, 'utf8'))
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`
  }

  /** The secret sealed for `context`; a SecretBoxError when it was sealed with another key, for another context, or altered. */
  open(sealed: string, context: string): string {
    const [version, iv, body] = sealed.split('.')
    const ivBytes = Buffer.from(iv ?? '', 'base64url')
    const bodyBytes = Buffer.from(body ?? '', 'base64url')
    if (version !== VERSION || ivBytes.length !== IV_BYTES || bodyBytes.length < TAG_BYTES) throw new SecretBoxError('not a sealed secret')
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, ivBytes)
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(bodyBytes.subarray(bodyBytes.length - TAG_BYTES))
      return Buffer.concat([decipher.update(bodyBytes.subarray(0, bodyBytes.length - TAG_BYTES)), decipher.final()]).toString('utf8')
    } catch {
      throw new SecretBoxError('the secret does not open with this key (sealed with another DEVTRAIL_SECRET_KEY or key file, or altered)')
    }
  }

  /** Never prints the key (`console.log`, loggers' serializers). */
  toJSON(): string {
    return `SecretBox(${this.keyId})`
  }
}
