import type { Context } from './context'

/** Runs `f` and swallows what it throws: a recording hook never breaks the page. */
const quiet =
  <A extends unknown[]>(f: (...args: A) => unknown) =>
  (...args: A) => {
    try {
      f(...args)
    } catch {}
  }

/**
 * The hooks the hosted script records with until the complete tracker takes over: listeners and
 * method wrappers as the tracker's (`Context`), kept for the page's life (they record nothing
 * once the complete tracker runs, which adds its own) and never throwing into the page.
 */
export const recordingHooks: Pick<Context, '_on' | '_wrap'> = {
  _on(target, type, listener) {
    ;(target as EventTarget).addEventListener(type, quiet(listener), true)
  },
  _wrap(target, name, hook) {
    const t = target as Record<string, unknown> | undefined
    const original = t?.[name]
    const h = quiet(hook)
    if (typeof original == 'function')
      t![name] = function (this: unknown, ...args: unknown[]) {
        h(args)
        return original.apply(this, args)
      }
  },
}
