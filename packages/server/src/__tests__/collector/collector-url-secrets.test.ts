/**
 * A hand-made client (curl, a script) sends page URLs as they are: the collector removes their
 * one-time secrets (OAuth `code`/`state`, `access_token` in the fragment, signed-URL signatures,
 * reset and magic-link tokens, userinfo) before storage, as the tracker does in the browser, and
 * keeps every harmless parameter and path byte for byte. On both stores, over a real port.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAsset, type Asset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const origin = 'https://docs.acme.io'
/** isbot counts node's fetch as a bot: send what a browser sends. */
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** Page URLs as a hand-made client sends them, and as they must be stored. */
const URLS: [sent: string, stored: string][] = [
  [
    'https://docs.acme.io/callback?code=4%2F0AbCdEf&state=xyz123&utm_source=news',
    'https://docs.acme.io/callback?code=[REDACTED]&state=[REDACTED]&utm_source=news',
  ],
  [
    'https://docs.acme.io/app#access_token=ya29.a0Af&token_type=Bearer&expires_in=3599',
    'https://docs.acme.io/app#access_token=[REDACTED]&token_type=[REDACTED]&expires_in=3599',
  ],
  ['https://docs.acme.io/reset-password?reset_token=r3s3t&email=a%40b.io', 'https://docs.acme.io/reset-password?reset_token=[REDACTED]&email=a%40b.io'],
  ['https://docs.acme.io/login?magic=m4g1c', 'https://docs.acme.io/login?magic=[REDACTED]'],
  [
    'https://docs.acme.io/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc123def&X-Amz-Expires=300',
    'https://docs.acme.io/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=[REDACTED]&X-Amz-Expires=300',
  ],
  ['https://me:hunter2@docs.acme.io/private', 'https://[REDACTED]@docs.acme.io/private'],
  ['https://docs.acme.io/search?q=password+reset&page=2', 'https://docs.acme.io/search?q=password+reset&page=2'],
  ['https://docs.acme.io/#/docs/install', 'https://docs.acme.io/#/docs/install'],
]

describe.each(dialects)('collector URL secrets on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let base: string
  let asset: Asset

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'collector-url-test-secret-0123456789' })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    const workspace = await createWorkspace(store, 'Acme')
    asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: [origin] })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('removes the one-time secrets of page and copy URLs sent by a hand-made client, keeping the rest', async () => {
    const time = Date.now() - 5000
    const events = URLS.flatMap(([url], index) => [
      { type: 'PAGE_VISIT', id: randomUUID(), time: time + index, url, referrer: url, title: 'Docs' },
      { type: 'COPY', id: randomUUID(), time: time + index, url, text: 'npm install acme', language: 'bash', method: 'button' },
    ])
    const response = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'user-agent': ua },
      body: JSON.stringify({ client_id: asset.client_id, anonymous_id: randomUUID(), events }),
    })
    expect(response.status).toBe(200)
    const rows = await store.db.selectFrom('activities').select(['id', 'page']).where('asset_id', '=', asset.id).execute()
    const pageOf = new Map(rows.map((row) => [row.id, row.page]))
    expect(events.map((event) => pageOf.get(event.id))).toEqual(URLS.flatMap(([, stored]) => [stored, stored]))
  })
})
