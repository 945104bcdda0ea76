import type { EarlierNavigation } from './lib/navigation'
import { g } from './lib/browser'
import { sendFirstVisits } from './lib/firstVisits'
import { FULL_TRACKER_INTEGRITY } from './lib/fullTrackerIntegrity'
import type { Handover } from './lib/handover'
import { loadScript } from './lib/loadScript'
import { recordNavigations } from './lib/navigationLog'
import { writeStored } from './lib/storage'
import { EVENT_HOOK, HANDOVER_KEY } from './lib/symbols'
import { VERSION } from './lib/version'
import type { InitOptions, Tracker } from './types'

/** Calls recorded before the complete tracker takes over; later ones are dropped. */
const MAX_CALLS = 50

/** Where the hosted script came from: its origin (the default collector) and the page's CSP nonce it ran with. */
export interface ScriptSource {
  origin?: string
  nonce?: string
}

/**
 * The tracker the hosted script (`tracker.js`) defines as `window.Devtrail`. Its `init` sends the
 * page views seen so far in one request, so the first page view leaves without waiting for more
 * code, then loads the complete tracker (`/tracker/{version}/full.js` on the script's origin,
 * pinned by its SRI hash). Every call is recorded, and so are navigations (continuing the
 * loader's record, `earlier`); the complete tracker takes both over through `HANDOVER_KEY` and
 * from then on every call goes to it.
 */
export function createHostedTracker(source: ScriptSource, earlier?: EarlierNavigation[]): Tracker {
  const calls: Handover['_calls'] = []
  let complete: Record<string | symbol, (...args: unknown[]) => void> | undefined
  const navigations = recordNavigations(() => !complete, earlier)
  let started = false
  const call =
    (name: string | symbol) =>
    (...args: unknown[]) => {
      if (complete) complete[name]?.(...args)
      else if (calls.length < MAX_CALLS) calls.push([name, args])
    }
  const handover: Handover = {
    _calls: calls,
    _navigations: navigations,
    _takeOver(tracker) {
      complete = tracker as unknown as typeof complete
      calls.splice(0).forEach(([name, args]) => complete![name]?.(...args))
    },
  }
  ;(g as unknown as Record<symbol, Handover>)[HANDOVER_KEY] = handover
  const recordInit = call('init')
  return {
    version: VERSION,
    init(options: InitOptions) {
      recordInit(options)
      if (started || complete || !options?.clientID) return
      started = true
      const apiHost = options.apiHost || source.origin
      try {
        const sent = apiHost && sendFirstVisits(options, apiHost, navigations)
        if (sent) {
          handover._sent = sent
          // answered before the complete tracker took the queue over: nothing is left to send
          sent._done.then((done) => done && !complete && writeStored(sent._key, undefined))
        }
      } catch {}
      // in a task of its own: the one that sent the page view ends sooner
      if (source.origin) setTimeout(loadScript, 0, `${source.origin}/tracker/${VERSION}/full.js`, FULL_TRACKER_INTEGRITY, source.nonce)
    },
    identify: call('identify'),
    reset: call('reset'),
    consent: call('consent'),
    [EVENT_HOOK]: call(EVENT_HOOK),
  } as Tracker
}
