import { safe } from './debug'

/** Removes a listener or restores a wrapped method. */
const undo: (() => void)[] = []

/** Adds a capturing listener that never throws into the page, removed by `removeAll`. */
export function on(target: object | undefined | null, type: string, listener: (event: Event) => void): void {
  const t = target as EventTarget | undefined
  const h = safe(listener)
  t?.addEventListener(type, h, true)
  undo.push(() => t?.removeEventListener(type, h, true))
}

/**
 * Wraps `target[name]` transparently (same arguments, `this` and return value, so the same
 * promise) to call `hook` with the arguments, before the original or `after` it. `removeAll`
 * restores the original unless someone wrapped it again since.
 */
export function wrap(target: object | undefined | null, name: string, hook: (args: unknown[]) => void, after?: 1): void {
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
}

/** Removes every listener and restores every wrapped method. */
export function removeAll(): void {
  undo.splice(0).forEach((f) => f())
}
