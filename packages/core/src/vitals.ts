import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import type { Metric } from 'web-vitals'
import { EVENT_HOOK, TRACKER_KEY } from './lib/symbols'
import type { InternalTracker } from './tracker'
import type { Tracker } from './types'

let started = false

/**
 * Reports the Core Web Vitals (LCP, INP, CLS, FCP, TTFB) of this page as WEB_VITAL events
 * through the tracker's queue. `tracker` defaults to the page's tracker (`window.Devtrail`
 * or the one from `@devtrail/core`), looked up when a metric is ready; metrics reported before
 * `init` wait for it. Call once, for example `import('@devtrail/core/vitals').then((m) => m.trackVitals())`;
 * later calls do nothing.
 */
export function trackVitals(tracker?: Tracker): void {
  if (started) return
  started = true
  const report = (m: Metric) => {
    try {
      const page = globalThis as unknown as { Devtrail?: Tracker } & Record<symbol, Tracker | undefined>
      const t = (tracker || page[TRACKER_KEY] || page.Devtrail) as Partial<InternalTracker> | undefined
      t?.[EVENT_HOOK]?.(m)
    } catch {}
  }
  try {
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report)
  } catch {}
}
