// @vitest-environment node
import { createSSRApp, defineComponent, h } from 'vue'
import { renderToString } from '@vue/server-renderer'
import { describe, expect, it, vi } from 'vitest'
import { createTrackerPlugin, useIdentify, useTracker } from '../index'
import { recordingTracker } from '../../../../test/fixtures/recordingTracker'

describe('server rendering', () => {
  it('renders with no window and loads or inits nothing', async () => {
    expect(typeof window).toBe('undefined')
    const bundled = recordingTracker()
    const onError = vi.fn()
    const App = defineComponent({
      setup() {
        const tracker = useTracker()
        useIdentify({ username: 'ada@example.com', type: 'email' })
        return () => h('main', tracker.value ? 'tracker ready' : 'no tracker on the server')
      },
    })
    for (const options of [
      { clientID: 'c1', onError },
      { clientID: 'c1', bundled, apiHost: 'https://devtrail.example.com', onError },
    ]) {
      const app = createSSRApp(App)
      app.use(createTrackerPlugin(options))
      expect(await renderToString(app)).toBe('<main>no tracker on the server</main>')
    }
    // anything the plugin set off would run in the microtasks of this task: one turn of the event loop shows it
    await new Promise((resolve) => setImmediate(resolve))
    expect(bundled.inits).toEqual([])
    expect(bundled.identities).toEqual([])
    expect(onError).not.toHaveBeenCalled()
  })
})
