/** Verifies GitHub's `X-Hub-Signature-256` header: `sha256=` and the hex HMAC-SHA256 of the raw body. */
import { createHmac, timingSafeEqual } from 'node:crypto'

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i

/** The header value GitHub sends for `body` signed with `secret`. */
export function githubSignature(secret: string, body: Uint8Array | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** Whether `header` is the signature of exactly these bytes with `secret` (compared in constant time). */
export function githubSignatureValid(secret: string, body: Uint8Array, header: string | string[] | undefined): boolean {
  const match = typeof header === 'string' ? SIGNATURE.exec(header.trim()) : null
  if (!match) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'))
}
