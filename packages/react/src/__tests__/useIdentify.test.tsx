import { StrictMode } from 'react'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Identity, Tracker } from '@devtrail/core'
import { recordingTracker, type RecordingTracker } from '../../../../test/fixtures/recordingTracker'

type Binding = typeof import('../index')
const page = window as unknown as { Devtrail?: Tracker }
let binding: Binding

beforeEach(async () => {
  vi.resetModules()
  binding = await import('../index')
  document.head.innerHTML = ''
  delete page.Devtrail
})

afterEach(cleanup)

function SignedIn({ identity }: { identity: Identity | null | undefined }) {
  binding.useIdentify(identity)
  return null
}

function App({ identity, tracker }: { identity: Identity | null | undefined; tracker: RecordingTracker }) {
  const { TrackerProvider } = binding
  return (
    <StrictMode>
      <TrackerProvider clientID="c1" bundled={tracker} apiHost="https://devtrail.example.com">
        <SignedIn identity={identity} />
      </TrackerProvider>
    </StrictMode>
  )
}

const ada: Identity = { username: 'ada@example.com', type: 'email', firstname: 'Ada', company: 'example.com' }

describe('useIdentify', () => {
  it('treats undefined as not known yet: no reset while auth loads', async () => {
    const tracker = recordingTracker()
    const view = render(<App identity={ada} tracker={tracker} />)
    await waitFor(() => expect(tracker.identities).toEqual([ada]))
    view.rerender(<App identity={undefined} tracker={tracker} />)
    await act(async () => {})
    expect(tracker.resets).toBe(0)
    view.rerender(<App identity={null} tracker={tracker} />)
    await waitFor(() => expect(tracker.resets).toBe(1))
  })

  it('identifies once per distinct identity, by value, and resets on sign-out', async () => {
    const tracker = recordingTracker()
    const view = render(<App identity={undefined} tracker={tracker} />)
    await waitFor(() => expect(tracker.inits).toHaveLength(1))
    expect(tracker.identities).toEqual([])
    expect(tracker.resets).toBe(0)

    // Sign-in.
    view.rerender(<App identity={ada} tracker={tracker} />)
    await waitFor(() => expect(tracker.identities).toEqual([ada]))

    // A new object with the same content (keys in another order): no second identify.
    view.rerender(<App identity={{ company: 'example.com', firstname: 'Ada', type: 'email', username: 'ada@example.com' }} tracker={tracker} />)
    await act(async () => {})
    expect(tracker.identities).toHaveLength(1)

    // The content changes: identify again.
    const withGithub: Identity = { ...ada, other_identities: [{ username: 'ada', type: 'github' }] }
    view.rerender(<App identity={withGithub} tracker={tracker} />)
    await waitFor(() => expect(tracker.identities).toEqual([ada, withGithub]))

    // Sign-out: one reset; staying signed out does not reset again.
    view.rerender(<App identity={null} tracker={tracker} />)
    await waitFor(() => expect(tracker.resets).toBe(1))
    view.rerender(<App identity={undefined} tracker={tracker} />)
    await act(async () => {})
    expect(tracker.resets).toBe(1)
    expect(tracker.identities).toHaveLength(2)
  })

  it('does not identify again when the identifying component remounts', async () => {
    const tracker = recordingTracker()
    const view = render(<App identity={ada} tracker={tracker} />)
    await waitFor(() => expect(tracker.identities).toEqual([ada]))
    view.rerender(
      <StrictMode>
        <binding.TrackerProvider clientID="c1" bundled={tracker} apiHost="https://devtrail.example.com">
          <div>
            <SignedIn identity={{ ...ada }} />
          </div>
        </binding.TrackerProvider>
      </StrictMode>,
    )
    await act(async () => {})
    expect(tracker.identities).toHaveLength(1)
  })

  it('does not reset when the identity was never set', async () => {
    const tracker = recordingTracker()
    const view = render(<App identity={null} tracker={tracker} />)
    await waitFor(() => expect(tracker.inits).toHaveLength(1))
    view.rerender(<App identity={undefined} tracker={tracker} />)
    await act(async () => {})
    expect(tracker.resets).toBe(0)
  })

  it('identifies after the tracker arrives when the identity was known before (calls are not lost)', async () => {
    const tracker = recordingTracker()
    const { TrackerProvider, useIdentify } = binding
    function SignedIn() {
      useIdentify(ada)
      return null
    }
    render(
      <StrictMode>
        <TrackerProvider clientID="c1">
          <SignedIn />
        </TrackerProvider>
      </StrictMode>,
    )
    expect(tracker.identities).toEqual([])
    page.Devtrail = tracker
    act(() => void document.querySelector('script')!.dispatchEvent(new Event('load')))
    await waitFor(() => expect(tracker.identities).toEqual([ada]))
    // Init ran before identify.
    expect(tracker.inits).toHaveLength(1)
  })
})

function SignedInWithSignature({ identity, signature }: { identity: Identity | null | undefined; signature?: string }) {
  binding.useIdentify(identity, { signature })
  return null
}

function SignedApp({ identity, signature, tracker }: { identity: Identity | null | undefined; signature?: string; tracker: RecordingTracker }) {
  const { TrackerProvider } = binding
  return (
    <StrictMode>
      <TrackerProvider clientID="c1" bundled={tracker} apiHost="https://devtrail.example.com">
        <SignedInWithSignature identity={identity} signature={signature} />
      </TrackerProvider>
    </StrictMode>
  )
}

describe('useIdentify with a signature', () => {
  it('passes the signature with the identity, and identifies again only when either changes', async () => {
    const tracker = recordingTracker()
    const view = render(<SignedApp identity={ada} signature={'a'.repeat(64)} tracker={tracker} />)
    await waitFor(() => expect(tracker.signatures).toEqual(['a'.repeat(64)]))
    expect(tracker.identities).toEqual([ada])
    view.rerender(<SignedApp identity={{ ...ada }} signature={'a'.repeat(64)} tracker={tracker} />)
    await act(async () => {})
    expect(tracker.identities).toHaveLength(1)
    // a rotated secret: same identity, new signature
    view.rerender(<SignedApp identity={ada} signature={'b'.repeat(64)} tracker={tracker} />)
    await waitFor(() => expect(tracker.signatures).toEqual(['a'.repeat(64), 'b'.repeat(64)]))
    view.rerender(<SignedApp identity={null} tracker={tracker} />)
    await waitFor(() => expect(tracker.resets).toBe(1))
  })
})
