// The hosted script (/tracker.js): defines window.Devtrail (a tracker already on the page stays),
// replays what the loader's queue recorded, sends the first page view and loads the complete
// tracker (full.ts) after it.
import { createHostedTracker } from './hostedTracker'
import { isLoaderQueue, replay } from './lib/handover'
import { globals, TRACKER_KEY } from './lib/symbols'

try {
  const script = document.currentScript as HTMLScriptElement | null
  const onPage = globals.Devtrail
  const queued = isLoaderQueue(onPage) ? onPage : undefined
  const tracker =
    globals[TRACKER_KEY] ||
    (queued ? undefined : onPage) ||
    createHostedTracker({ origin: script?.src && new URL(script.src).origin, nonce: script?.nonce }, queued?.n, queued?.c)
  globals.Devtrail = tracker
  replay(queued?.q, tracker)
} catch {}
