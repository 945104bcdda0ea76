import { describe, expect, it, vi } from 'vitest'
import type { LoaderQueue } from '@devtrail/core'
import type { PageVisitEvent } from '@devtrail/core/protocol'
import { API, completeTrackerArrives, hostedScriptRuns, settle } from '../../../core/src/__tests__/collector'
import { page, useLoaderPage } from './loaderPage'

const { wire, loadTrackerScript } = useLoaderPage()

/** The hosted script arriving late: it runs (replaying the queue), then the tag's load event; then the complete tracker it loads. */
async function scriptArrives() {
  await hostedScriptRuns()
  document.querySelector('script')!.dispatchEvent(new Event('load'))
  await completeTrackerArrives()
}

describe('the queue before the hosted script has loaded', () => {
  it('keeps navigations and calls made before the script loaded, and the tracker replays them in order', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    const queue = page.Devtrail as LoaderQueue
    expect(queue.q).toEqual([])
    queue.init({ clientID: 'c1', apiHost: API })
    document.title = 'Start'
    history.pushState(null, '', '/guide')
    document.title = 'Guide'
    history.replaceState(null, '', '/guide?tab=2') // same path: not a navigation
    history.pushState(null, '', '/api')
    document.title = 'API'
    queue.identify({ username: 'ada@example.com', type: 'email' })
    expect(wire.requests).toEqual([])

    vi.setSystemTime(Date.now() + 5000)
    await scriptArrives()
    const tracker = await loading
    expect(tracker).not.toBe(queue)
    expect(tracker).toBe(page.Devtrail)
    await settle()
    const events = wire.events()
    expect(events.map((e) => [e.type, e.type == 'PAGE_VISIT' ? [new URL(e.url).pathname, e.title, e.referrer] : undefined])).toEqual([
      ['PAGE_VISIT', ['/start', 'Start', '']],
      ['PAGE_VISIT', ['/guide', 'Guide', 'http://localhost:3000/start']],
      ['PAGE_VISIT', ['/api', 'API', 'http://localhost:3000/guide']],
      ['IDENTIFY', undefined],
    ])
    // each visit keeps the time it happened, not the time the script arrived
    const times = events.filter((e): e is PageVisitEvent => e.type == 'PAGE_VISIT').map((e) => e.time)
    expect(times.every((time) => time < Date.now() - 4000)).toBe(true)
    // one tracker afterwards: later navigations are seen once, by the tracker itself
    history.pushState(null, '', '/after')
    document.title = 'After'
    await settle()
    expect(
      wire
        .events()
        .filter((e) => e.type == 'PAGE_VISIT')
        .map((e) => new URL(e.url).pathname),
    ).toEqual(['/start', '/guide', '/api', '/after'])
  })

  it('records a bounded number of navigations and stays silent when the script never arrives', async () => {
    const log = vi.spyOn(console, 'log')
    const loading = loadTrackerScript({ clientID: 'c1', timeoutMs: 1000 })
    for (let i = 0; i < 200; i++) history.pushState(null, '', `/p${i}`)
    expect((page.Devtrail as LoaderQueue).n.length).toBeLessThanOrEqual(50)
    vi.advanceTimersByTime(1000)
    await expect(loading).rejects.toThrow('timed out')
    expect(log).not.toHaveBeenCalled()
  })

  it('keeps the signature of an identify queued before the script loaded, through the hosted script to the complete tracker', async () => {
    const loading = loadTrackerScript({ clientID: 'c1' })
    const queue = page.Devtrail as LoaderQueue
    queue.init({ clientID: 'c1', apiHost: API })
    queue.identify({ username: 'ada@example.com', type: 'email' }, { signature: 'c'.repeat(64) })
    await scriptArrives()
    await loading
    await settle()
    const identify = wire.events().find((e) => e.type == 'IDENTIFY')
    expect(identify).toMatchObject({ identity: { username: 'ada@example.com', type: 'email' }, signature: 'c'.repeat(64) })
  })
})
