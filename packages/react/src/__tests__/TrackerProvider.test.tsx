import { StrictMode, useEffect, type ReactNode } from 'react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoaderQueue, Tracker } from '@devtrail/core'
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

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Status() {
  const tracker = binding.useTracker()
  return <p data-testid="status">{tracker ? `ready ${tracker.version}` : 'loading'}</p>
}

const strict = (children: ReactNode) => <StrictMode>{children}</StrictMode>

describe('<TrackerProvider>', () => {
  it('loads the hosted script once and inits once under StrictMode; useTracker is null, then the tracker', async () => {
    const { TrackerProvider } = binding
    render(
      strict(
        <TrackerProvider clientID="c1" dnt={['copy']} scriptHost="https://t.example.com" apiHost="https://api.example.com">
          <Status />
        </TrackerProvider>,
      ),
    )
    expect(screen.getByTestId('status').textContent).toBe('loading')
    const tags = document.querySelectorAll('script')
    expect(tags).toHaveLength(1)
    expect(tags[0]!.src).toBe('https://t.example.com/tracker.js')

    const tracker = recordingTracker()
    page.Devtrail = tracker
    act(() => void tags[0]!.dispatchEvent(new Event('load')))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', dnt: ['copy'], apiHost: 'https://api.example.com' })])
  })

  it('inits once across remounts and a second provider (Fast Refresh remounts the same way)', async () => {
    const tracker = recordingTracker()
    page.Devtrail = tracker
    const { TrackerProvider } = binding
    const first = render(
      strict(
        <TrackerProvider clientID="c1">
          <Status />
        </TrackerProvider>,
      ),
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    first.unmount()
    render(
      strict(
        <TrackerProvider clientID="c1">
          <Status />
        </TrackerProvider>,
      ),
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    expect(tracker.inits).toHaveLength(1)
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('with bundled, uses the given tracker and injects no script', async () => {
    const tracker = recordingTracker()
    const { TrackerProvider } = binding
    render(
      strict(
        <TrackerProvider clientID="c1" bundled={tracker} apiHost="https://devtrail.example.com">
          <Status />
        </TrackerProvider>,
      ),
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', apiHost: 'https://devtrail.example.com' })])
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('passes every init option through (cookieless, hashRouting, debug)', async () => {
    const tracker = recordingTracker()
    const { TrackerProvider } = binding
    render(
      strict(
        <TrackerProvider clientID="c1" bundled={tracker} apiHost="https://devtrail.example.com" cookieless hashRouting debug>
          <Status />
        </TrackerProvider>,
      ),
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    expect(tracker.inits).toEqual([expect.objectContaining({ clientID: 'c1', cookieless: true, hashRouting: true, debug: true })])
  })

  it('calls onError once on a failed load under StrictMode, keeps rendering the app, and a remount retries', async () => {
    const onError = vi.fn()
    const { TrackerProvider } = binding
    const first = render(
      strict(
        <TrackerProvider clientID="c1" onError={onError}>
          <Status />
        </TrackerProvider>,
      ),
    )
    act(() => void document.querySelector('script')!.dispatchEvent(new Event('error')))
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error)
    expect((onError.mock.calls[0]![0] as Error).message).toBe('Devtrail: /tracker.js failed to load')
    expect(screen.getByTestId('status').textContent).toBe('loading')
    first.unmount()

    render(
      strict(
        <TrackerProvider clientID="c1" onError={onError}>
          <Status />
        </TrackerProvider>,
      ),
    )
    const retry = document.querySelector('script')!
    page.Devtrail = recordingTracker()
    act(() => void retry.dispatchEvent(new Event('load')))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready test'))
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('stays silent on a failed load without onError: nothing on the console, no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const consoleError = vi.spyOn(console, 'error')
    try {
      const { TrackerProvider } = binding
      render(
        strict(
          <TrackerProvider clientID="c1">
            <Status />
          </TrackerProvider>,
        ),
      )
      act(() => void document.querySelector('script')!.dispatchEvent(new Event('error')))
      // Node reports unhandled rejections once a task's microtasks have run: one turn of the event loop shows them
      await new Promise((resolve) => setImmediate(resolve))
      expect(screen.getByTestId('status').textContent).toBe('loading')
      expect(unhandled).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('useTracker is null outside a provider', () => {
    render(<Status />)
    expect(screen.getByTestId('status').textContent).toBe('loading')
  })
})

describe('<TrackerProvider> in a server-rendered page', () => {
  it('records a copy the app makes as soon as it is hydrated, before the tracker has loaded', async () => {
    const { hydrateRoot } = await import('react-dom/client')
    const { renderToString } = await import('react-dom/server')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => {} }, configurable: true })
    const { TrackerProvider } = binding
    /** Copies in its first effect, the earliest a hydrated app can (a click replayed after hydration runs no sooner). */
    function CopiesAtOnce() {
      useEffect(() => void navigator.clipboard.writeText('npm install acme'), [])
      return <button type="button">Copy</button>
    }
    const app = (
      <TrackerProvider clientID="c1" scriptHost="https://t.example.com">
        <CopiesAtOnce />
      </TrackerProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app)
    document.body.append(container)
    await act(async () => void hydrateRoot(container, app))
    expect((page.Devtrail as unknown as LoaderQueue).c.map(([text, , method]) => [text, method])).toEqual([['npm install acme', 'button']])
    container.remove()
  })
})
