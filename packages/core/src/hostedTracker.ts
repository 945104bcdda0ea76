import type { EarlierNavigation } from './lib/navigation'
import { recordCopies } from './lib/copyLog'
import { sendFirstVisits } from './lib/firstVisits'
import { FULL_TRACKER_INTEGRITY } from './lib/fullTrackerIntegrity'
import type { EarlierCopy, Handover } from './lib/handover'
import { loadScript } from './lib/loadScript'
import { recordNavigations } from './lib/navigationLog'
import { HANDOVER_KEY } from './lib/symbols'
import { VERSION } from './lib/version'
import type { InitOptions, Tracker } from './types'

/** Where the hosted script came from: its origin (the default collector) and the page's CSP nonce it ran with. */
export interface ScriptSource {
  origin?: string
  nonce?: string
}

/**
 * The tracker the hosted script (`tracker.js`) defines as `window.Devtrail`. Its `init` sends the
 * page views seen so far in one request, so the first page view leaves without waiting for more
 * code, and once the page has loaded, loads the complete tracker (`/tracker/{version}/full.js` on
 * the script's origin, pinned by its SRI hash, with the script's CSP nonce). Every call is
 * recorded, and so are navigations and copies (what was copied, from where, when, on which page),
 * each continuing the loader's record (`earlier`, `earlierCopies`); `init` with `dnt: ['copy']`
 * forgets the copies and records no more. The complete tracker takes them over through
 * `HANDOVER_KEY` and from then on every call goes to it.
 * Browser-only, like the hosted script (`@devtrail/core` never imports it).
 */
export function createHostedTracker(source: ScriptSource, earlier?: EarlierNavigation[], earlierCopies?: EarlierCopy[]): Tracker {
  const calls: Handover['_calls'] = []
  let complete: Record<string | symbol, (...args: unknown[]) => void> | undefined
  let copying = true
  const navigations = recordNavigations(() => !complete, earlier)
  // copies until the complete tracker has loaded, from before `init` too: their facts now, their analysis by it
  const copies = recordCopies(() => copying && !complete, earlierCopies)
  let started = false
  const call =
    (name: string | symbol) =>
    (...args: unknown[]) => {
      if (complete) complete[name]?.(...args)
      else calls.push([name, args])
    }
  const handover: Handover = {
    _calls: calls,
    _navigations: navigations,
    _copies: copies,
    _takeOver(tracker) {
      complete = tracker as unknown as typeof complete
      calls.splice(0).forEach(([name, args]) => complete![name]?.(...args))
    },
  }
  ;(window as unknown as Record<symbol, Handover>)[HANDOVER_KEY] = handover
  const recordInit = call('init')
  return {
    version: VERSION,
    init(options: InitOptions) {
      recordInit(options)
      if (started || !options?.clientID) return
      started = true
      const apiHost = options.apiHost || source.origin
      try {
        handover._sent = apiHost ? sendFirstVisits(options, apiHost, navigations) : undefined
      } catch {}
      // copy tracking off: the copies recorded so far are forgotten, and no more are
      if (options.dnt?.includes('copy')) {
        copying = false
        copies.length = 0
      }
      // once the page has loaded: a script added before holds the page's load event until it arrives
      const loadComplete = () => loadScript(`${source.origin}/tracker/${VERSION}/full.js`, FULL_TRACKER_INTEGRITY, source.nonce)
      if (source.origin) document.readyState == 'complete' ? loadComplete() : addEventListener('load', loadComplete)
    },
    identify: call('identify'),
    reset: call('reset'),
    consent: call('consent'),
  } as Tracker
}
