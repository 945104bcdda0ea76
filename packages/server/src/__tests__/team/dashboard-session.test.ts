import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey, deleteApiKey, revokeApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { createSignInLink, revokeWorkspaceSessions } from '../../dashboard/keySignIn.js'
import type { Store } from '../../store/store.js'
import { createTestStore, dialects } from '../../../test/stores.js'

/** The `name=value` part of a Set-Cookie header and its attributes. */
function cookieOf(header: string | string[] | undefined): { pair: string; attributes: string } {
  const text = (Array.isArray(header) ? header[0] : header) ?? ''
  const [pair = '', ...attributes] = text.split(';').map((part) => part.trim())
  return { pair, attributes: attributes.join('; ') }
}

describe.each(dialects)('dashboard sign-in on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let workspaceId: string

  const signIn = (apiKey: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: apiKey }, headers })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createApp({ store, tokenSecret: 'session-test-secret-0123456789' })
    workspaceId = (await createWorkspace(store, 'Acme')).id
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('exchanges an API key for an HttpOnly, SameSite=Lax cookie that opens reads, and changes with its CSRF token, until sign-out', async () => {
    const { key } = await createApiKey(store, workspaceId, 'dashboard', 'write')
    const answer = await signIn(key)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().data).toMatchObject({ kind: 'key', workspace_id: workspaceId, workspace_name: 'Acme', expires_at: expect.any(Number) })
    const csrf = answer.json().data.csrf_token as string
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const cookie = cookieOf(answer.headers['set-cookie'])
    expect(cookie.pair).toMatch(/^devtrail_session=dts_/)
    expect(cookie.pair).not.toContain(key)
    expect(cookie.attributes).toMatch(/Max-Age=43200/)
    expect(cookie.attributes).toMatch(/HttpOnly/)
    expect(cookie.attributes).toMatch(/SameSite=Lax/)
    // plain HTTP here: Secure only when the request came over HTTPS
    expect(cookie.attributes).not.toMatch(/Secure/)
    const withCookie = { cookie: cookie.pair }
    expect((await app.inject({ method: 'GET', url: '/stats/overview', headers: withCookie })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/dashboard/session', headers: withCookie })).json().data).toMatchObject({
      workspace_id: workspaceId,
      csrf_token: csrf,
    })
    // the cookie alone opens reads only: a forged cross-site write gets nothing
    const write = await app.inject({ method: 'DELETE', url: '/developer/anyone', headers: withCookie })
    expect(write.statusCode).toBe(403)
    expect(write.json()).toEqual({ error: { type: 'forbidden', message: expect.stringContaining('x-csrf-token') } })
    const tagged = await app.inject({ method: 'PUT', url: '/developer/anyone/tags', headers: { ...withCookie, 'x-csrf-token': csrf }, payload: { tags: [] } })
    expect(tagged.statusCode).toBe(404)
    // sign-out needs the CSRF token too
    expect((await app.inject({ method: 'DELETE', url: '/dashboard/session', headers: withCookie })).statusCode).toBe(403)
    const out = await app.inject({ method: 'DELETE', url: '/dashboard/session', headers: { ...withCookie, 'x-csrf-token': csrf } })
    expect(out.statusCode).toBe(204)
    expect(cookieOf(out.headers['set-cookie']).pair).toBe('devtrail_session=')
    // the old cookie value is revoked in the store, not just cleared in the browser
    const after = await app.inject({ method: 'GET', url: '/stats/overview', headers: withCookie })
    expect(after.statusCode).toBe(401)
    expect(after.json().error.message).toMatch(/sign in again/)
  })

  it('marks the cookie Secure behind HTTPS', async () => {
    const httpsApp = await createApp({ store, tokenSecret: 'session-test-secret-0123456789' }, { trustProxy: true })
    try {
      const { key } = await createApiKey(store, workspaceId)
      const answer = await httpsApp.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key }, headers: { 'x-forwarded-proto': 'https' } })
      expect(cookieOf(answer.headers['set-cookie']).attributes).toMatch(/Secure/)
    } finally {
      await httpsApp.close()
    }
  })

  it('refuses a wrong or revoked key with a clear message, and a revoked key ends its sessions', async () => {
    const wrong = await signIn('dtk_not-a-key')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ error: { type: 'unauthorized', message: 'This API key is not valid: it is unknown or has been revoked.' } })
    expect(wrong.headers['set-cookie']).toBeUndefined()
    const created = await createApiKey(store, workspaceId)
    const cookie = cookieOf((await signIn(created.key)).headers['set-cookie']).pair
    await revokeApiKey(store, created.id)
    expect((await app.inject({ method: 'GET', url: '/stats/overview', headers: { cookie } })).statusCode).toBe(401)
    expect((await signIn(created.key)).statusCode).toBe(401)
  })

  it('shows a page on the GET of a one-time link and spends it only on the POST of its form, once', async () => {
    const { token } = await createSignInLink(store, workspaceId)
    const path = `/dashboard/link/${token}`
    // a link preview (several GETs) sets no session and leaves the link usable
    for (let preview = 0; preview < 3; preview++) {
      const page = await app.inject({ method: 'GET', url: path })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['set-cookie']).toBeUndefined()
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['referrer-policy']).toBe('no-referrer')
      expect(page.headers['content-security-policy']).toContain("form-action 'self'")
      expect(page.body).toContain(`<form method="post" action="${path}">`)
      expect(page.body).toMatch(/<button type="submit">Sign in to Acme<\/button>/)
      expect(page.body).not.toContain('<script')
    }
    // what a browser sends when the button is pressed
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }
    const first = await app.inject({ method: 'POST', url: path, headers: form, payload: '' })
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe('/dashboard/')
    const cookie = cookieOf(first.headers['set-cookie']).pair
    expect((await app.inject({ method: 'GET', url: '/stats/live', headers: { cookie } })).statusCode).toBe(200)
    const again = await app.inject({ method: 'POST', url: path, headers: form, payload: '' })
    expect(again.headers.location).toBe('/dashboard/#/sign-in?link=invalid')
    expect(again.headers['set-cookie']).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: path })).headers.location).toBe('/dashboard/#/sign-in?link=invalid')
  })

  it('refuses the POST of a link from another site and leaves the link usable', async () => {
    const { token } = await createSignInLink(store, workspaceId)
    const path = `/dashboard/link/${token}`
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }]) {
      const forged = await app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
      expect(forged.statusCode).toBe(403)
      expect(forged.json().error.type).toBe('forbidden')
      expect(forged.headers['set-cookie']).toBeUndefined()
    }
    // a client without Sec-Fetch-Site or Origin (curl) may use it
    const used = await app.inject({ method: 'POST', url: path })
    expect(used.headers.location).toBe('/dashboard/')
  })

  it('ends the sessions of a deleted API key: a missing key is a revoked key', async () => {
    const created = await createApiKey(store, workspaceId)
    const cookie = cookieOf((await signIn(created.key)).headers['set-cookie']).pair
    expect((await app.inject({ method: 'GET', url: '/dashboard/session', headers: { cookie } })).statusCode).toBe(200)
    await deleteApiKey(store, created.id)
    expect((await app.inject({ method: 'GET', url: '/dashboard/session', headers: { cookie } })).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/stats/overview', headers: { cookie } })).statusCode).toBe(401)
  })

  it('ends every session of a workspace, from keys and links alike, and its unused links', async () => {
    const other = (await createWorkspace(store, 'Other')).id
    const otherCookie = cookieOf((await signIn((await createApiKey(store, other)).key)).headers['set-cookie']).pair
    const keyCookie = cookieOf((await signIn((await createApiKey(store, workspaceId)).key)).headers['set-cookie']).pair
    const used = await createSignInLink(store, workspaceId)
    const linkCookie = cookieOf((await app.inject({ method: 'POST', url: `/dashboard/link/${used.token}` })).headers['set-cookie']).pair
    const unused = await createSignInLink(store, workspaceId)
    for (const cookie of [keyCookie, linkCookie]) expect((await app.inject({ url: '/dashboard/session', headers: { cookie } })).statusCode).toBe(200)

    const ended = await revokeWorkspaceSessions(store, workspaceId)
    expect(ended.sessions).toBeGreaterThanOrEqual(2)
    expect(ended.links).toBeGreaterThanOrEqual(1)
    for (const cookie of [keyCookie, linkCookie]) expect((await app.inject({ url: '/stats/overview', headers: { cookie } })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: `/dashboard/link/${unused.token}` })).headers.location).toBe('/dashboard/#/sign-in?link=invalid')
    // another workspace's sessions stay open
    expect((await app.inject({ url: '/dashboard/session', headers: { cookie: otherCookie } })).statusCode).toBe(200)
    await expect(revokeWorkspaceSessions(store, 'ws_missing')).rejects.toThrow(/not found/)
  })

  it('counts only presented, wrong keys against the address, never empty sign-ins', async () => {
    const limited = await createApp({ store, tokenSecret: 'session-test-secret-0123456789', rateLimits: { failedAuthPerIp: 3 } })
    try {
      const from = (api_key: string) => limited.inject({ method: 'POST', url: '/dashboard/session', remoteAddress: '203.0.113.9', payload: { api_key } })
      for (let blank = 0; blank < 10; blank++) expect((await from('   ')).statusCode).toBe(400)
      const { key } = await createApiKey(store, workspaceId)
      expect((await from(key)).statusCode).toBe(200)
      for (let attempt = 0; attempt < 3; attempt++) expect((await from(`dtk_wrong${attempt}`)).statusCode).toBe(401)
      expect((await from(key)).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('serves the dashboard under a strict CSP, hashed assets cached for good', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['cache-control']).toBe('no-cache')
    const asset = /src="\/dashboard\/(assets\/[^"]+\.js)"/.exec(page.body)?.[1]
    expect(asset).toBeDefined()
    const script = await app.inject({ method: 'GET', url: `/dashboard/${asset}` })
    expect(script.statusCode).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).headers.location).toBe('/dashboard/')
  })
})
