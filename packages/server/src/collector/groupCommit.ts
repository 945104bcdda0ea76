/**
 * Group commit: requests wait a few milliseconds so that many batches are written in ONE
 * transaction; each waiting request is answered only once that transaction has committed.
 */
import { DevtrailError } from '../errors.js'

/** How long the first batch waits for company, and how many events fill a group. */
export interface GroupCommitOptions {
  /**
   * Longest wait before a group is written while the writer is idle, in ms (default 5). 0: no
   * timer, the items that arrive in the same turn of the event loop make the group (a busy
   * writer still lets the next group grow while it commits).
   */
  maxWaitMs?: number
  /** A group is written as soon as it holds this many events (default 500). */
  maxEvents?: number
  /**
   * Whether a write error means the store is unavailable (restarting, frozen) rather than one
   * bad item. Then the group fails whole at once, so does everything queued behind it, and new
   * items are refused for `unavailableMs`: callers hear 503 in the time of one write, never
   * wait behind a queue of writes that are each going to time out.
   */
  isUnavailable?: (error: unknown) => boolean
  /** How long new items are refused after the store was found unavailable, in ms (default 1000). */
  unavailableMs?: number
  /**
   * Longest wait for one group's write, in ms (default none). Past it the group is answered as
   * unavailable (503: callers retry, and event ids make a retry of a write that did land harmless)
   * instead of waiting on, e.g., the rollback of a write to a frozen database.
   */
  writeTimeoutMs?: number
  /**
   * Groups written at once (default 1). SQLite has one writer, and one group at a time lets the
   * next group grow while the last one commits; PostgreSQL commits several groups side by side.
   */
  concurrency?: number
}

/** Writes a group of items in one transaction and returns one result per item, in order. */
export type WriteGroup<T, R> = (items: T[]) => Promise<R[]>

interface Pending<T, R> {
  item: T
  size: number
  resolve: (result: R) => void
  reject: (error: unknown) => void
}

/** A group write that took longer than the write timeout. */
export class WriteTimeoutError extends DevtrailError {
  constructor(timeoutMs: number) {
    super('unavailable', `the store did not finish writing within ${timeoutMs} ms: retry later`)
  }
}

/** Buffers items and writes them in groups, `concurrency` groups at a time. */
export class GroupCommit<T, R> {
  private readonly _write: WriteGroup<T, R>
  private readonly _maxWaitMs: number
  private readonly _maxEvents: number
  private _queue: Pending<T, R>[] = []
  private _queuedEvents = 0
  private _timer: NodeJS.Timeout | NodeJS.Immediate | null = null
  private readonly _writing = new Set<Promise<void>>()
  private readonly _concurrency: number
  private _closed = false
  private readonly _isUnavailable: (error: unknown) => boolean
  private readonly _unavailableMs: number
  private readonly _writeTimeoutMs: number
  private _refuseUntil = 0

  constructor(write: WriteGroup<T, R>, options: GroupCommitOptions = {}) {
    this._write = write
    this._maxWaitMs = options.maxWaitMs ?? 5
    this._maxEvents = options.maxEvents ?? 500
    this._isUnavailable = options.isUnavailable ?? (() => false)
    this._unavailableMs = options.unavailableMs ?? 1000
    this._writeTimeoutMs = options.writeTimeoutMs ?? 0
    this._concurrency = Math.max(1, options.concurrency ?? 1)
  }

  /** Queues an item of `size` events; resolves with its result once its group has committed. */
  add(item: T, size: number): Promise<R> {
    if (this._closed) return Promise.reject(new DevtrailError('unavailable', 'the collector is shutting down'))
    if (Date.now() < this._refuseUntil) return Promise.reject(new DevtrailError('unavailable', 'the store is not answering: retry later'))
    return new Promise<R>((resolve, reject) => {
      this._queue.push({ item, size, resolve, reject })
      this._queuedEvents += size
      this._schedule()
    })
  }

  /** Writes everything queued, then stops taking items. */
  async close(): Promise<void> {
    this._closed = true
    await this.drain()
  }

  /** Writes everything queued so far. */
  async drain(): Promise<void> {
    while (this._queue.length > 0 || this._writing.size > 0) {
      if (this._writing.size > 0) await Promise.race(this._writing)
      else this._start()
    }
  }

  private _schedule(): void {
    if (this._writing.size >= this._concurrency) return
    if (this._queuedEvents >= this._maxEvents) {
      this._start()
    } else if (!this._timer) {
      this._timer = this._maxWaitMs > 0 ? setTimeout(() => this._start(), this._maxWaitMs) : setImmediate(() => this._start())
    }
  }

  private _start(): void {
    if (this._timer) {
      if (this._maxWaitMs > 0) clearTimeout(this._timer as NodeJS.Timeout)
      else clearImmediate(this._timer as NodeJS.Immediate)
      this._timer = null
    }
    if (this._writing.size >= this._concurrency || this._queue.length === 0) return
    const group: Pending<T, R>[] = []
    let events = 0
    while (this._queue.length > 0 && (group.length === 0 || events + this._queue[0]!.size <= this._maxEvents)) {
      const next = this._queue.shift()!
      events += next.size
      group.push(next)
    }
    this._queuedEvents -= events
    const writing: Promise<void> = this._commit(group).finally(() => {
      this._writing.delete(writing)
      // what queued up during this write has waited long enough: write it now
      if (this._queue.length > 0) this._start()
    })
    this._writing.add(writing)
    // a free writer takes the next full group at once
    if (this._queuedEvents >= this._maxEvents) this._start()
  }

  /** `_write`, answered as unavailable when it takes longer than the write timeout. */
  private _timedWrite(items: T[]): Promise<R[]> {
    const write = this._write(items)
    if (this._writeTimeoutMs <= 0) return write
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new WriteTimeoutError(this._writeTimeoutMs)), this._writeTimeoutMs)
    })
    // a write that loses the race may still fail later: that failure has no one left to tell
    write.catch(() => {})
    return Promise.race([write, timeout]).finally(() => clearTimeout(timer))
  }

  private async _commit(group: Pending<T, R>[]): Promise<void> {
    try {
      const results = await this._timedWrite(group.map((pending) => pending.item))
      group.forEach((pending, index) => {
        pending.resolve(results[index] as R)
      })
    } catch (error) {
      if (error instanceof WriteTimeoutError || this._isUnavailable(error)) {
        this._refuseUntil = Date.now() + this._unavailableMs
        const waiting = this._queue.splice(0)
        this._queuedEvents = 0
        for (const pending of [...group, ...waiting]) pending.reject(error)
        return
      }
      if (group.length === 1) {
        group[0]!.reject(error)
        return
      }
      // one bad batch must not fail the others: write each alone, so only the culprit fails
      for (const pending of group) {
        try {
          const [result] = await this._write([pending.item])
          pending.resolve(result as R)
        } catch (single) {
          pending.reject(single)
        }
      }
    }
  }
}
