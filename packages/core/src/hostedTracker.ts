import { browser } from './lib/browser'
import { recordCopies } from './lib/copyLog'
import { sendFirstVisits } from './lib/firstVisits'
import { FULL_TRACKER_INTEGRITY } from './lib/fullTrackerIntegrity'
import { type EarlierCopy, type Handover, type RecordedCall, replay } from './lib/handover'
import { loadScript } from './lib/loadScript'
import type { EarlierNavigation } from './lib/navigation'
import { recordNavigations } from './lib/navigationLog'
import { globals, HANDOVER_KEY } from './lib/symbols'
import { VERSION } from './lib/version'
import type { InitOptions, Tracker } from './types'

/** Longest wait for an idle moment before the complete tracker is loaded anyway (a page busy for long). */
const IDLE_TIMEOUT_MS = 2e3

/** Where the hosted script came from: its origin (the default collector) and the page's CSP nonce it ran with. */
export interface ScriptSource {
  /** The origin of the script's `src`. */
  origin?: string
  /** The CSP nonce the script ran with, given to the complete tracker's tag. */
  nonce?: string
}

/**
 * The tracker the hosted script (`tracker.js`) defines as `window.Devtrail`. Its `init` sends the
 * page views seen so far in one request, so the first page view leaves without waiting for more
 * code, and at the first idle moment once the page has loaded, loads the complete tracker (`/tracker/{version}/full.js` on
 * the script's origin, pinned by its SRI hash, with the script's CSP nonce). Every call is
 * recorded, and so are navigations and copies (what was copied, from where, when, on which page),
 * each continuing the loader's record (`earlier`, `earlierCopies`); `init` with `dnt: ['copy']`
 * forgets the copies and records no more. The complete tracker takes them over through
 * `HANDOVER_KEY` and from then on every call goes to it.
 * Browser-only, like the hosted script (`@devtrail/core` never imports it).
 */
export function createHostedTracker(source: ScriptSource, earlier?: EarlierNavigation[], earlierCopies?: EarlierCopy[]): Tracker {
  const calls: RecordedCall[] = []
  let complete: Tracker | undefined
  let copying = true
  let started = false
  const navigations = recordNavigations(() => !complete, earlier)
  // copies until the complete tracker has loaded, from before `init` too: their facts now, their analysis by it
  const copies = recordCopies(() => copying && !complete, earlierCopies)
  /** A method that records its calls, replayed on the complete tracker once it has taken over (at once from then on). */
  const recorded =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, args])
      if (complete) replay(calls.splice(0), complete)
    }
  const handover: Handover = {
    _calls: calls,
    _navigations: navigations,
    _copies: copies,
    _takeOver(tracker) {
      complete = tracker
      replay(calls.splice(0), tracker)
    },
  }
  globals[HANDOVER_KEY] = handover
  const recordInit = recorded('init')
  /** Loads the complete tracker from the script's origin. */
  const loadComplete = () => loadScript(`${source.origin}/tracker/${VERSION}/full.js`, FULL_TRACKER_INTEGRITY, source.nonce)
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
      if (!source.origin) return
      // at the first idle moment once the page has loaded: a script added before holds the page's
      // load event until it arrives, and the first visit's own work comes first
      const atIdle = () => (browser.requestIdleCallback ? requestIdleCallback(loadComplete, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(loadComplete))
      if (document.readyState === 'complete') atIdle()
      else addEventListener('load', atIdle)
    },
    identify: recorded('identify'),
    reset: recorded('reset'),
    consent: recorded('consent'),
  }
}
