import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { Metric } from 'web-vitals'
import { EVENT_HOOK, globals, TRACKER_KEY } from './lib/symbols'
import type { InternalTracker } from './tracker'
import type { Tracker } from './types'

let started = false

/** Whether `candidate` is a tracker that takes web vitals (the complete tracker, not the hosted script's or the loader's queue). */
const hasEventHook = (candidate: unknown): candidate is InternalTracker => !!(candidate as Partial<InternalTracker> | undefined)?.[EVENT_HOOK]

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
  const waiting: Metric[] = []
  let waits = 0
  /** Sends the waiting metrics through the first tracker with the hook; false when there is none yet. */
  const flush = () => {
    const target = [tracker, globals[TRACKER_KEY], globals.Devtrail].find(hasEventHook)
    if (target) for (const metric of waiting.splice(0)) target[EVENT_HOOK](metric)
    return !!target
  }
  const wait = () => {
    if (flush() || waits >= WAITS) return
    waits++
    setTimeout(wait, WAIT_MS)
  }
  const report = (metric: Metric) => {
    try {
      waiting.push(metric)
      if (waiting.length === 1) wait()
    } catch {}
  }
  try {
    for (const onMetric of [onCLS, onFCP, onINP, onLCP, onTTFB]) onMetric(report)
  } catch {}
}
