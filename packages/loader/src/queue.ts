import type { LoaderQueue, Tracker } from '@devtrail/core'

/** Most navigations recorded before the script loads. */
const MAX_NAVIGATIONS = 50

/**
 * Puts a queue on `window.Devtrail` unless something is there already: calls to it (`init`,
 * `identify`, `reset`, `consent`) are recorded, and so are the page's navigations (pushState, a
 * replaceState that changes the path, popstate), each with the title the page had when it was
 * left. The hosted script replays both once it has loaded; from then on the queue records nothing.
 */
export function installQueue(page: { Devtrail?: Tracker | LoaderQueue }): void {
  if (page.Devtrail) return
  const l = location
  const h = history as unknown as Record<string, (...args: unknown[]) => unknown>
  const n: LoaderQueue['n'] = [[Date.now(), l.href]]
  const q: LoaderQueue['q'] = []
  let path = l.pathname
  const call =
    (name: string) =>
    (...args: unknown[]) =>
      void q.push([name, args])
  const queue: LoaderQueue = { q, n, version: '', init: call('init'), identify: call('identify'), reset: call('reset'), consent: call('consent') }
  const record = (replace?: boolean) => {
    const last = n[n.length - 1]!
    if (page.Devtrail != queue || l.href == last[1] || (replace && l.pathname == path) || n.length >= MAX_NAVIGATIONS) return
    last[2] = document.title
    n.push([Date.now(), l.href])
    path = l.pathname
  }
  for (const name of ['pushState', 'replaceState']) {
    const original = h[name]!
    h[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args)
      record(name > 'q')
      return result
    }
  }
  addEventListener('popstate', () => record())
  page.Devtrail = queue
}
