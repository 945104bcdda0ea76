import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { Metric } from 'web-vitals'
import { EVENT_HOOK, TRACKER_KEY } from './lib/symbols'
import type { InternalTracker } from './tracker'
import type { Tracker } from './types'

let started = false

/** How often, and how many times, metrics ready before a tracker is wait for one: 20 s in all. */
const WAIT_MS = 500
const WAITS = 40

/**
 * Reports the Core Web Vitals (LCP, INP, CLS, FCP, TTFB) of this page as WEB_VITAL events
 * through the tracker's queue. `tracker` defaults to the page's tracker (the one from
 * `@devtrail/core`, or the complete tracker the hosted script loads), looked up when a metric is
 * ready; metrics ready before there is one (the hosted script's complete tracker loads after the
 * page) wait for it, up to 20 s, and those reported before `init` wait for `init`. Call once, for
 * example `import('@devtrail/core/vitals').then((m) => m.trackVitals())`; later calls do nothing.
 */
export function trackVitals(tracker?: Tracker): void {
  if (started) return
  started = true
  const page = globalThis as unknown as { Devtrail?: Tracker } & Record<symbol, Tracker | undefined>
  const waiting: Metric[] = []
  let waits = 0
  /** Sends the waiting metrics through the first tracker with the hook; false when there is none yet. */
  const flush = () => {
    const target = [tracker, page[TRACKER_KEY], page.Devtrail].find((t) => (t as Partial<InternalTracker> | undefined)?.[EVENT_HOOK]) as
      | InternalTracker
      | undefined
    if (target) for (const metric of waiting.splice(0)) target[EVENT_HOOK](metric)
    return !!target
  }
  const wait = () => {
    if (!flush() && waits++ < WAITS) setTimeout(() => wait(), WAIT_MS)
  }
  const report = (m: Metric) => {
    try {
      waiting.push(m)
      if (waiting.length == 1) wait()
    } catch {}
  }
  try {
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report)
  } catch {}
}
