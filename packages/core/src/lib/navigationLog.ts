import { g } from './browser'
import type { EarlierNavigation } from './navigation'

/** Most navigations recorded before the complete tracker takes over. */
const MAX_NAVIGATIONS = 50

/** The navigations recorded for the complete tracker. */
export interface NavigationLog {
  /** When, where, and the title each page had when it was left; the first is the page loaded. */
  _list: EarlierNavigation[]
  /** Stops recording (the complete tracker watches navigations from now on). */
  _stop(): void
}

/**
 * Records the page's navigations (pushState, a replaceState that changes the path, popstate),
 * each with the title the page had when it was left, appended to `list` (the loader's, which
 * already holds what happened before this script ran) or to a new one starting at this page.
 */
export function recordNavigations(list: EarlierNavigation[] = [[Date.now(), g.location!.href]]): NavigationLog {
  const l = g.location!
  const h = g.history as unknown as Record<string, (...args: unknown[]) => unknown>
  let recording = true
  let path = l.pathname
  const record = (replace?: boolean) => {
    const last = list[list.length - 1]!
    if (!recording || l.href == last[1] || (replace && l.pathname == path) || list.length >= MAX_NAVIGATIONS) return
    last[2] = g.document!.title
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
  return {
    _list: list,
    _stop: () => {
      recording = false
    },
  }
}
