// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TrackerProvider, useIdentify, useTracker } from '../index'

function Page() {
  const tracker = useTracker()
  useIdentify({ username: 'ada@example.com', type: 'email' })
  return <main>{tracker ? 'tracker ready' : 'no tracker on the server'}</main>
}

describe('server rendering', () => {
  it('renders the children with no window and loads nothing', () => {
    expect(typeof window).toBe('undefined')
    const html = renderToString(
      <TrackerProvider
        clientID="c1"
        onError={() => {
          throw new Error('onError must not run on the server')
        }}
      >
        <Page />
      </TrackerProvider>,
    )
    expect(html).toBe('<main>no tracker on the server</main>')
  })
})
