import { g } from './browser'
import type { Context } from './context'

/** A page visited: its URL, the page before it, its title and when it was opened. */
export interface Visit {
  url: string
  referrer: string
  title: string
  time: number
}

/**
 * A navigation recorded before the tracker loaded (by the loader's queue or the hosted script):
 * when, where, the title the page had when left, and whether the hosted script sent its visit.
 */
export type EarlierNavigation = [time: number, url: string, title?: string, sent?: 1]

/** The page-visit watcher of one tracker. */
export interface Navigation {
  /** Sends a visit still waiting for its title now (the page goes away, or another navigation starts). */
  _settle(): void
}

/** How long an SPA visit waits for the new page's title before it is sent with the title there is. */
const TITLE_WAIT_MS = 300

/**
 * Reports visits: the navigations recorded before the tracker loaded (but those the hosted
 * script sent already, which only set the referrer of the next), the current page, and
 * every SPA navigation after it (pushState, a replaceState that changes the path, popstate, hash
 * changes when `hashRouting` is on). A URL equal to the one last reported is not reported again,
 * so one navigation gives one visit. An SPA visit is sent once the new page has set its title
 * (routers render after `pushState`), or after 300 ms when the title does not change.
 */
export function watchNavigation(context: Context, hashRouting: boolean | undefined, earlier: EarlierNavigation[], report: (visit: Visit) => void): Navigation {
  const l = g.location!
  const d = g.document!
  let last = ''
  let lastPath = ''
  let referrer = d.referrer
  let pending: Visit | undefined
  let observer: MutationObserver | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const settle = () => {
    observer?.disconnect()
    clearTimeout(timer)
    if (pending) report({ ...pending, title: pending.title || d.title })
    pending = undefined
  }
  const keyOf = (url: string) => (hashRouting ? url : url.split('#')[0]!)
  const pathNow = () => l.pathname + (hashRouting ? l.hash : '')
  /** Opens a visit of `url`; `title` when known already (recorded, or the page as loaded); a visit `sent` already only becomes the last one. */
  const open = (url: string, time: number, title?: string, sent?: 1) => {
    settle()
    pending = sent ? undefined : { url, referrer, title: title!, time }
    referrer = url
    last = keyOf(url)
    lastPath = pathNow()
  }
  /** `how` is 1 for replaceState (which counts only when the path changes), else an event or arguments. */
  const check = (how?: unknown) => {
    if (keyOf(l.href) == last || (how === 1 && pathNow() == lastPath)) return
    const before = d.title
    open(l.href, Date.now())
    observer = g.MutationObserver && new MutationObserver(() => d.title != before && settle())
    observer?.observe(d.head || d, { subtree: true, childList: true, characterData: true })
    timer = setTimeout(settle, TITLE_WAIT_MS)
  }

  earlier.forEach(([time, url, title, sent]) => keyOf(url) != last && open(url, time, title, sent))
  if (keyOf(l.href) != last) open(l.href, Date.now(), d.title)
  settle()
  context._wrap(g.history, 'pushState', check, 1)
  context._wrap(g.history, 'replaceState', () => check(1), 1)
  context._on(g, 'popstate', check)
  if (hashRouting) context._on(g, 'hashchange', check)
  return { _settle: settle }
}
