/** The key that makes a refused identity claim one row however often it is refused again. */
import { createHash } from 'node:crypto'
import type { StoredIdentity } from './identities.js'

/** The key of a claim: the same claim refused again is the same row. */
export function conflictKey(source: string, reason: string, claim: readonly StoredIdentity[], developerIds: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([source, reason, claim, [...developerIds].sort()]))
    .digest('hex')
}
