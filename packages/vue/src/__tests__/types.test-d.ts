import { ref, type ShallowRef } from 'vue'
import { describe, expectTypeOf, it } from 'vitest'
import { tracker } from '@devtrail/core'
import { createTrackerPlugin, useIdentify, useTracker, type BundledTracker, type Identity, type Tracker, type TrackerPluginOptions } from '../index'

describe('types', () => {
  it('useIdentify takes an Identity (value, ref or getter), null or undefined', () => {
    useIdentify({ username: 'ada@example.com', type: 'email' })
    useIdentify(ref<Identity | null>(null))
    useIdentify(() => ({ username: 'ada', type: 'github' as const }))
    useIdentify(null)
    const signedIn = ref(true)
    useIdentify(() => (signedIn.value ? { username: 'ada@example.com', type: 'email' } : null))
    // @ts-expect-error twitter is not an identity type
    useIdentify({ username: 'ada', type: 'twitter' })
    // @ts-expect-error username is required
    useIdentify(ref({ type: 'email' as const }))
    // @ts-expect-error a getter of a wrong identity
    useIdentify(() => ({ username: 'ada', type: 'twitter' as const }))
  })

  it('useTracker is a shallow ref; tracker.identify rejects wrong identities', () => {
    const fromComposable = useTracker()
    expectTypeOf(fromComposable).toEqualTypeOf<ShallowRef<Tracker | null>>()
    // @ts-expect-error twitter is not an identity type
    tracker.identify({ username: 'ada', type: 'twitter' })
    // @ts-expect-error username is required
    fromComposable.value?.identify({ type: 'github' })
  })

  it('createTrackerPlugin needs a clientID; bundled is the core tracker and then needs apiHost', () => {
    expectTypeOf<TrackerPluginOptions['bundled']>().toEqualTypeOf<BundledTracker | undefined>()
    // @ts-expect-error clientID is required
    createTrackerPlugin({ dnt: ['copy'] })
    // @ts-expect-error the bundled tracker needs the collector's URL
    createTrackerPlugin({ clientID: 'c1', bundled: tracker })
    createTrackerPlugin({
      clientID: 'c1',
      bundled: tracker,
      apiHost: 'https://devtrail.example.com',
      onError: (error) => expectTypeOf(error).toEqualTypeOf<Error>(),
    })
  })
})
