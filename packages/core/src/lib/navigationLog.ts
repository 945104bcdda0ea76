import type { EarlierNavigation } from './navigation'
import { recordingHooks } from './recordingHooks'

/** Most navigations recorded before a tracker takes over. */
const MAX_NAVIGATIONS = 50

/**
 * Records the page's navigations (pushState, a replaceState that changes the path, popstate)
 * while `recording()` says so, each with the title the page had when it was left, appended to
 * `list` (by default a new one starting at this page), which it returns. Used by the loader's
 * queue before the hosted script runs, and by the hosted script until the complete tracker takes
 * over (continuing the loader's list). Its hooks stay for the page's life (`recordingHooks`).
 */
export function recordNavigations(recording: () => boolean, list: EarlierNavigation[] = [[Date.now(), location.href]]): EarlierNavigation[] {
  let path = location.pathname
  /** Records a navigation to the page now shown; `replace` (replaceState) counts only when the path changed. */
  const record = (replace?: boolean) => {
    const last = list[list.length - 1]
    const moved = last && location.href !== last[1] && !(replace && location.pathname === path)
    if (!recording() || !moved || list.length >= MAX_NAVIGATIONS) return
    last[2] = document.title
    list.push([Date.now(), location.href])
    path = location.pathname
  }
  recordingHooks._wrap(history, 'pushState', () => record(), true)
  recordingHooks._wrap(history, 'replaceState', () => record(true), true)
  recordingHooks._on(window, 'popstate', () => record())
  return list
}
