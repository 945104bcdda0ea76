/**
 * Short-lived snapshots of segment membership. A snapshot holds the ordered member ids of one
 * segment for `ttlMs`, so a client paging through a large segment sees one consistent order (no
 * repeats, no gaps) and every page costs one lookup of 100 rows by id, however deep it is.
 */
import type { Store } from '../store/store.js'
import type { Segment } from './segment.js'
import { segmentMemberIds } from './segmentMembers.js'

/** At most this many ids are held over all snapshots (about 100 MB). */
const MAX_HELD_IDS = 1_000_000

interface Snapshot {
  ids: Promise<string[]>
  /** Known once computed. */
  size: number
  expires: number
}

/** Ordered member ids per segment, recomputed from current data after `ttlMs`. */
export class MemberSnapshots {
  private readonly _entries = new Map<string, Snapshot>()
  private _held = 0

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
    if (cached) this._drop(key)
    const entry: Snapshot = { ids: segmentMemberIds(this._store, segment), size: 0, expires: now + this._ttlMs }
    this._entries.set(key, entry)
    entry.ids.then(
      (ids) => {
        if (this._entries.get(key) !== entry) return
        entry.size = ids.length
        this._held += ids.length
        this._evict(key)
      },
      // a failed computation is not kept
      () => {
        if (this._entries.get(key) === entry) this._drop(key)
      },
    )
    return entry.ids
  }

  private _drop(key: string): void {
    const entry = this._entries.get(key)
    if (!entry) return
    this._held -= entry.size
    this._entries.delete(key)
  }

  /** Drops expired snapshots, then the oldest ones, until the held ids fit (never `keep`). */
  private _evict(keep: string): void {
    const now = Date.now()
    for (const [key, entry] of this._entries) if (entry.expires <= now && key !== keep) this._drop(key)
    for (const key of [...this._entries.keys()]) {
      if (this._held <= MAX_HELD_IDS) break
      if (key !== keep) this._drop(key)
    }
  }
}
