import { useEffect } from 'react'
import type { Identity } from '@devtrail/core'
import { identityKey } from './lib/identityKey'
import { useTracker } from './useTracker'

/** What the page's one tracker was last identified with ('' for nobody): remounts must not re-identify. */
let identified = ''

/**
 * Identifies the person once the tracker is ready and the identity is known (after sign-in),
 * again only when its content changes, and calls `reset()` when it goes back to null after
 * having been set (sign-out). `undefined` means not known yet (auth still loading): nothing happens then.
 */
export function useIdentify(identity: Identity | null | undefined): void {
  const tracker = useTracker()
  const key = identityKey(identity)
  useEffect(() => {
    if (!tracker || identity === undefined || key == identified) return
    if (identity) tracker.identify(identity)
    else tracker.reset()
    identified = key
  }, [tracker, key, identity === undefined])
}
