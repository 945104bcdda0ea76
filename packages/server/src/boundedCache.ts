/**
 * A bounded memo for deterministic work on the hot paths (bot detection per user agent, IP
 * lookups per address, token signatures, value hashes): answers for recently used keys are
 * kept, the least recently used one is forgotten past the capacity. Only for pure functions of
 * the exact key: a remembered answer must be the one the work would give again.
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
    if (entries.has(key)) {
      const value = entries.get(key) as V
      // a Map iterates in insertion order: re-inserting makes this the most recently used
      entries.delete(key)
      entries.set(key, value)
      return value
    }
    const value = compute(key)
    if (this._capacity === 0) return value
    if (entries.size >= this._capacity) entries.delete(entries.keys().next().value as K)
    entries.set(key, value)
    return value
  }

  /** How many answers are kept. */
  get size(): number {
    return this._entries.size
  }
}
