import { randomBytes, randomUUID } from 'node:crypto'

/** A new UUID (v4) for any stored row. */
export function newId(): string {
  return randomUUID()
}

/** A random URL-safe token of `bytes` random bytes, with an optional prefix. */
export function randomToken(bytes: number, prefix = ''): string {
  return prefix + randomBytes(bytes).toString('base64url')
}
