/**
 * A bounded memo for deterministic work on the hot paths (bot detection per user agent, IP
 * lookups per address, token signatures, value hashes): past the capacity the oldest answer is
 * forgotten (first in, first out: a hit costs one lookup, no reordering; a key still in use is
 * simply computed again). Only for pure functions of the exact key: a remembered answer must be
 * the one the work would give again.
 */
export class BoundedCache<K, V> {
  private readonly _entries = new Map<K, V>()
  private readonly _capacity: number

  /** Keeps up to `capacity` answers (0 keeps none). */
  constructor(capacity: number) {
    this._capacity = Math.max(0, capacity)
  }

  /** The answer for `key`: remembered, or `compute(key)`, then remembered. */
  get(key: K, compute: (key: K) => V): V {
    const entries = this._entries
    const known = entries.get(key)
    if (known !== undefined || entries.has(key)) return known as V
    const value = compute(key)
    if (this._capacity === 0) return value
    // a Map iterates in insertion order: its first key is the oldest
    if (entries.size >= this._capacity) entries.delete(entries.keys().next().value as K)
    entries.set(key, value)
    return value
  }

  /** How many answers are kept. */
  get size(): number {
    return this._entries.size
  }
}
