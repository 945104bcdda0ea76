import { type Hooks, neverThrowing } from './hooks'

/**
 * The hooks the loader's queue and the hosted script record with until the complete tracker
 * takes over: listeners and method wrappers as the tracker's (`createHooks`), never throwing
 * into the page, but kept for the page's life (they record nothing once the complete tracker
 * runs, which adds its own), so without the undo list and `_removeAll` that the tracker's need.
 */
export const recordingHooks: Pick<Hooks, '_on' | '_wrap'> = {
  _on(target, type, listener) {
    ;(target as EventTarget).addEventListener(type, neverThrowing(listener), true)
  },
  _wrap(target, name, hook, after) {
    const methods = target as Record<string, unknown> | undefined | null
    const original = methods?.[name]
    const safeHook = neverThrowing(hook)
    if (!methods || typeof original !== 'function') return
    methods[name] = function (this: unknown, ...args: unknown[]) {
      if (!after) safeHook(args)
      const result = original.apply(this, args)
      if (after) safeHook(args)
      return result
    }
  },
}
