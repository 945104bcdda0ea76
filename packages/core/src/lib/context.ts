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

/** Page hooks that can all be undone: listeners and wrapped methods. */
export type Hooks = Pick<Context, '_on' | '_wrap' | '_removeAll'>

/** Creates page hooks whose listeners and wrappers run through `safe` (so they never throw into the page). */
export function createHooks(safe: Context['_safe']): Hooks {
  const undo: (() => void)[] = []
  return {
    _on(target, type, listener) {
      const h = safe(listener)
      ;(target as EventTarget).addEventListener(type, h, true)
      undo.push(() => (target as EventTarget).removeEventListener(type, h, true))
    },
    _wrap(target, name, hook, after) {
      const t = target as Record<string, unknown> | undefined
      const original = t?.[name]
      if (typeof original != 'function') return
      const h = safe(hook)
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
  }
}

/** Creates the context of one tracker, silent until `_enabled` is set. */
export function createContext(): Context {
  // a key lives in one area only (per-tab keys are per-tab for the tracker's lifetime)
  const memory: Record<string, string> = {}
  const context = {
    _log: (...args: unknown[]) => context._enabled && console.log('[devtrail]', ...args),
    _safe:
      <A extends unknown[]>(f: (...args: A) => unknown) =>
      (...args: A) => {
        try {
          f(...args)
        } catch (e) {
          context._log(e)
        }
      },
    _read: (key: string, perTab?: boolean) => (key in memory ? JSON.parse(memory[key]!) : readStored(key, perTab)),
    _write(key: string, value?: unknown, perTab?: boolean) {
      const v = JSON.stringify(value)
      delete memory[key]
      if (!writeStored(key, v, perTab) && v) memory[key] = v
    },
  } as Context
  return Object.assign(context, createHooks(context._safe))
}
