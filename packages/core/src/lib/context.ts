import { readStored, writeStored } from './storage'

/**
 * What every part of one tracker shares: diagnostics (silent unless debug mode is on), page
 * hooks it can all undo, and web storage with a memory fallback.
 */
export interface Context {
  /** Whether `init({ debug: true })` asked for diagnostics. */
  _enabled?: boolean
  /** Writes a diagnostic to the console, only in debug mode: the tracker is silent otherwise. */
  _log(...args: unknown[]): void
  /** Wraps a function so that it never throws into the host page (errors go to the debug log). */
  _safe<A extends unknown[]>(f: (...args: A) => unknown): (...args: A) => void
  /** Adds a capturing listener that never throws into the page to `target` (the window or the document: both exist once `init` runs). */
  _on(target: object, type: string, listener: (event: Event) => void): void
  /**
   * Wraps `target[name]` transparently (same arguments, `this` and return value, so the same
   * promise) to call `hook` with the arguments, before the original or `after` it.
   */
  _wrap(target: object | undefined | null, name: string, hook: (args: unknown[]) => void, after?: 1): void
  /** Removes every listener and restores every wrapped method (unless someone wrapped it again since). */
  _removeAll(): void
  /** Reads a JSON value from localStorage, or sessionStorage when `perTab`; null or undefined when missing or unreadable. */
  _read<T>(key: string, perTab?: boolean): T | null | undefined
  /** Writes a JSON value (in memory for this page when storage is missing, denied or full); `undefined` removes it. Never throws. */
  _write(key: string, value?: unknown, perTab?: boolean): void
}

/** Creates the context of one tracker, silent until `_enabled` is set. */
export function createContext(): Context {
  const undo: (() => void)[] = []
  // a key lives in one area only (per-tab keys are per-tab for the tracker's lifetime)
  const memory: Record<string, string> = {}
  const context: Context = {
    _log: (...args) => context._enabled && console.log('[devtrail]', ...args),
    _safe:
      (f) =>
      (...args) => {
        try {
          f(...args)
        } catch (e) {
          context._log(e)
        }
      },
    _on(target, type, listener) {
      const h = context._safe(listener)
      ;(target as EventTarget).addEventListener(type, h, true)
      undo.push(() => (target as EventTarget).removeEventListener(type, h, true))
    },
    _wrap(target, name, hook, after) {
      const t = target as Record<string, unknown> | undefined
      const original = t?.[name]
      if (typeof original != 'function') return
      const h = context._safe(hook)
      const wrapper = function (this: unknown, ...args: unknown[]) {
        if (!after) h(args)
        const result = original.apply(this, args)
        if (after) h(args)
        return result
      }
      t![name] = wrapper
      undo.push(() => t![name] === wrapper && (t![name] = original))
    },
    _removeAll() {
      undo.splice(0).forEach((f) => f())
    },
    _read: (key, perTab) => (key in memory ? JSON.parse(memory[key]!) : readStored(key, perTab)),
    _write(key, value, perTab) {
      const v = JSON.stringify(value)
      delete memory[key]
      if (!writeStored(key, v, perTab) && v) memory[key] = v
    },
  }
  return context
}
