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
  const check = (replace?: 1) => {
    const url = hashRouting ? l.href : l.href.split('#')[0]!
    const path = l.pathname + (hashRouting ? l.hash : '')
    if (url != last && !(replace && path == lastPath)) {
      visit(previous)
      previous = l.href
      last = url
      lastPath = path
    }
  }
  check()
  wrap(g.history, 'pushState', () => check(), 1)
  wrap(g.history, 'replaceState', () => check(1), 1)
  on(g, 'popstate', () => check())
  if (hashRouting) on(g, 'hashchange', () => check())
}
