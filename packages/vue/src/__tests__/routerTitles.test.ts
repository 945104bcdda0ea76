import { createApp, defineComponent, h } from 'vue'
import { createRouter, createWebHistory } from 'vue-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageVisitEvent } from '@devtrail/core/protocol'
import { API, freshPage, installCollector, load, settle, unload, type Collector } from '../../../core/src/__tests__/collector'
import { createTrackerPlugin } from '../index'

let wire: Collector
const visits = () =>
  wire
    .events()
    .filter((e): e is PageVisitEvent => e.type == 'PAGE_VISIT')
    .map((e) => [new URL(e.url).pathname, e.title])
const page = (name: string) => defineComponent({ render: () => h('main', name) })

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  await freshPage('/')
  document.title = 'Home'
  wire = installCollector()
})
afterEach(async () => {
  await unload()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Vue Router', () => {
  it('sends each page view with the title set after the navigation, once per navigation', async () => {
    const tracker = await load()
    const router = createRouter({
      history: createWebHistory(),
      routes: [
        { path: '/', component: page('home'), meta: { title: 'Home' } },
        { path: '/guide', component: page('guide'), meta: { title: 'Install guide' } },
        { path: '/api', component: page('api'), meta: { title: 'API reference' } },
      ],
    })
    // the usual way Vue apps title their pages: after each navigation, once the URL has changed
    router.afterEach((to) => void (document.title = String(to.meta.title)))
    const root = document.createElement('div')
    document.body.append(root)
    const app = createApp({ render: () => h('div') })
    app.use(router).use(createTrackerPlugin({ clientID: 'c1', bundled: tracker, apiHost: API }))
    await router.push('/')
    app.mount(root)
    await settle(0)
    await router.push('/guide')
    await settle(0)
    await router.push('/api')
    await settle(0)
    await router.replace('/api?tab=2') // the same page: no visit
    await settle(400)
    expect(visits()).toEqual([
      ['/', 'Home'],
      ['/guide', 'Install guide'],
      ['/api', 'API reference'],
    ])
    app.unmount()
  })
})
