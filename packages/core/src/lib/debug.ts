/** Whether `init({ debug: true })` asked for console diagnostics. */
let on = false

/** Turns console diagnostics on or off. */
export function setDebug(value: boolean | undefined): void {
  on = !!value
}

/** Writes a diagnostic to the console, only in debug mode: the tracker is silent otherwise. */
export function log(...args: unknown[]): void {
  if (on) console.log('[devtrail]', ...args)
}

/** Wraps a function so that it never throws into the host page (errors go to the debug log). */
export const safe =
  <A extends unknown[]>(f: (...args: A) => unknown) =>
  (...args: A): void => {
    try {
      f(...args)
    } catch (e) {
      log(e)
    }
  }
