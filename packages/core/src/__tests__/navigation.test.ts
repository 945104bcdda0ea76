import { describe, expect, it, vi } from 'vitest'
import { MAX_TITLE, MAX_URL } from '../protocol'
import type { PageVisitEvent } from '../protocol'
import { API, load, settle, useTrackedPage } from './collector'

const wire = useTrackedPage('/start')
const visits = () => wire.events().filter((e) => e.type == 'PAGE_VISIT') as PageVisitEvent[]

describe('page visits', () => {
  it('sends one visit for the initial load with the exact event shape', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    await settle()
    expect(wire.requests).toHaveLength(1)
    const [batch] = wire.batches()
    expect(batch).toEqual({ client_id: 'c1', anonymous_id: expect.stringMatching(/^[0-9a-f-]{36}$/), events: expect.any(Array) })
    expect(batch!.events).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        time: expect.any(Number),
        url: 'http://localhost:3000/start',
        type: 'PAGE_VISIT',
        title: 'Docs',
        referrer: '',
      },
    ])
  })

  it('caps the URL, referrer and title at the protocol limits so one page cannot outgrow a batch or be refused', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    document.title = 'T'.repeat(5000)
    history.pushState(null, '', `/state?${'x'.repeat(70_000)}`)
    await settle()
    const last = visits().at(-1)!
    expect(last.url).toHaveLength(MAX_URL)
    expect(last.title).toHaveLength(MAX_TITLE)
    expect(last.url.startsWith('http://localhost:3000/state?xxx')).toBe(true)
  })

  it('sends an SPA visit whose title does not change within 100 ms; a title the router sets later goes as PAGE_TITLE of that visit', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    await settle()
    history.pushState(null, '', '/next')
    await vi.advanceTimersByTimeAsync(100)
    const sent = visits().at(-1)!
    expect([new URL(sent.url).pathname, sent.title]).toEqual(['/next', 'Docs'])
    document.title = 'Next | Docs'
    await settle()
    expect(wire.events().at(-1)).toEqual({
      type: 'PAGE_TITLE',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      time: expect.any(Number),
      url: 'http://localhost:3000/next',
      visit: sent.id,
      title: 'Next | Docs',
    })
    // after 5 s, or once the next navigation has its visit, a title is the page's own business
    await settle(5000)
    document.title = 'Later'
    await settle()
    expect(wire.events().filter((e) => e.type === 'PAGE_TITLE')).toHaveLength(1)
  })

  it('gives exactly one visit per SPA navigation (pushState, replaceState of the path, popstate)', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    history.pushState(null, '', '/a')
    history.pushState(null, '', '/a') // same URL: no new visit
    history.replaceState(null, '', '/a?tab=2') // same path: no visit
    history.replaceState(null, '', '/b') // new path: a visit
    history.pushState(null, '', '/c')
    history.back()
    await vi.waitFor(() => expect(location.pathname).toBe('/b'))
    await settle()
    expect(visits().map((v) => [new URL(v.url).pathname, v.referrer])).toEqual([
      ['/start', ''],
      ['/a', 'http://localhost:3000/start'],
      ['/b', 'http://localhost:3000/a'],
      ['/c', 'http://localhost:3000/b'],
      ['/b', 'http://localhost:3000/c'],
    ])
    expect(new Set(visits().map((v) => v.id)).size).toBe(5)
  })

  it('ignores hash changes unless hashRouting is on', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API })
    location.hash = '#/guide'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await settle()
    expect(visits()).toHaveLength(1)
  })

  it('counts hash routes as visits with hashRouting, once each', async () => {
    const tracker = await load()
    tracker.init({ clientID: 'c1', apiHost: API, hashRouting: true })
    location.hash = '#/guide'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    window.dispatchEvent(new PopStateEvent('popstate'))
    history.pushState(null, '', '#/api')
    await settle()
    expect(visits().map((v) => new URL(v.url).hash)).toEqual(['', '#/guide', '#/api'])
  })
})
