import type { Debug } from './debug'

/** The page hooks of one tracker: listeners and method wrappers it can all undo. */
export interface Listeners {
  /** Adds a capturing listener that never throws into the page. */
  _on(target: object | undefined | null, type: string, listener: (event: Event) => void): void
  /**
   * Wraps `target[name]` transparently (same arguments, `this` and return value, so the same
   * promise) to call `hook` with the arguments, before the original or `after` it.
   */
  _wrap(target: object | undefined | null, name: string, hook: (args: unknown[]) => void, after?: 1): void
  /** Removes every listener and restores every wrapped method (unless someone wrapped it again since). */
  _removeAll(): void
}

/** Creates the page hooks of one tracker; hooks run through `debug._safe`. */
export function createListeners(debug: Debug): Listeners {
  const undo: (() => void)[] = []
  return {
    _on(target, type, listener) {
      const t = target as EventTarget | undefined
      const h = debug._safe(listener)
      t?.addEventListener(type, h, true)
      undo.push(() => t?.removeEventListener(type, h, true))
    },
    _wrap(target, name, hook, after) {
      const t = target as Record<string, unknown> | undefined
      const original = t?.[name]
      if (typeof original != 'function') return
      const h = debug._safe(hook)
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
