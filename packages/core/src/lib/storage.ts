import { browser } from './browser'

/** localStorage, or sessionStorage when `perTab`. Missing in some pages (and reading it throws where site data is blocked): its use then throws, inside the callers' `try`. */
const storageArea = (perTab?: boolean) => browser[perTab ? 'sessionStorage' : 'localStorage'] as Storage

/** Reads a JSON value from localStorage, or sessionStorage when `perTab`; null or undefined when missing or unreadable. */
export function readStored<T>(key: string, perTab?: boolean): T | null | undefined {
  try {
    // a missing key is null, which parses as null
    return JSON.parse(storageArea(perTab).getItem(key) as string)
  } catch {}
}

/** Writes a JSON text (`undefined` removes the key); false when storage is missing, denied or full. Never throws. */
export function writeStored(key: string, json: string | undefined, perTab?: boolean): boolean {
  try {
    if (json) storageArea(perTab).setItem(key, json)
    else storageArea(perTab).removeItem(key)
    return true
  } catch {
    return false
  }
}
