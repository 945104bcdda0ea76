import { createHash } from 'node:crypto'
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { trackerRoutes } from '../../routes/tracker.js'
import type { Store } from '../../store/store.js'
import { createTestStore } from '../../../test/stores.js'

const require = createRequire(import.meta.url)
const coreVersion = (require('@devtrail/core/package.json') as { version: string }).version
const builtScript = readFileSync(require.resolve('@devtrail/core/tracker.js'), 'utf8')
const builtCompleteTracker = readFileSync(require.resolve('@devtrail/core/tracker-full.js'), 'utf8')

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

  it('serves the complete tracker of its version immutably, with CORS, ETag and precompressed forms; the tracker pins it by hash', async () => {
    const url = `/tracker/${coreVersion}/full.js`
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.body).toBe(builtCompleteTracker)
    // the hash the script carries is the hash of the bytes served
    expect(builtScript).toContain(`sha384-${createHash('sha384').update(builtCompleteTracker).digest('base64')}`)
    const etag = response.headers.etag as string
    expect((await app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const precompressed = readFileSync(`${require.resolve('@devtrail/core/tracker-full.js')}.br`)
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.equals(precompressed)).toBe(true)
    expect(br.headers.etag).not.toBe(etag)
    const other = await app.inject({ url: '/tracker/0.0.1/full.js' })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toEqual({ error: { type: 'not_found', message: expect.stringContaining('0.0.1') } })
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
    const complete = await app.inject({ method: 'GET', url: '/tracker/9.9.9/full.js' })
    expect(complete.statusCode).toBe(503)
    expect(complete.headers['cache-control']).toBe('no-store')
    for (const answer of [response, versioned, complete]) expect(answer.headers['retry-after']).toMatch(/^\d+$/)
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

describe('script host compression and versions', () => {
  it('sends brotli or gzip as the browser accepts, each with its own ETag, and varies on Accept-Encoding', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-tracker-'))
    const source = `window.Devtrail={version:'2.0.0',pad:'${'abc'.repeat(2000)}'}`
    writeFileSync(join(dir, 'tracker.js'), source)
    const app = Fastify()
    await app.register(trackerRoutes, { scriptPath: join(dir, 'tracker.js'), version: '2.0.0' })
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const etags = new Set<string>()
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', undefined],
      ['*', 'br'],
    ] as const) {
      const answer = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(`${base}/tracker.js`, { headers: { 'accept-encoding': accept } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
      expect(answer.headers['content-encoding'], accept).toBe(encoding)
      expect(answer.headers.vary).toBe('accept-encoding')
      const plain = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
      expect(plain.toString()).toBe(source)
      if (encoding) expect(answer.body.length).toBeLessThan(source.length / 5)
      etags.add(String(answer.headers.etag))
      const again = await fetch(`${base}/tracker.js`, { headers: { 'accept-encoding': accept, 'if-none-match': String(answer.headers.etag) } })
      expect(again.status).toBe(304)
    }
    expect(etags.size).toBe(3)
    await app.close()
  })

  it('never sends stale precompressed files: siblings from an earlier build are ignored and compressed anew', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-tracker-'))
    const source = `window.Devtrail={version:'2.1.0',pad:'${'new'.repeat(500)}'}`
    writeFileSync(join(dir, 'tracker.js'), source)
    // left by the build before: they decode to another script
    writeFileSync(join(dir, 'tracker.js.br'), brotliCompressSync(Buffer.from('window.Devtrail={old:1}')))
    writeFileSync(join(dir, 'tracker.js.gz'), 'not even gzip')
    const app = Fastify()
    await app.register(trackerRoutes, { scriptPath: join(dir, 'tracker.js'), version: '2.1.0' })
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await app.inject({ url: '/tracker.js', headers: { 'accept-encoding': encoding } })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(decode(answer.rawPayload).toString()).toBe(source)
    }
    await app.close()
  })

  it('keeps serving every version it has served after an upgrade, byte for byte (SRI stays valid)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-tracker-'))
    const archiveFolder = join(dir, 'data', 'tracker-versions')
    writeFileSync(join(dir, 'old.js'), 'window.Devtrail={v:1}')
    writeFileSync(join(dir, 'old-full.js'), 'full(1)')
    writeFileSync(join(dir, 'new.js'), 'window.Devtrail={v:2}')
    writeFileSync(join(dir, 'new-full.js'), 'full(2)')
    const before = Fastify()
    await before.register(trackerRoutes, { scriptPath: join(dir, 'old.js'), version: '1.0.0', archiveFolder })
    await before.ready()
    await before.close()
    const after = Fastify()
    await after.register(trackerRoutes, { scriptPath: join(dir, 'new.js'), version: '1.1.0', archiveFolder })
    expect((await after.inject({ url: '/tracker/1.0.0.js' })).body).toBe('window.Devtrail={v:1}')
    expect((await after.inject({ url: '/tracker/1.1.0.js' })).body).toBe('window.Devtrail={v:2}')
    expect((await after.inject({ url: '/tracker.js' })).body).toBe('window.Devtrail={v:2}')
    expect((await after.inject({ url: '/tracker/1.0.0.js' })).headers['cache-control']).toContain('immutable')
    // each version's script loads its own complete tracker, pinned by hash: both stay
    expect((await after.inject({ url: '/tracker/1.0.0/full.js' })).body).toBe('full(1)')
    expect((await after.inject({ url: '/tracker/1.1.0/full.js' })).body).toBe('full(2)')
    expect((await after.inject({ url: '/tracker/1.0.0/full.js' })).headers['cache-control']).toContain('immutable')
    for (const url of ['/tracker/0.9.0.js', '/tracker/..%2F..%2Fold.js', '/tracker/1.0.0', '/tracker/0.9.0/full.js', '/tracker/..%2F..%2Fold/full.js']) {
      const missing = await after.inject({ url })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.json().error.type).toBe('not_found')
    }
    await after.close()
  })
})
