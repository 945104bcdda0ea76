/** How every team-access token (session, link, invitation, recovery code, SSO state) is stored: its SHA-256. */
import { createHash } from 'node:crypto'

/** SHA-256 hex of a token: a copy of the database opens nothing with it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
