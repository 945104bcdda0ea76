/** Deterministic activity ids for GitHub activity, so a redelivery or a re-import is the same row. */
import { createHash } from 'node:crypto'

/** A UUID-shaped id (version 5 layout, SHA-1 of the name) for a name such as `delivery:<guid>`. */
export function githubActivityId(name: string): string {
  const hash = createHash('sha1').update(`devtrail-github:${name}`).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
