/** Console diagnostics of one tracker, silent unless debug mode is on. */
export interface Debug {
  /** Whether `init({ debug: true })` asked for diagnostics. */
  _enabled?: boolean
  /** Writes a diagnostic to the console, only in debug mode: the tracker is silent otherwise. */
  _log(...args: unknown[]): void
  /** Wraps a function so that it never throws into the host page (errors go to the debug log). */
  _safe<A extends unknown[]>(f: (...args: A) => unknown): (...args: A) => void
}

/** Creates the diagnostics of one tracker, off until `_enabled` is set. */
export function createDebug(): Debug {
  const debug: Debug = {
    _log: (...args) => debug._enabled && console.log('[devtrail]', ...args),
    _safe:
      (f) =>
      (...args) => {
        try {
          f(...args)
        } catch (e) {
          debug._log(e)
        }
      },
  }
  return debug
}
