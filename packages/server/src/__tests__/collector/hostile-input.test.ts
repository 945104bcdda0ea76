/**
 * Hostile or malformed requests, over a real port: every refusal is `{error:{message,type}}` with
 * the status that fits (Fastify's and Node's own refusals included), numeric query parameters are
 * plain decimals only, deep nesting is a 400, and nothing refused writes a row.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { rawRequest } from '../../../test/rawHttp.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const errorShape = (type: string) => ({ error: { message: expect.any(String), type } })

describe.each(dialects)('hostile input on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let base: string
  let headers: Record<string, string>
  let pagedPaths: string[]

  const rowCount = async () => {
    let total = 0
    for (const table of ['lists', 'list_rows', 'activities', 'developers', 'accounts'] as const) {
      total += Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    }
    return total
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createDataServiceApp(store)
    base = await app.listen({ port: 0, host: '127.0.0.1' })
    const { workspaceId, key } = await seedWorkspace(store, 'Hostile')
    headers = { 'x-api-key': key, user: 'ops@acme.com' }
    const segment = (type: 'ACCOUNT' | 'DEVELOPER' | 'BUYER') => createSegment(store, { workspaceId, type, name: `${type} all`, filter: {} })
    const [accounts, developers, buyers] = await Promise.all([segment('ACCOUNT'), segment('DEVELOPER'), segment('BUYER')])
    pagedPaths = [
      '/segments',
      `/segment/${accounts.id}/accounts`,
      `/segment/${developers.id}/developers`,
      `/segment/${buyers.id}/buyers`,
      '/account/x/developers',
    ]
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('answers the framework refusals in the error shape: bad JSON, wrong type, unknown route, wrong method', async () => {
    const before = await rowCount()
    const badJson = await fetch(`${base}/api/product/list`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{"name": "x",',
    })
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toEqual(errorShape('params_invalid'))
    const xml = await fetch(`${base}/api/product/list`, { method: 'POST', headers: { ...headers, 'content-type': 'application/xml' }, body: '<list/>' })
    expect(xml.status).toBe(415)
    expect(await xml.json()).toEqual(errorShape('unsupported_media_type'))
    const unknown = await fetch(`${base}/no/such/route`, { headers })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual(errorShape('not_found'))
    const wrongMethod = await fetch(`${base}/segments`, { method: 'DELETE', headers })
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toContain('GET')
    expect(await wrongMethod.json()).toEqual(errorShape('method_not_allowed'))
    expect(await rowCount()).toBe(before)
  })

  it('answers 414 to a request line that is too long and 431 to headers that are too large, in the error shape', async () => {
    for (const length of [9_000, 20_000]) {
      const answer = await rawRequest(base, `GET /segments?page=1&pad=${'a'.repeat(length)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(answer.status, `${length} characters`).toBe(414)
      expect(answer.body).toEqual(errorShape('uri_too_long'))
    }
    const bigHeader = await rawRequest(base, `GET /segments HTTP/1.1\r\nHost: x\r\nX-Pad: ${'b'.repeat(20_000)}\r\nConnection: close\r\n\r\n`)
    expect(bigHeader.status).toBe(431)
    expect(bigHeader.body).toEqual(errorShape('header_too_large'))
  })

  it('accepts only plain decimals for page on every paged route', async () => {
    for (const path of pagedPaths) {
      for (const page of ['Infinity', '1e400', '1e2', '0x10', '%201', '-0', '1.5', '-1', 'NaN', '', '1&page=2']) {
        const answer = await fetch(`${base}${path}?page=${page}`, { headers })
        expect(answer.status, `${path}?page=${page}`).toBe(400)
        expect(await answer.json()).toEqual(errorShape('params_invalid'))
      }
      expect((await fetch(`${base}${path}?page=2`, { headers })).status).not.toBe(400)
    }
  })

  it('answers 400 to deeply nested JSON instead of overflowing the stack, and writes nothing', async () => {
    const before = await rowCount()
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    for (const [method, path, body] of [
      ['PUT', '/api/product/list/x', `{"entities": ${deep}}`],
      ['POST', '/api/product/list', `{"name": "deep", "type": "ACCOUNT", "primaryKey": "domain", "mapping": ${deep}}`],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body })
      expect(answer.status, path).toBe(400)
      expect(await answer.json()).toEqual(errorShape('params_invalid'))
    }
    const collector = await fetch(`${base}/v1/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `{"token": "x", "events": ${deep.slice(0, 20_000)}${deep.slice(-20_000)}}`,
    })
    expect(collector.status).toBe(400)
    expect(await collector.json()).toEqual(errorShape('params_invalid'))
    expect(await rowCount()).toBe(before)
  })

  it("refuses bodies over each route's limit with 413 before reading them whole", async () => {
    const huge = 'x'.repeat(5 * 1024 * 1024)
    for (const [method, path] of [
      ['PUT', '/api/product/list/x'],
      ['POST', '/api/product/list'],
      ['POST', '/v1/events'],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: `{"pad": "${huge}"}` })
      expect(answer.status, path).toBe(413)
      expect(await answer.json()).toEqual(errorShape('payload_too_large'))
    }
  })
})
