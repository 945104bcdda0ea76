import { g } from './browser'
import { on, wrap } from './listeners'

/**
 * Reports the current page now and after every SPA navigation: pushState, a replaceState that
 * changes the path, popstate, and hash changes when `hashRouting` is on. A URL equal to the one
 * last reported is not reported again, so one navigation gives one visit. `visit` receives the
 * previous URL (the document referrer for the first visit).
 */
export function watchNavigation(hashRouting: boolean | undefined, visit: (referrer: string) => void): void {
  const l = g.location!
  let last = ''
  let lastPath = ''
  let previous = g.document!.referrer
  /** `how` is 1 for replaceState (which counts only when the path changes), else an event or arguments. */
  const check = (how?: unknown) => {
    const url = hashRouting ? l.href : l.href.split('#')[0]!
    const path = l.pathname + (hashRouting ? l.hash : '')
    if (url != last && !(how === 1 && path == lastPath)) {
      visit(previous)
      previous = l.href
      last = url
      lastPath = path
    }
  }
  check()
  wrap(g.history, 'pushState', check, 1)
  wrap(g.history, 'replaceState', () => check(1), 1)
  on(g, 'popstate', check)
  if (hashRouting) on(g, 'hashchange', check)
}
