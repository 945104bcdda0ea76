import { g } from './browser'

const area = (perTab?: boolean) => g[perTab ? 'sessionStorage' : 'localStorage']!

/** Reads a JSON value from localStorage, or sessionStorage when `perTab`; null or undefined when missing or unreadable. */
export function readStored<T>(key: string, perTab?: boolean): T | null | undefined {
  try {
    return JSON.parse(area(perTab).getItem(key)!)
  } catch {}
}

/** Writes a JSON text (`undefined` removes the key); false when storage is missing, denied or full. Never throws. */
export function writeStored(key: string, json: string | undefined, perTab?: boolean): boolean {
  try {
    json ? area(perTab).setItem(key, json) : area(perTab).removeItem(key)
    return true
  } catch {
    return false
  }
}
