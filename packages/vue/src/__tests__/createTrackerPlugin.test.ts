import { defineComponent, h, nextTick } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Tracker } from '@devtrail/core'
import type { TrackerPluginOptions } from '../index'
import { recordingTracker } from '../../../../test/fixtures/recordingTracker'

type Binding = typeof import('../index')
const page = window as unknown as { Devtrail?: Tracker }
let binding: Binding

beforeEach(async () => {
  // Fresh binding and loader modules per test: their one-load-per-page state is module state.
  vi.resetModules()
  binding = await import('../index')
  document.head.innerHTML = ''
  delete page.Devtrail
})

afterEach(() => vi.restoreAllMocks())

const Status = defineComponent({
  setup() {
    const tracker = binding.useTracker()
    return () => h('p', tracker.value ? `ready ${tracker.value.version}` : 'loading')
  },
})

const mountWith = (options: TrackerPluginOptions) => mount(Status, { global: { plugins: [binding.createTrackerPlugin(options)] } })

describe('createTrackerPlugin', () => {
  it('loads the hosted script once and inits once; useTracker is null, then the tracker', async () => {
    const wrapper = mountWith({ clientID: 'c1', dnt: ['copy'], scriptHost: 'https://t.example.com', apiHost: 'https://api.example.com' })
    expect(wrapper.text()).toBe('loading')
    const tags = document.querySelectorAll('script')
    expect(tags).toHaveLength(1)
    expect(tags[0]!.src).toBe('https://t.example.com/tracker.js')

    const tracker = recordingTracker()
    page.Devtrail = tracker
    tags[0]!.dispatchEvent(new Event('load'))
    await flushPromises()
    expect(wrapper.text()).toBe('ready test')
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', dnt: ['copy'], apiHost: 'https://api.example.com' })])
  })

  it('inits once when installed in several apps (or re-installed by a hot reload)', async () => {
    const tracker = recordingTracker()
    page.Devtrail = tracker
    const first = mountWith({ clientID: 'c1' })
    const second = mountWith({ clientID: 'c1' })
    await flushPromises()
    expect(first.text()).toBe('ready test')
    expect(second.text()).toBe('ready test')
    expect(tracker.inits).toHaveLength(1)
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('with bundled, uses the given tracker and injects no script', async () => {
    const tracker = recordingTracker()
    const wrapper = mountWith({ clientID: 'c1', bundled: tracker, apiHost: 'https://devtrail.example.com' })
    await flushPromises()
    expect(wrapper.text()).toBe('ready test')
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', apiHost: 'https://devtrail.example.com' })])
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('passes every init option through (cookieless, hashRouting, debug)', async () => {
    const tracker = recordingTracker()
    mountWith({ clientID: 'c1', bundled: tracker, apiHost: 'https://devtrail.example.com', cookieless: true, hashRouting: true, debug: true })
    await flushPromises()
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', cookieless: true, hashRouting: true, debug: true })])
  })

  it('calls onError once on a failed load, keeps the app running, and a later install retries', async () => {
    const onError = vi.fn()
    const wrapper = mountWith({ clientID: 'c1', onError })
    document.querySelector('script')!.dispatchEvent(new Event('error'))
    await flushPromises()
    expect(onError).toHaveBeenCalledTimes(1)
    expect((onError.mock.calls[0]![0] as Error).message).toBe('Devtrail: /tracker.js failed to load')
    expect(wrapper.text()).toBe('loading')

    const retry = mountWith({ clientID: 'c1', onError })
    page.Devtrail = recordingTracker()
    document.querySelector('script')!.dispatchEvent(new Event('load'))
    await flushPromises()
    expect(retry.text()).toBe('ready test')
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('stays silent on a failed load without onError: nothing on the console, no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const consoleError = vi.spyOn(console, 'error')
    const consoleWarn = vi.spyOn(console, 'warn')
    try {
      const wrapper = mountWith({ clientID: 'c1' })
      document.querySelector('script')!.dispatchEvent(new Event('error'))
      // Node reports unhandled rejections once a task's microtasks have run: one turn of the event loop shows them
      await new Promise((resolve) => setImmediate(resolve))
      await nextTick()
      expect(wrapper.text()).toBe('loading')
      expect(unhandled).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      expect(consoleWarn).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('useTracker is a null ref without the plugin', () => {
    expect(mount(Status).text()).toBe('loading')
  })
})
