/** Page hooks that can all be undone: listeners and wrapped methods. */
export interface Hooks {
  /** Adds a capturing listener that never throws into the page to `target` (the window or the document). */
  _on(target: object, type: string, listener: (event: Event) => void): void
  /**
   * Wraps `target[name]` transparently (same arguments, `this` and return value, so the same
   * promise) to call `hook` with the arguments, before the original or `after` it.
   */
  _wrap(target: object | undefined | null, name: string, hook: (args: unknown[]) => void, after?: boolean): void
  /** Removes every listener and restores every wrapped method (unless someone wrapped it again since). */
  _removeAll(): void
}

/** Wraps `action` so that it never throws into the host page: what it throws is dropped. */
export function neverThrowing<A extends unknown[]>(action: (...args: A) => unknown): (...args: A) => void {
  return (...args) => {
    try {
      action(...args)
    } catch {}
  }
}

/** Creates page hooks whose listeners and method wrappers run through `safe`, so that they never throw into the page. */
export function createHooks(safe: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void): Hooks {
  const undo: (() => void)[] = []
  return {
    _on(target, type, listener) {
      const safeListener = safe(listener)
      ;(target as EventTarget).addEventListener(type, safeListener, true)
      undo.push(() => (target as EventTarget).removeEventListener(type, safeListener, true))
    },
    _wrap(target, name, hook, after) {
      // a missing target has no method to wrap: `original` is undefined then
      const methods = target as Record<string, unknown>
      const original = methods?.[name]
      if (typeof original !== 'function') return
      const safeHook = safe(hook)
      const wrapper = function (this: unknown, ...args: unknown[]) {
        if (!after) safeHook(args)
        const result = original.apply(this, args)
        if (after) safeHook(args)
        return result
      }
      methods[name] = wrapper
      undo.push(() => {
        if (methods[name] === wrapper) methods[name] = original
      })
    },
    _removeAll() {
      for (const restore of undo.splice(0)) restore()
    },
  }
}
