/**
 * Short-lived snapshots of segment membership. A snapshot holds the ordered member ids of one
 * segment for `ttlMs`, so a client paging through a large segment sees one consistent order (no
 * repeats, no gaps) and every page costs one lookup of 100 rows by id, however deep it is.
 * An expired snapshot is rebuilt behind the reads, which keep getting the one before it until the
 * new one is there (stale while revalidating): the rebuild of a large segment (over 100 ms at
 * 100k developers) is waited for only by the first read of a segment no one has read lately.
 */
import type { Store } from '../store/store.js'
import type { Segment } from './segment.js'
import { segmentMemberIds } from './segmentMembers.js'

/** At most this many ids are held over all snapshots (about 100 MB). */
const MAX_HELD_IDS = 1_000_000

interface Snapshot {
  ids: Promise<string[]>
  /** The ids once computed (a snapshot that has them can be served while its successor is built). */
  ready: string[] | null
  /** Known once computed. */
  size: number
  expires: number
  /** Whether its successor is being built. */
  refreshing: boolean
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
    const entry = this._entries.get(key)
    if (!entry) return this._start(key, segment).ids
    if (entry.ready && entry.expires <= Date.now()) this._refresh(key, segment, entry)
    return entry.ready ?? entry.ids
  }

  /** Computes a segment's first snapshot; reads wait for it. */
  private _start(key: string, segment: Segment): Snapshot {
    const entry: Snapshot = { ids: segmentMemberIds(this._store, segment), ready: null, size: 0, expires: Date.now() + this._ttlMs, refreshing: false }
    this._entries.set(key, entry)
    entry.ids.then(
      (ids) => {
        if (this._entries.get(key) !== entry) return
        this._hold(entry, ids)
        this._evict(key)
      },
      // a failed computation is not kept
      () => {
        if (this._entries.get(key) === entry) this._drop(key)
      },
    )
    return entry
  }

  /** Builds the successor of an expired snapshot while reads keep getting `stale`. */
  private _refresh(key: string, segment: Segment, stale: Snapshot): void {
    if (stale.refreshing) return
    stale.refreshing = true
    segmentMemberIds(this._store, segment).then(
      (ids) => {
        if (this._entries.get(key) !== stale) return
        this._drop(key)
        const entry: Snapshot = { ids: Promise.resolve(ids), ready: null, size: 0, expires: 0, refreshing: false }
        this._entries.set(key, entry)
        this._hold(entry, ids)
        this._evict(key)
      },
      // a failed rebuild keeps the old snapshot; a later read tries again
      () => {
        stale.refreshing = false
      },
    )
  }

  private _hold(entry: Snapshot, ids: string[]): void {
    entry.ready = ids
    entry.size = ids.length
    // expiry counts from when the ids are there, so a slow computation is not stale at once
    entry.expires = Date.now() + this._ttlMs
    this._held += ids.length
  }

  private _drop(key: string): void {
    const entry = this._entries.get(key)
    if (!entry) return
    this._held -= entry.size
    this._entries.delete(key)
  }

  /** Past the cap, drops expired snapshots, then the oldest ones, until the held ids fit (never `keep`). */
  private _evict(keep: string): void {
    if (this._held <= MAX_HELD_IDS) return
    const now = Date.now()
    for (const [key, entry] of this._entries) if (entry.expires <= now && key !== keep) this._drop(key)
    for (const key of [...this._entries.keys()]) {
      if (this._held <= MAX_HELD_IDS) break
      if (key !== keep) this._drop(key)
    }
  }
}
