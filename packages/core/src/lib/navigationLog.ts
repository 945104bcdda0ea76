import type { EarlierNavigation } from './navigation'

/** Most navigations recorded before a tracker takes over. */
const MAX_NAVIGATIONS = 50

/**
 * Records the page's navigations (pushState, a replaceState that changes the path, popstate)
 * while `recording()` says so, each with the title the page had when it was left, appended to
 * `list` (by default a new one starting at this page), which it returns. Used by the loader's
 * queue before the hosted script runs, and by the hosted script until the complete tracker takes
 * over (continuing the loader's list).
 */
export function recordNavigations(recording: () => boolean, list: EarlierNavigation[] = [[Date.now(), location.href]]): EarlierNavigation[] {
  const l = location
  const h = history as unknown as Record<string, (...args: unknown[]) => unknown>
  let path = l.pathname
  const record = (replace?: boolean) => {
    const last = list[list.length - 1]!
    if (!recording() || l.href == last[1] || (replace && l.pathname == path) || list.length >= MAX_NAVIGATIONS) return
    last[2] = document.title
    list.push([Date.now(), l.href])
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
  return list
}
