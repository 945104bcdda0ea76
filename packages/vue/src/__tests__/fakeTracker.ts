import type { Identity, InitOptions, Tracker } from '@devtrail/core'

/** A tracker that records what it was asked to do, as the hosted script's window.Devtrail would receive it. */
export interface RecordingTracker extends Tracker {
  inits: InitOptions[]
  identities: Identity[]
  resets: number
}

export function recordingTracker(): RecordingTracker {
  const tracker: RecordingTracker = {
    inits: [],
    identities: [],
    resets: 0,
    version: 'test',
    init: (options) => void tracker.inits.push(options),
    identify: (identity) => void tracker.identities.push(identity),
    reset: () => void tracker.resets++,
  }
  return tracker
}
