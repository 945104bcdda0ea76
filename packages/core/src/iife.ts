// The hosted script (/tracker.js): defines window.Devtrail, reusing a tracker already on the page,
// and replays what the loader's queue recorded before it loaded (calls and navigations).
import type { LoaderQueue } from './types'
import { sharedTracker } from './shared'

try {
  const page = window as unknown as { Devtrail?: LoaderQueue }
  const queued = page.Devtrail?.q ? page.Devtrail : undefined
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  const tracker = sharedTracker({ apiHost: src && new URL(src).origin, earlier: () => queued?.n })
  page.Devtrail = tracker as unknown as LoaderQueue
  queued?.q.forEach(([name, args]) => (tracker as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args))
} catch {}
