// The hosted script (/tracker.js): defines window.Devtrail (a tracker already on the page stays),
// replays what the loader's queue recorded, sends the first page view and loads the complete
// tracker (full.ts) after it.
import { createHostedTracker } from './hostedTracker'
import { TRACKER_KEY } from './lib/symbols'
import type { LoaderQueue, Tracker } from './types'

try {
  const page = window as unknown as { Devtrail?: Tracker | LoaderQueue } & Record<symbol, Tracker | undefined>
  const queued = (page.Devtrail as LoaderQueue | undefined)?.q ? (page.Devtrail as LoaderQueue) : undefined
  const script = document.currentScript as HTMLScriptElement | null
  const tracker =
    page[TRACKER_KEY] ||
    (!queued && page.Devtrail) ||
    createHostedTracker({ origin: script?.src && new URL(script.src).origin, nonce: script?.nonce }, queued?.n, queued?.c)
  page.Devtrail = tracker
  queued?.q.forEach(([name, args]) => (tracker as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args))
} catch {}
