import { g } from './browser'

/** A web storage area. */
export type Area = 'localStorage' | 'sessionStorage'

/** Web storage of one tracker, with a memory fallback for this page when storage is missing, denied or full. */
export interface Storage {
  /** Reads a JSON value; null or undefined when missing or unreadable. */
  _read<T>(area: Area, key: string): T | null | undefined
  /** Writes a JSON value (in memory when storage fails); `undefined` removes it. Never throws. */
  _write(area: Area, key: string, value?: unknown): void
}

/** Creates the storage of one tracker. */
export function createStorage(): Storage {
  const memory: Record<string, string> = {}
  return {
    _read(area, key) {
      try {
        return JSON.parse(memory[area + key] ?? g[area]!.getItem(key)!)
      } catch {}
    },
    _write(area, key, value) {
      const v = JSON.stringify(value)
      delete memory[area + key]
      try {
        v ? g[area]!.setItem(key, v) : g[area]!.removeItem(key)
      } catch {
        if (v) memory[area + key] = v
      }
    },
  }
}
