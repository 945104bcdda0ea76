import { browser } from './browser'
import type { Context } from './context'
import { type PageView, pageViews, type Visit } from './pageViews'

/**
 * A navigation recorded before the tracker loaded (by the loader's queue or the hosted script):
 * when, where, the title the page had when left, and whether the hosted script sent its visit.
 */
export type EarlierNavigation = [time: number, url: string, title?: string, sent?: 1]

/** The page-visit watcher of one tracker. */
export interface Navigation {
  /** Sends a visit still waiting for its title now (the page goes away, or another navigation starts). */
  _settle(): void
  /** Stops watching titles, sending nothing more (the tracker stops; its hooks are removed with its context). */
  _stop(): void
}

/** How long an SPA visit waits for the new page's title before it is sent with the title there is (a later one updates it). */
const TITLE_WAIT_MS = 50
/** How long after an SPA navigation a title the page sets late still updates its visit. */
const LATE_TITLE_MS = 5e3

/**
 * Reports visits: the navigations recorded before the tracker loaded (but those the hosted
 * script sent already, which only set the referrer of the next), the current page, and
 * every SPA navigation after it (pushState, a replaceState that changes the path, popstate, hash
 * changes when `hashRouting` is on). A URL equal to the one last reported is not reported again,
 * so one navigation gives one visit. An SPA visit is sent once the new page has set its title
 * (routers render after `pushState`), or after 50 ms when the title does not change; a title the
 * page sets later, within 5 s and before the next navigation, goes to `retitle` with the id
 * `report` gave the visit.
 */
export function watchNavigation(
  context: Context,
  hashRouting: boolean | undefined,
  earlier: EarlierNavigation[],
  report: (visit: Visit) => string | undefined,
  retitle: (visitId: string, title: string) => void,
): Navigation {
  const nextPageView = pageViews(hashRouting)
  let lastPath = ''
  let pending: PageView | undefined
  let titleObserver: MutationObserver | undefined
  let titleTimer: ReturnType<typeof setTimeout> | undefined
  /** The title last seen: at the navigation, or sent with its visit. */
  let knownTitle = ''
  /** The id of the SPA visit sent last, which a late title updates until `lateUntil`. */
  let lateVisit: string | undefined
  let lateUntil = 0

  const settle = () => {
    clearTimeout(titleTimer)
    lateVisit = undefined
    if (pending) {
      knownTitle = pending.title || document.title
      const id = report({ ...pending, title: knownTitle })
      // a navigation's visit (its title read now, not recorded): the page may still set its own
      if (!pending.title) lateVisit = id
    }
    pending = undefined
  }
  /** The page's title changed: the visit waiting for it leaves now, or the visit sent last gets the late title. */
  const titleChanged = () => {
    // past the late-title window, the page's head changes are none of the tracker's business
    if (Date.now() > lateUntil) titleObserver?.disconnect()
    if (document.title === knownTitle) return
    knownTitle = document.title
    if (pending) settle()
    else if (lateVisit && Date.now() < lateUntil) retitle(lateVisit, knownTitle)
  }
  const pathNow = () => location.pathname + (hashRouting ? location.hash : '')
  /**
   * Opens the visit of a navigation to `url` unless it stays on the last page; `title` when known
   * already (recorded, or the page as loaded); a visit `sent` already only becomes the last one.
   * Returns the page view, undefined when the page stayed the same.
   */
  const open = (url: string, time: number, title?: string, sent?: 1) => {
    const view = nextPageView(url, time, title)
    if (!view) return
    settle()
    pending = sent ? undefined : view
    lastPath = pathNow()
    return view
  }
  /** A navigation happened; `replace` (replaceState) counts only when the path changed. */
  const navigated = (replace?: boolean) => {
    if (replace && pathNow() === lastPath) return
    if (!open(location.href, Date.now())) return
    knownTitle = document.title
    lateUntil = Date.now() + LATE_TITLE_MS
    // routers render after pushState: the visit waits for the new page's title (a late one updates it)
    titleObserver?.disconnect()
    if (browser.MutationObserver) {
      titleObserver = new MutationObserver(titleChanged)
      titleObserver.observe(document.head || document, { subtree: true, childList: true, characterData: true })
    }
    titleTimer = setTimeout(settle, TITLE_WAIT_MS)
  }

  for (const [time, url, title, sent] of earlier) open(url, time, title, sent)
  open(location.href, Date.now(), document.title)
  settle()
  context._wrap(browser.history, 'pushState', () => navigated(), true)
  context._wrap(browser.history, 'replaceState', () => navigated(true), true)
  context._on(browser, 'popstate', () => navigated())
  if (hashRouting) context._on(browser, 'hashchange', () => navigated())
  return {
    _settle: settle,
    _stop() {
      pending = undefined
      lateVisit = undefined
      titleObserver?.disconnect()
    },
  }
}
