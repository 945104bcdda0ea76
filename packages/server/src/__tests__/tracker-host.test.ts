import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { trackerRoutes } from '../routes/tracker.js'
import type { Store } from '../store/store.js'
import { createTestStore } from '../../test/stores.js'

const require = createRequire(import.meta.url)
const coreVersion = (require('@devtrail/core/package.json') as { version: string }).version
const builtScript = readFileSync(require.resolve('@devtrail/core/tracker.js'), 'utf8')

describe('script host', () => {
  let store: Store
  let app: Awaited<ReturnType<typeof createApp>>
  beforeAll(async () => {
    store = await createTestStore('sqlite')
    app = await createApp({ store, tokenSecret: 'x'.repeat(32) })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('serves the built tracker with a strong ETag and a short cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/tracker.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/)
    expect(response.body).toBe(builtScript)
  })

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const first = await app.inject({ method: 'GET', url: '/tracker.js' })
    const etag = first.headers.etag as string
    const cached = await app.inject({ method: 'GET', url: '/tracker.js', headers: { 'if-none-match': `"stale", ${etag}` } })
    expect(cached.statusCode).toBe(304)
    expect(cached.body).toBe('')
    expect(cached.headers.etag).toBe(etag)
    const stale = await app.inject({ method: 'GET', url: '/tracker.js', headers: { 'if-none-match': '"stale"' } })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(builtScript)
  })

  it('serves the current version immutably and 404s any other version', async () => {
    const response = await app.inject({ method: 'GET', url: `/tracker/${coreVersion}.js` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toBe(builtScript)
    const other = await app.inject({ method: 'GET', url: '/tracker/0.0.0-nope.js' })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ error: { type: 'not_found', message: expect.stringContaining('0.0.0-nope') } })
  })

  it('serves over a real port', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(`${address}/tracker.js`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(builtScript)
  })
})

describe('script host without a built tracker', () => {
  it('answers 503 with a clear message instead of crashing', async () => {
    const app = Fastify()
    await app.register(trackerRoutes, { scriptPath: '/nonexistent/tracker.js', version: '9.9.9' })
    const response = await app.inject({ method: 'GET', url: '/tracker.js' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ error: { type: 'unavailable', message: expect.stringContaining('npm run build') } })
    const versioned = await app.inject({ method: 'GET', url: '/tracker/9.9.9.js' })
    expect(versioned.statusCode).toBe(503)
    await app.close()
  })

  it('serves another file when pointed at it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-tracker-'))
    writeFileSync(join(dir, 'tracker.js'), 'window.X=1')
    const app = Fastify()
    await app.register(trackerRoutes, { scriptPath: join(dir, 'tracker.js'), version: '1.2.3' })
    const response = await app.inject({ method: 'GET', url: '/tracker/1.2.3.js' })
    expect(response.body).toBe('window.X=1')
    await app.close()
  })
})
