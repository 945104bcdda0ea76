import { describe, expect, it, vi } from 'vitest'
import type { IdentifyEvent } from '../protocol'
import type { Identity } from '../types'
import { API, load, settle, unload, useTrackedPage } from './collector'

const wire = useTrackedPage()
const identifies = () => wire.events().filter((e) => e.type == 'IDENTIFY') as IdentifyEvent[]
const ada: Identity = {
  username: 'ada@example.com',
  type: 'email',
  firstname: 'Ada',
  company: 'example.com',
  other_identities: [{ username: 'ada', type: 'github' }],
}

describe('identify', () => {
  it('sends the validated identity, only its known fields', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify({ ...ada, role: 'admin' } as never)
    await settle()
    expect(identifies().map((e) => e.identity)).toEqual([ada])
  })

  it('takes a null name, company or other_identities as absent, as a backend serialising None or nil sends them', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify({ username: 'ada@example.com', type: 'email', firstname: 'Ada', lastname: null, company: null, other_identities: null })
    await settle()
    expect(identifies().map((e) => e.identity)).toEqual([{ username: 'ada@example.com', type: 'email', firstname: 'Ada' }])
  })

  it('ignores invalid identities without a word', async () => {
    const log = vi.spyOn(console, 'log')
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    for (const bad of [
      undefined,
      {},
      { username: '', type: 'email' },
      { username: 'ada', type: 'email' },
      { username: 'ada', type: 'twitter' },
      { username: 'ada', type: 'github', firstname: 42 },
      { username: 'ada', type: 'github', other_identities: 'ada' },
      { username: 'ada', type: 'github', other_identities: [{ username: 'x', type: 'fax' }] },
    ])
      tracker.identify(bad as never)
    await settle()
    expect(identifies()).toEqual([])
    expect(log).not.toHaveBeenCalled()
  })

  it('stays identified across a reload and does not resend the same identity', async () => {
    let tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(ada)
    tracker.identify(ada) // React StrictMode, a second effect run
    await settle()
    await unload()
    tracker = await load() // next page load, same browser
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(ada)
    await settle()
    expect(identifies()).toHaveLength(1)
    const anon = wire.batches().map((b) => b.anonymous_id)
    expect(new Set(anon).size).toBe(1)
    expect(wire.events().map((e) => e.type)).toEqual(['PAGE_VISIT', 'IDENTIFY', 'PAGE_VISIT'])
  })

  it('reset forgets the identity and starts a new anonymous id, whose first request carries no token', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(ada)
    await settle()
    const first = document.cookie.match(/dt_aid=([^;]+)/)![1]
    tracker.reset()
    expect(document.cookie.match(/dt_aid=([^;]+)/)![1]).not.toBe(first)
    history.pushState(null, '', '/after')
    tracker.identify(ada) // identify again after sign-in: sent again, for the new id
    await settle()
    const visitors = [...new Set(wire.batches().map((b) => b.anonymous_id))]
    expect(visitors).toEqual([first, expect.not.stringMatching(first!)])
    const after = wire.batches().filter((b) => b.anonymous_id == visitors[1])
    expect(after[0]!.token).toBeUndefined()
    // the SPA visit waits for its title, the identity does not: both arrive, for the new id
    expect(after.flatMap((b) => b.events.map((e) => e.type)).sort()).toEqual(['IDENTIFY', 'PAGE_VISIT'])
    expect(identifies()).toHaveLength(2)
  })

  it('gives a second person identified without a reset a new anonymous id', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    tracker.identify(ada)
    tracker.identify({ ...ada, lastname: 'Lovelace' }) // the same person, more detail: same visitor
    await settle()
    const first = document.cookie.match(/dt_aid=([^;]+)/)![1]
    tracker.identify({ username: 'grace@example.com', type: 'email' })
    await settle()
    expect(document.cookie.match(/dt_aid=([^;]+)/)![1]).not.toBe(first)
    const byVisitor = wire
      .batches()
      .flatMap((b) => b.events.filter((e) => e.type == 'IDENTIFY').map((e) => [b.anonymous_id, (e as IdentifyEvent).identity.username]))
    expect(byVisitor).toEqual([
      [first, 'ada@example.com'],
      [first, 'ada@example.com'],
      [expect.not.stringMatching(first!), 'grace@example.com'],
    ])
  })
})
