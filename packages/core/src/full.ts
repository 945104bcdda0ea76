// The complete tracker as a script (/tracker/{version}/full.js): loaded by the hosted script,
// it takes over from it (the calls, navigations, copies and page views it recorded and sent);
// loaded on its own, it defines window.Devtrail and replays the loader's queue as the hosted script does.
import { isLoaderQueue, replay } from './lib/handover'
import { globals, HANDOVER_KEY } from './lib/symbols'
import { sharedTracker } from './shared'

try {
  const handover = globals[HANDOVER_KEY]
  const queued = !handover && isLoaderQueue(globals.Devtrail) ? globals.Devtrail : undefined
  const src = (document.currentScript as HTMLScriptElement | null)?.src
  const tracker = sharedTracker({
    apiHost: src && new URL(src).origin,
    earlier: () => handover?._navigations || queued?.n,
    sent: () => handover?._sent,
    copies: () => handover?._copies || queued?.c,
  })
  delete globals[HANDOVER_KEY]
  // window.Devtrail stays the hosted script's tracker (what the loader resolved to), forwarding to this one
  if (handover) handover._takeOver(tracker)
  else globals.Devtrail = tracker
  replay(queued?.q, tracker)
} catch {}
