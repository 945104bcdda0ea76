/**
 * The collector's drop counts on their way to the store: added in memory per asset, UTC day and
 * reason as requests are answered, and written together at most once per `flushMs` (and on
 * close), so a flood of dropped requests costs one small write a second, not one per request.
 * Counts are diagnostics: a crash loses at most the last second of them, never an event.
 */
import { dayOf } from '../stats/rollup.js'
import { addIngestDrops, type IngestDropCount } from '../stats/ingestDrops.js'
import type { Store } from '../store/store.js'
import type { DropCounts } from './dropReasons.js'

/** How the counts are written. */
export interface DropCounterOptions {
  /** Longest wait before counts are written, in ms (default 1000). */
  flushMs?: number
  /** Hears a failed write (its counts are kept for the next one). */
  onError?: (error: unknown) => void
}

/** Counts dropped events in memory and writes them to `stats_daily_ingest_drops` in the background. */
export class DropCounter {
  private readonly _store: Store
  private readonly _flushMs: number
  private readonly _onError: (error: unknown) => void
  private _pending = new Map<string, IngestDropCount>()
  private _timer: NodeJS.Timeout | null = null
  private _flushing: Promise<void> | null = null

  constructor(store: Store, options: DropCounterOptions = {}) {
    this._store = store
    this._flushMs = options.flushMs ?? 1000
    this._onError = options.onError ?? (() => {})
  }

  /** Adds the events of `asset` dropped by a request received at `receivedAt`. */
  add(asset: { id: string; workspaceId: string }, receivedAt: number, dropped: DropCounts): void {
    const day = dayOf(receivedAt)
    for (const [reason, count] of Object.entries(dropped)) {
      if (!count) continue
      const key = `${asset.workspaceId}\u0000${day}\u0000${asset.id}\u0000${reason}`
      const entry = this._pending.get(key)
      if (entry) entry.count += count
      else this._pending.set(key, { workspace_id: asset.workspaceId, day, asset_id: asset.id, reason, count })
    }
    if (this._pending.size > 0 && !this._timer) {
      this._timer = setTimeout(() => {
        this._timer = null
        void this.flush()
      }, this._flushMs)
      // pending counts must not keep a finished process alive: close() writes them
      this._timer.unref()
    }
  }

  /** Writes the counts added so far; resolves once they are stored (or kept after a failure). */
  async flush(): Promise<void> {
    while (this._flushing) await this._flushing
    if (this._pending.size === 0) return
    const counts = this._pending
    this._pending = new Map()
    this._flushing = addIngestDrops(this._store.db, [...counts.values()])
      .catch((error: unknown) => {
        // kept for the next write: the map is bounded by the assets, days and reasons seen
        for (const [key, entry] of counts) {
          const again = this._pending.get(key)
          if (again) again.count += entry.count
          else this._pending.set(key, entry)
        }
        this._onError(error)
      })
      .finally(() => {
        this._flushing = null
      })
    await this._flushing
  }

  /** Writes what is pending and stops the timer. */
  async close(): Promise<void> {
    if (this._timer) clearTimeout(this._timer)
    this._timer = null
    await this.flush()
  }
}
