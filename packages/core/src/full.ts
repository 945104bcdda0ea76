// The complete tracker as a script (/tracker/{version}/full.js): loaded by the hosted script,
// it takes over from it (the calls, navigations, copies and page views it recorded and sent);
// loaded on its own, it defines window.Devtrail and replays the loader's queue as the hosted script does.
import { sharedTracker } from './shared'
import type { Handover } from './lib/handover'
import { HANDOVER_KEY } from './lib/symbols'
import type { LoaderQueue } from './types'

try {
  const page = window as unknown as { Devtrail?: LoaderQueue } & Record<symbol, Handover | undefined>
  const handover = page[HANDOVER_KEY]
  const queued = !handover && page.Devtrail?.q ? page.Devtrail : undefined
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  const tracker = sharedTracker({
    apiHost: src && new URL(src).origin,
    earlier: () => handover?._navigations || queued?.n,
    sent: () => handover?._sent,
    copies: () => handover?._copies || queued?.c,
  })
  delete page[HANDOVER_KEY]
  // window.Devtrail stays the hosted script's tracker (what the loader resolved to), forwarding to this one
  if (handover) handover._takeOver(tracker)
  else page.Devtrail = tracker as unknown as LoaderQueue
  queued?.q.forEach(([name, args]) => (tracker as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args))
} catch {}
