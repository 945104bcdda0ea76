import { toValue, watchEffect, type MaybeRefOrGetter } from 'vue'
import type { Identity } from '@devtrail/core'
import { identityKey } from './lib/identityKey'
import { useTracker } from './useTracker'

/** What the page's one tracker was last identified with ('' for nobody): remounts must not re-identify. */
let identified = ''

/**
 * Identifies the person once the tracker is ready and the identity (a ref, getter or value) is
 * known, again only when its content changes, and calls `reset()` when it goes back to null
 * after having been set (sign-out). `undefined` means not known yet (auth still loading): nothing
 * happens then. Stops watching when the component's scope is disposed.
 */
export function useIdentify(identity: MaybeRefOrGetter<Identity | null | undefined>): void {
  const tracker = useTracker()
  watchEffect(() => {
    const current = toValue(identity)
    const key = identityKey(current)
    if (!tracker.value || current === undefined || key == identified) return
    if (current) tracker.value.identify(current)
    else tracker.value.reset()
    identified = key
  })
}
