import { describe, expectTypeOf, it } from 'vitest'
import { tracker } from '@devtrail/core'
import { TrackerProvider, useIdentify, useTracker, type BundledTracker, type Identity, type Tracker, type TrackerProviderProps } from '../index'

describe('types', () => {
  it('useIdentify takes an Identity, null or undefined', () => {
    expectTypeOf(useIdentify).parameter(0).toEqualTypeOf<Identity | null | undefined>()
    useIdentify({ username: 'ada@example.com', type: 'email' })
    useIdentify({ username: 'ada', type: 'github', other_identities: [{ username: 'ada', type: 'linkedin' }] })
    useIdentify(null)
    // @ts-expect-error twitter is not an identity type
    useIdentify({ username: 'ada', type: 'twitter' })
    // @ts-expect-error username is required
    useIdentify({ type: 'email' })
    // @ts-expect-error type is required
    useIdentify({ username: 'ada@example.com' })
  })

  it('tracker.identify rejects the same wrong identities', () => {
    const fromHook = useTracker()
    expectTypeOf(fromHook).toEqualTypeOf<Tracker | null>()
    // @ts-expect-error twitter is not an identity type
    tracker.identify({ username: 'ada', type: 'twitter' })
    // @ts-expect-error username is required
    fromHook?.identify({ type: 'github' })
  })

  it('TrackerProvider needs a clientID; bundled is the core tracker and then needs apiHost', () => {
    expectTypeOf<TrackerProviderProps['clientID']>().toEqualTypeOf<string>()
    expectTypeOf<TrackerProviderProps['bundled']>().toEqualTypeOf<BundledTracker | undefined>()
    // @ts-expect-error clientID is required
    void (<TrackerProvider />)
    // @ts-expect-error the bundled tracker needs the collector's URL
    void (<TrackerProvider clientID="c1" bundled={tracker} />)
    void (
      <TrackerProvider
        clientID="c1"
        bundled={tracker}
        apiHost="https://devtrail.example.com"
        dnt={['copy']}
        onError={(error) => expectTypeOf(error).toEqualTypeOf<Error>()}
      />
    )
    void (
      <TrackerProvider clientID="c1" scriptHost="https://devtrail.example.com" requireConsent beforeSend={(event) => (event.type == 'COPY' ? null : event)} />
    )
  })
})
