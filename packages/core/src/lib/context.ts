import { createHooks, type Hooks } from './hooks'
import { readStored, writeStored } from './storage'

/**
 * What every part of one tracker shares: diagnostics (silent unless debug mode is on), page
 * hooks it can all undo, and web storage with a memory fallback.
 */
export interface Context extends Hooks {
  /** Whether `init({ debug: true })` asked for diagnostics. */
  _enabled?: boolean
  /** Writes a diagnostic to the console, only in debug mode: the tracker is silent otherwise. */
  _log(...args: unknown[]): void
  /** Wraps a function so that it never throws into the host page (errors go to the debug log). */
  _safe<A extends unknown[]>(action: (...args: A) => unknown): (...args: A) => void
  /** Reads a JSON value from localStorage, or sessionStorage when `perTab`; null or undefined when missing or unreadable. */
  _read<T>(key: string, perTab?: boolean): T | null | undefined
  /** Writes a JSON value (in memory for this page when storage is missing, denied or full); `undefined` removes it. Never throws. */
  _write(key: string, value?: unknown, perTab?: boolean): void
}

/** Creates the context of one tracker, silent until `_enabled` is set. */
export function createContext(): Context {
  // a key lives in one area only (per-tab keys are per-tab for the tracker's lifetime)
  const memory: Record<string, string> = {}
  const context = {
    _log: (...args: unknown[]) => context._enabled && console.log('[devtrail]', ...args),
    _safe:
      <A extends unknown[]>(action: (...args: A) => unknown) =>
      (...args: A) => {
        try {
          action(...args)
        } catch (error) {
          context._log(error)
        }
      },
    _read: (key: string, perTab?: boolean) => (key in memory ? JSON.parse(memory[key] as string) : readStored(key, perTab)),
    _write(key: string, value?: unknown, perTab?: boolean) {
      const json = JSON.stringify(value)
      delete memory[key]
      if (!writeStored(key, json, perTab) && json) memory[key] = json
    },
  } as Context
  return Object.assign(context, createHooks(context._safe))
}
