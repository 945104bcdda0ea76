import { describe, expectTypeOf, it } from 'vitest'
import type { Tracker } from '@devtrail/core'
import { loadTrackerScript, type LoadTrackerOptions } from '../index'

describe('types', () => {
  it('resolves to the Tracker and requires a clientID', () => {
    expectTypeOf(loadTrackerScript).returns.toEqualTypeOf<Promise<Tracker>>()
    expectTypeOf<LoadTrackerOptions['clientID']>().toEqualTypeOf<string>()
    // @ts-expect-error clientID is required
    void loadTrackerScript({ scriptHost: 'https://t.example.com' })
  })

  it('the resolved tracker only accepts a valid Identity', async () => {
    const tracker = await loadTrackerScript({ clientID: 'c1' })
    tracker.init({ clientID: 'c1', dnt: ['copy'] })
    tracker.identify({ username: 'ada@example.com', type: 'email', other_identities: [{ username: 'ada', type: 'github' }] })
    // @ts-expect-error twitter is not an identity type
    tracker.identify({ username: 'ada', type: 'twitter' })
    // @ts-expect-error username is required
    tracker.identify({ type: 'linkedin' })
  })
})
