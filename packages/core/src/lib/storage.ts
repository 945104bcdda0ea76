import { g } from './browser'

/** A web storage area. */
export type Area = 'localStorage' | 'sessionStorage'

/** Values kept in memory for this page when web storage is missing, denied or full. */
const mem: Record<string, string> = {}

/** Reads a JSON value from web storage (or its memory fallback); null or undefined when missing or unreadable. */
export function read<T>(area: Area, key: string): T | null | undefined {
  try {
    return JSON.parse(mem[area + key] ?? g[area]!.getItem(key)!)
  } catch {}
}

/** Writes a JSON value to web storage, in memory when storage fails; `undefined` removes it. Never throws. */
export function write(area: Area, key: string, value?: unknown): void {
  const v = JSON.stringify(value)
  delete mem[area + key]
  try {
    v ? g[area]!.setItem(key, v) : g[area]!.removeItem(key)
  } catch {
    if (v) mem[area + key] = v
  }
}
