import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiKey, revokeApiKey } from '../../admin/apiKeys.js'
import { createSegment } from '../../segments/segment.js'
import type { Store } from '../../store/store.js'
import { createDataServiceApp, seedWorkspace } from '../../../test/seed.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { waitFor } from '../../../../../test/fixtures/waitFor.js'

const ENDPOINTS = [
  ['get', '/segments'],
  ['get', '/segment/{segment_id}/accounts'],
  ['get', '/account/{account_id}/activities'],
  ['get', '/account/{account_id}/developers'],
  ['get', '/segment/{segment_id}/developers'],
  ['get', '/developer/{developer_id}/activities'],
  ['delete', '/developer/{developer_id}'],
  ['put', '/developer/{developer_id}/tags'],
  ['post', '/developer/{developer_id}/unmerge'],
  ['get', '/identity/conflicts'],
  ['get', '/segment/{segment_id}/buyers'],
  ['post', '/api/product/list'],
  ['get', '/api/product/list'],
  ['put', '/api/product/list/{list_id}'],
  ['get', '/audiences'],
  ['get', '/audiences/{audience_id}/members'],
  ['get', '/accounts'],
  ['get', '/stats/overview'],
  ['get', '/stats/pages'],
  ['get', '/stats/copies'],
  ['get', '/stats/referrers'],
  ['get', '/stats/countries'],
  ['get', '/stats/vitals'],
  ['get', '/stats/live'],
  ['get', '/stats/drops'],
  ['get', '/stats/accounts'],
  ['get', '/stats/accounts/{account_id}'],
  ['get', '/stats/developers/{developer_id}'],
  ['get', '/stats/developers/{developer_id}/activities'],
  ['get', '/export/{path}'],
  ['get', '/assets'],
  ['post', '/assets'],
  ['get', '/assets/{asset_id}'],
  ['patch', '/assets/{asset_id}'],
  ['delete', '/assets/{asset_id}'],
  ['post', '/assets/{asset_id}/identify-secret'],
  ['get', '/assets/{asset_id}/snippet'],
  ['get', '/keys'],
  ['post', '/keys'],
  ['post', '/keys/{key_id}/revoke'],
  ['post', '/segments'],
  ['get', '/segment/{segment_id}'],
  ['patch', '/segment/{segment_id}'],
  ['delete', '/segment/{segment_id}'],
  ['post', '/audiences'],
  ['patch', '/audiences/{audience_id}'],
  ['delete', '/audiences/{audience_id}'],
  ['get', '/github/hooks'],
  ['post', '/github/hooks'],
  ['delete', '/github/hooks/{hook_id}'],
  ['get', '/networks'],
  ['post', '/networks'],
  ['delete', '/networks'],
  ['get', '/audit'],
  ['get', '/crm/connections'],
  ['put', '/crm/connections/{crm}/selection'],
  ['post', '/crm/connections/{crm}/sync'],
  ['delete', '/crm/connections/{crm}'],
  ['get', '/alerts/rules'],
  ['post', '/alerts/rules'],
  ['get', '/alerts/rules/{rule_id}'],
  ['patch', '/alerts/rules/{rule_id}'],
  ['delete', '/alerts/rules/{rule_id}'],
  ['get', '/alerts/destinations'],
  ['post', '/alerts/destinations'],
  ['delete', '/alerts/destinations/{destination_id}'],
  ['post', '/alerts/destinations/{destination_id}/test'],
  ['post', '/alerts/destinations/{destination_id}/rotate-secret'],
  ['get', '/alerts/destinations/{destination_id}/deliveries'],
] as const

describe.each(dialects)('data service access on %s', (dialect) => {
  let store: Store
  beforeAll(async () => {
    store = await createTestStore(dialect)
  })
  afterAll(async () => {
    await store?.close()
  })

  it('answers 400 params_invalid, never 500, to NUL characters and pages past a million', async () => {
    const app = await createDataServiceApp(store)
    const { key } = await seedWorkspace(store, 'Odd input')
    const headers = { 'x-api-key': key, user: 'ops@acme.com' }
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/account/%00/activities', headers }),
      app.inject({ method: 'GET', url: '/audiences?type=%00', headers }),
      app.inject({
        method: 'POST',
        url: '/api/product/list',
        headers,
        payload: { name: 'L\u0000', type: 'ACCOUNT', primaryKey: 'domain', mapping: [{ clientKey: 'domain', fieldType: 'String' }] },
      }),
      app.inject({ method: 'GET', url: '/segments?page=100000000000000000', headers }),
      app.inject({ method: 'GET', url: '/segments?page=1000001', headers }),
    ])
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400)
      expect(answer.json().error.type).toBe('params_invalid')
    }
    expect((await app.inject({ method: 'GET', url: '/segments?page=1000000', headers })).statusCode).toBe(200)
  })

  it('answers 401 for a missing, unknown or revoked key on every endpoint', async () => {
    const app = await createDataServiceApp(store)
    const { key, keyId } = await seedWorkspace(store, 'Auth')
    const concrete = (path: string) => path.replace(/\{[a-z_]+\}/g, 'x')
    for (const [method, path] of ENDPOINTS) {
      for (const headers of [{}, { 'x-api-key': 'dtk_unknown' }, { 'x-api-key': '' }]) {
        const answer = await app.inject({ method: method.toUpperCase() as 'GET', url: concrete(path), headers: { user: 'a@b.co', ...headers } })
        expect(answer.statusCode, `${method} ${path}`).toBe(401)
        expect(answer.json()).toEqual({ error: { message: expect.any(String), type: 'unauthorized' } })
      }
    }
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    await revokeApiKey(store, keyId)
    const revoked = await app.inject({ url: '/segments', headers: { 'x-api-key': key } })
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json().error.type).toBe('unauthorized')
    await app.close()
  })

  it('records when a key was last used, writing at most once a minute per key', async () => {
    const app = await createDataServiceApp(store)
    const { key, keyId } = await seedWorkspace(store, 'Used')
    const lastUsed = async () => (await store.db.selectFrom('api_keys').select('last_used_at').where('id', '=', keyId).executeTakeFirstOrThrow()).last_used_at
    expect(await lastUsed()).toBeNull()
    const before = Date.now()
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    // written behind the answer
    const first = await vi.waitFor(async () => (await lastUsed()) ?? Promise.reject(new Error('last_used_at not written yet')), { timeout: 5000 })
    expect(first).toBeGreaterThanOrEqual(before)
    // forget the write, then use the key again within the minute: nothing is written
    await store.db.updateTable('api_keys').set({ last_used_at: null }).where('id', '=', keyId).execute()
    for (let request = 0; request < 5; request++) await app.inject({ url: '/segments', headers: { 'x-api-key': key } })
    // another key's first use is written behind its answer too, after any the requests above caused
    const other = await seedWorkspace(store, 'Used after')
    const otherLastUsed = async () =>
      (await store.db.selectFrom('api_keys').select('last_used_at').where('id', '=', other.keyId).executeTakeFirstOrThrow()).last_used_at
    await app.inject({ url: '/segments', headers: { 'x-api-key': other.key } })
    await waitFor(async () => (await otherLastUsed()) !== null, { what: "the other key's use to be recorded" })
    expect(await lastUsed()).toBeNull()
    // a minute later the next use is written again
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000)
      const later = Date.now()
      await app.inject({ url: '/segments', headers: { 'x-api-key': key } })
      await waitFor(async () => (await lastUsed()) === later, { what: 'the use a minute later to be recorded' })
    } finally {
      vi.useRealTimers()
    }
    await app.close()
  })

  it('honours a revoke made through the same store at once, whatever the cache time', async () => {
    const app = await createDataServiceApp(store, { apiKeyCacheMs: 60_000 })
    const { key, keyId } = await seedWorkspace(store, 'Revoked here')
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    await revokeApiKey(store, keyId)
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(401)
    await app.close()
  })

  it('refuses an address with too many failed authentications, before looking at its key', async () => {
    const app = await createDataServiceApp(store, {}, { failedAuthPerIp: 5, windowMs: 60_000 })
    const { key } = await seedWorkspace(store, 'Brute force')
    const from = (remoteAddress: string, apiKey: string) => app.inject({ url: '/segments', remoteAddress, headers: { 'x-api-key': apiKey } })
    for (let attempt = 0; attempt < 5; attempt++) expect((await from('203.0.113.7', `dtk_guess${attempt}`)).statusCode).toBe(401)
    const limited = await from('203.0.113.7', 'dtk_guess6')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ error: { type: 'rate_limited', message: expect.any(String) } })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // even the right key is refused from there, so guessing cannot go on; other addresses are unaffected
    expect((await from('203.0.113.7', key)).statusCode).toBe(429)
    expect((await from('198.51.100.4', key)).statusCode).toBe(200)
    await app.close()
  })

  it('does not count requests without credentials as failed sign-ins: 30 <img> tags lock nobody out', async () => {
    const app = await createDataServiceApp(store, {}, { failedAuthPerIp: 5, windowMs: 60_000 })
    const { key } = await seedWorkspace(store, 'Office')
    const office = '203.0.113.30'
    // what a page full of <img src=".../stats/overview"> sends: no key, no session cookie
    for (let image = 0; image < 30; image++) {
      const answer = await app.inject({ url: '/stats/overview', remoteAddress: office, headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(answer.statusCode).toBe(401)
    }
    // an empty x-api-key header presents nothing either
    for (let empty = 0; empty < 10; empty++)
      expect((await app.inject({ url: '/segments', remoteAddress: office, headers: { 'x-api-key': '' } })).statusCode).toBe(401)
    expect((await app.inject({ url: '/segments', remoteAddress: office, headers: { 'x-api-key': key } })).statusCode).toBe(200)
    // presented, wrong credentials still count: a wrong key and an ended session cookie
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await app.inject({ url: '/segments', remoteAddress: office, headers: { 'x-api-key': `dtk_wrong${attempt}` } })).statusCode).toBe(401)
    }
    expect((await app.inject({ url: '/segments', remoteAddress: office, headers: { cookie: 'devtrail_session=dts_ended' } })).statusCode).toBe(401)
    expect((await app.inject({ url: '/segments', remoteAddress: office, headers: { 'x-api-key': key } })).statusCode).toBe(429)
    await app.close()
  })

  it('honours a revoke made by another process once the key cache entry expires', async () => {
    const app = await createDataServiceApp(store, { apiKeyCacheMs: 200 })
    const { key, keyId } = await seedWorkspace(store, 'Cached')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
      // the row changed as another server process revokes it: this process's cache does not hear of it
      await store.db.updateTable('api_keys').set({ revoked_at: Date.now() }).where('id', '=', keyId).execute()
      vi.setSystemTime(Date.now() + 199)
      expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
      vi.setSystemTime(Date.now() + 1)
      expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
    await app.close()
  })

  it('rate-limits per key with 429 rate_limited, Retry-After and X-RateLimit headers', async () => {
    const app = await createDataServiceApp(store, { rateLimit: { max: 3, timeWindowMs: 60_000 } })
    const first = await seedWorkspace(store, 'Limited')
    const second = await createApiKey(store, first.workspaceId, 'second')
    for (let index = 0; index < 3; index++) {
      const answer = await app.inject({ url: '/segments', headers: { 'x-api-key': first.key } })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['x-ratelimit-limit']).toBe('3')
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(2 - index))
    }
    const limited = await app.inject({ url: '/segments', headers: { 'x-api-key': first.key } })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ error: { message: expect.stringMatching(/rate limit/), type: 'rate_limited' } })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['x-ratelimit-remaining']).toBe('0')
    expect(limited.headers['x-request-id']).toEqual(expect.any(String))
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': second.key } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/openapi.json' })).statusCode).toBe(200)
    await app.close()
  })

  it('serves an OpenAPI 3.1 document without a key, covering every endpoint, header and error', async () => {
    const app = await createDataServiceApp(store)
    const answer = await app.inject({ url: '/openapi.json' })
    expect(answer.statusCode).toBe(200)
    const document = answer.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.components.securitySchemes.apiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }))
    expect(document.security).toEqual([{ apiKey: [] }])
    const filters = document.components.schemas
    expect(Object.keys(filters.DeveloperSegmentFilter.properties)).toEqual(
      expect.arrayContaining(['account_domains', 'tags', 'activity_types', 'activity_within_days', 'active_within_days']),
    )
    expect(filters.AccountSegmentFilter.additionalProperties).toBe(false)
    expect(filters.BuyerSegmentFilter.properties.designation.type).toBe('array')
    expect(Object.keys(filters.AudienceFilter.properties).sort()).toEqual(['designation', 'job_function', 'location', 'seniority'])
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[]; responses: Record<string, unknown> }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })))
    expect(operations.map((operation) => operation.key).sort()).toEqual(ENDPOINTS.map(([method, path]) => `${method} ${path}`).sort())
    for (const { key, operation } of operations) {
      expect(Object.keys(operation.responses), key).toEqual(expect.arrayContaining(['400', '401', '404', '429', '500']))
      const user = operation.parameters?.find((parameter) => parameter.in === 'header' && parameter.name === 'user')
      expect(Boolean(user?.required), key).toBe(key.includes('/api/product/list'))
    }
    const members = operations.find((operation) => operation.key === 'get /audiences/{audience_id}/members')!
    expect(members.operation.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'page', required: true }))
    expect(JSON.stringify(document)).toContain('in pages of 100')
    await app.close()
  })

  it('answers over a real listening port with request ids', async () => {
    const app = await createDataServiceApp(store)
    const { key, workspaceId } = await seedWorkspace(store, 'Port')
    const segment = await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'All', filter: {} })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const answer = await fetch(`${base}/segments`, { headers: { 'x-api-key': key } })
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body).toEqual({
      data: [{ name: 'All', segment_id: segment.id, type: 'ACCOUNT', description: '' }],
      total_pages: 1,
      next_page: null,
      request_id: answer.headers.get('x-request-id'),
    })
    const missing = await fetch(`${base}/segment/${segment.id}/developers`, { headers: { 'x-api-key': key } })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: { message: expect.any(String), type: 'params_invalid' } })
    expect((await fetch(`${base}/openapi.json`)).status).toBe(200)
    await app.close()
  })

  it('never leaks internals when the store fails', async () => {
    const broken = await createTestStore(dialect)
    const { key } = await seedWorkspace(broken, 'Broken')
    const app = await createDataServiceApp(broken, { apiKeyCacheMs: 60_000 })
    expect((await app.inject({ url: '/segments', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    await broken.db.schema.dropTable('segments').execute()
    const answer = await app.inject({ url: '/segments', headers: { 'x-api-key': key } })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({ error: { message: 'internal error', type: 'internal_error' } })
    expect(answer.body).not.toMatch(/segments|select|sqlite|relation|stack/i)
    await app.close()
    await broken.close()
  })
})
