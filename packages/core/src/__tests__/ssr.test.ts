// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('server-side rendering', () => {
  it('imports and calls the tracker under Node without throwing', async () => {
    const { tracker } = await import('../index')
    expect(() => {
      tracker.init({ clientID: 'c1' })
      tracker.identify({ username: 'ada', type: 'github' })
      tracker.reset()
    }).not.toThrow()
    expect(tracker.version).toBe('0.1.0')
  })
})
