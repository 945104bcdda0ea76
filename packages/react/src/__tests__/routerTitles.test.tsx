import { StrictMode } from 'react'
import { act, cleanup, render } from '@testing-library/react'
import { createBrowserRouter, Link, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageVisitEvent } from '@devtrail/core/protocol'
import { API, freshPage, installCollector, load, settle, unload, type Collector } from '../../../core/src/__tests__/collector'
import { TrackerProvider } from '../index'

let wire: Collector
const visits = () =>
  wire
    .events()
    .filter((e): e is PageVisitEvent => e.type == 'PAGE_VISIT')
    .map((e) => [new URL(e.url).pathname, e.title])

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  await freshPage('/')
  document.head.innerHTML = ''
  wire = installCollector()
})
afterEach(async () => {
  cleanup()
  await unload()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('React Router', () => {
  it('sends each page view with the title the new page renders, once per navigation', async () => {
    const tracker = await load()
    // React 19 hoists <title> into the head once the route has rendered, after pushState
    const router = createBrowserRouter([
      {
        path: '/',
        element: (
          <>
            <title>Home</title>
            <Link to="/guide">Guide</Link>
          </>
        ),
      },
      {
        path: '/guide',
        element: (
          <>
            <title>Install guide</title>
            <Link to="/api">API</Link>
          </>
        ),
      },
      { path: '/api', element: <title>API reference</title> },
    ])
    render(
      <StrictMode>
        <TrackerProvider clientID="c1" bundled={tracker} apiHost={API}>
          <RouterProvider router={router} />
        </TrackerProvider>
      </StrictMode>,
    )
    await act(() => settle(0))
    await act(() => router.navigate('/guide'))
    await act(() => settle(0))
    await act(() => router.navigate('/api'))
    await act(() => settle(0))
    await act(() => router.navigate(-1))
    await act(() => settle(400))
    expect(visits()).toEqual([
      ['/', 'Home'],
      ['/guide', 'Install guide'],
      ['/api', 'API reference'],
      ['/guide', 'Install guide'],
    ])
  })
})
