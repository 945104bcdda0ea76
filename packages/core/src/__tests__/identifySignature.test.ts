import { describe, expect, it } from 'vitest'
import type { IdentifyEvent } from '../protocol'
import type { Identity } from '../types'
import { API, load, settle, unload, useTrackedPage } from './collector'

const wire = useTrackedPage()
const identifies = () => wire.events().filter((e) => e.type == 'IDENTIFY') as IdentifyEvent[]
const maya: Identity = {
  username: 'maya.chen@customer.com',
  type: 'email',
  firstname: 'Maya',
  lastname: 'Chén',
  company: 'customer.com',
  other_identities: [{ username: 'mayac', type: 'github' }],
}
const signature = 'a'.repeat(64)

describe('identify with a signature', () => {
  it('sends the identity unchanged with its signature', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(maya, { signature })
    await settle()
    expect(identifies().map((e) => [e.identity, e.signature])).toEqual([[maya, signature]])
  })

  it('does not resend the same identity and signature on the next page load, but does when the signature changes', async () => {
    let tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(maya, { signature })
    await settle()
    await unload()
    tracker = await load() // next page load, same browser
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(maya, { signature })
    tracker.identify(maya, { signature: 'b'.repeat(64) }) // after a secret rotation
    await settle()
    expect(identifies().map((e) => e.signature)).toEqual([signature, 'b'.repeat(64)])
    expect(new Set(wire.batches().map((b) => b.anonymous_id)).size).toBe(1)
  })

  it('sends a signed identity again after an unsigned one of the same person', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(maya)
    tracker.identify(maya, { signature })
    await settle()
    expect(identifies().map((e) => e.signature)).toEqual([undefined, signature])
    expect(JSON.stringify(wire.batches())).not.toContain('"signature":null')
  })

  it('leaves out a signature the collector would refuse, keeping the identify, and never throws', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    for (const bad of [42, { hex: 'aa' }, '', 'x'.repeat(257)]) {
      tracker.identify({ ...maya, username: `maya+${String(bad).length}@customer.com` }, { signature: bad as never })
    }
    tracker.identify({ ...maya, username: 'null-options@customer.com' }, null as never)
    await settle()
    expect(identifies()).toHaveLength(5)
    expect(identifies().map((e) => 'signature' in e)).toEqual([false, false, false, false, false])
  })

  it('keeps a signature beforeSend leaves, and drops one beforeSend breaks', async () => {
    const tracker = await load()
    tracker.init({
      clientID: 'c1',
      apiHost: API,
      beforeSend: (event) => (event.type == 'IDENTIFY' && event.identity.username.startsWith('broken') ? ({ ...event, signature: 7 } as never) : event),
    })
    tracker.identify(maya, { signature })
    tracker.identify({ ...maya, username: 'broken@customer.com' }, { signature })
    await settle()
    expect(identifies().map((e) => e.signature)).toEqual([signature, undefined])
  })
})
