/**
 * Short-lived snapshots of segment membership. A snapshot holds the ordered member ids of one
 * segment for `ttlMs`, so a client paging through a large segment sees one consistent order (no
 * repeats, no gaps) and every page costs one lookup of 100 rows by id, however deep it is.
 */
import type { Store } from '../store/store.js'
import type { Segment } from './segment.js'
import { segmentMemberIds } from './segmentMembers.js'

const MAX_SNAPSHOTS = 200

/** Ordered member ids per segment, recomputed from current data after `ttlMs`. */
export class MemberSnapshots {
  private readonly _entries = new Map<string, { ids: Promise<string[]>; expires: number }>()

  constructor(
    private readonly _store: Store,
    private readonly _ttlMs: number,
  ) {}

  /** The segment's member ids in paging order. */
  async ids(segment: Segment): Promise<string[]> {
    if (this._ttlMs <= 0) return segmentMemberIds(this._store, segment)
    const key = `${segment.workspaceId}/${segment.id}`
    const now = Date.now()
    const cached = this._entries.get(key)
    if (cached && cached.expires > now) return cached.ids
    if (this._entries.size >= MAX_SNAPSHOTS) this._evictExpired(now)
    const ids = segmentMemberIds(this._store, segment)
    const entry = { ids, expires: now + this._ttlMs }
    this._entries.set(key, entry)
    // a failed computation is not kept
    ids.catch(() => {
      if (this._entries.get(key) === entry) this._entries.delete(key)
    })
    return ids
  }

  private _evictExpired(now: number): void {
    for (const [key, entry] of this._entries) if (entry.expires <= now) this._entries.delete(key)
    // still full: drop the oldest (Map keeps insertion order)
    while (this._entries.size >= MAX_SNAPSHOTS) {
      const oldest = this._entries.keys().next().value
      if (oldest === undefined) break
      this._entries.delete(oldest)
    }
  }
}
