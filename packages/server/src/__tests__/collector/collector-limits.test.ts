/** The collector's rate limits: per client IP and per client id, 429 rate_limited with Retry-After, nothing stored. */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { issueToken } from '../../collector/tokens.js'
import { BROWSER_UA } from '../../../test/collectorLoad.js'
import { createTestStore } from '../../../test/stores.js'

const secret = 'collector-limit-secret-0123456789'
const origin = 'https://docs.acme.io'

describe('collector rate limits', () => {
  it('limits each address and each client id, answering 429 with Retry-After and storing nothing', async () => {
    const store = await createTestStore('sqlite')
    const app = await createApp({ store, tokenSecret: secret, rateLimits: { collectorPerIp: 5, collectorPerClient: 8, windowMs: 60_000 } }, { logger: false })
    try {
      const workspace = await createWorkspace(store, 'Limited')
      const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: [origin] })
      const anonymousId = randomUUID()
      const token = issueToken(secret, { clientId: asset.client_id, anonymousId }).token
      const post = (remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/v1/events',
          remoteAddress,
          headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_UA, origin },
          payload: JSON.stringify({
            client_id: asset.client_id,
            anonymous_id: anonymousId,
            token,
            events: [{ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://docs.acme.io/' }],
          }),
        })
      const statuses: number[] = []
      for (let request = 0; request < 6; request++) statuses.push((await post('192.0.2.1')).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      const perIp = await post('192.0.2.1')
      expect(perIp.json()).toEqual({ error: { type: 'rate_limited', message: expect.stringMatching(/address/) } })
      expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0)
      // other addresses go on until the client id's own limit (8 in all) is spent
      expect((await post('192.0.2.2')).statusCode).toBe(200)
      expect((await post('192.0.2.3')).statusCode).toBe(200)
      expect((await post('192.0.2.4')).statusCode).toBe(200)
      const perClient = await post('192.0.2.5')
      expect(perClient.statusCode).toBe(429)
      expect(perClient.json()).toEqual({ error: { type: 'rate_limited', message: expect.stringMatching(/client ID/) } })
      const stored = await store.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(stored.n)).toBe(8)
    } finally {
      await app.close()
      await store.close()
    }
  })
})
