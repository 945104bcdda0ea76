/**
 * SSO sign-in against a real OpenID provider (oidc-provider) on a real port, with the app on a real
 * port, on both stores: an invited person and a person of an allowed domain sign in (the role
 * claim mapped), and a wrong state, a callback without the starting browser's cookie, a replayed
 * code, an expired ID token and a disallowed domain are all refused without a session.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Store } from '../../store/store.js'
import { prepareIdentityProvider, type TestIdentityProvider } from '../../../test/oidcProvider.js'
import { Browser } from '../../../test/ssoBrowser.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { createTeamApp, describeLinkRequest, emailOf, memberOfCookie, seedTeam, signInMember, TestClock } from '../../../test/teamAccess.js'

describe.each(dialects)('SSO sign-in on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let provider: TestIdentityProvider
  let base: string
  let host: string
  const clock = new TestClock()
  let team: Awaited<ReturnType<typeof seedTeam>>

  /** Starts a sign-in in a fresh browser (accepting `invitation`, posted as the link page does) and answers the browser and the callback URL. */
  const reachCallback = async (invitation: string | null = null) => {
    const browser = new Browser()
    const start = invitation === null ? `${base}/dashboard/auth/sso` : (await browser.post(`${base}/dashboard/auth/sso`, { invitation })).json.data.url
    const { url } = await browser.open(start)
    expect(url.pathname).toBe('/dashboard/auth/sso/callback')
    return { browser, callback: url }
  }
  /** Opens the callback in `browser`; answers where the app sent it and the member session, if any. */
  const finish = async (browser: Browser, callback: URL) => {
    const { response } = await browser.open(callback.href, null)
    const landed = response?.url ?? ''
    const session = browser.cookie(host, 'devtrail_session')
    return { landed, session }
  }

  beforeAll(async () => {
    store = await createTestStore(dialect)
    team = await seedTeam(store)
    provider = await prepareIdentityProvider()
    app = await createTeamApp(store, clock, {
      sso: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowedDomains: ['acme.test'],
        workspaceId: team.workspaceId,
        roleClaim: 'groups',
        roleMapping: { 'devtrail-admins': 'admin' },
        allowPrivateIssuer: true,
      },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    base = `http://${host}`
    await provider.start(`${base}/dashboard/auth/sso/callback`)
  })
  afterAll(async () => {
    vi.useRealTimers()
    await app?.close()
    await provider?.stop()
    await store?.close()
  })

  it('creates a member from an allowed domain with the role its claim maps to, and signs them in again by subject', async () => {
    provider.nextAccount = { sub: 'ada-1', email: 'ada@acme.test', name: 'Ada', groups: ['devtrail-admins'] }
    const { browser, callback } = await reachCallback()
    const { session } = await finish(browser, callback)
    expect(session).toMatch(/^dts_/)
    const member = await memberOfCookie(app, `devtrail_session=${session}`)
    const me = (await member.request({ method: 'GET', url: '/dashboard/me' })).json().data
    expect(me).toMatchObject({
      workspace_id: team.workspaceId,
      role: 'admin',
      user: { email: 'ada@acme.test', name: 'Ada', sso_linked: true, has_password: false },
    })
    const again = await reachCallback()
    expect((await finish(again.browser, again.callback)).session).toMatch(/^dts_/)
  })

  it('links SSO to an existing user with the same verified e-mail', async () => {
    provider.nextAccount = { sub: 'owner-sso', email: emailOf('owner', team.workspaceId) }
    const { browser, callback } = await reachCallback()
    const member = await memberOfCookie(app, `devtrail_session=${(await finish(browser, callback)).session}`)
    expect((await member.request({ method: 'GET', url: '/dashboard/me' })).json().data).toMatchObject({ role: 'owner', user: { sso_linked: true } })
  })

  it('accepts an invitation through SSO for an address outside the allowed domains', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const { link } = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'grace@partner.test', role: 'viewer' } })).json()
      .data
    const token = decodeURIComponent(link.split('#/link/')[1])
    provider.nextAccount = { sub: 'grace-1', email: 'grace@partner.test' }
    const { browser, callback } = await reachCallback(token)
    const member = await memberOfCookie(app, `devtrail_session=${(await finish(browser, callback)).session}`)
    expect((await member.request({ method: 'GET', url: '/dashboard/me' })).json().data).toMatchObject({ role: 'viewer', user: { email: 'grace@partner.test' } })
    expect((await describeLinkRequest(app, token)).statusCode).toBe(404)
  })

  it('refuses a disallowed domain that is not invited', async () => {
    provider.nextAccount = { sub: 'mallory-1', email: 'mallory@elsewhere.test' }
    const { browser, callback } = await reachCallback()
    const { landed, session } = await finish(browser, callback)
    expect(landed).toBe(`${base}/dashboard/`)
    expect(session).toBeUndefined()
    expect((await store.db.selectFrom('users').select('id').where('email', '=', 'mallory@elsewhere.test').execute()).length).toBe(0)
  })

  it('refuses a wrong state, and a callback opened in a browser that did not start the sign-in', async () => {
    provider.nextAccount = { sub: 'ada-1', email: 'ada@acme.test' }
    const { browser, callback } = await reachCallback()
    const forged = new URL(callback)
    forged.searchParams.set('state', 'not-the-state')
    expect((await finish(browser, forged)).session).toBeUndefined()

    const second = await reachCallback()
    const stranger = new Browser()
    expect((await finish(stranger, second.callback)).session).toBeUndefined()
  })

  it('refuses a replayed code: the spent state, and the code under a new state', async () => {
    provider.nextAccount = { sub: 'ada-1', email: 'ada@acme.test' }
    const { browser, callback } = await reachCallback()
    expect((await finish(browser, callback)).session).toMatch(/^dts_/)
    browser.forget(host)
    expect((await finish(browser, callback)).session).toBeUndefined()

    const fresh = await reachCallback()
    const replay = new URL(fresh.callback)
    replay.searchParams.set('code', callback.searchParams.get('code') ?? '')
    expect((await finish(fresh.browser, replay)).session).toBeUndefined()
  })

  it('refuses an issuer on a private address unless private destinations are allowed, before any request', async () => {
    const strict = await createTeamApp(store, clock, {
      sso: {
        issuer: provider.issuer,
        clientId: 'x',
        clientSecret: 'y',
        allowedDomains: [],
        workspaceId: null,
        roleClaim: null,
        roleMapping: {},
        allowPrivateIssuer: false,
      },
    })
    try {
      const answer = await strict.inject({ method: 'GET', url: '/dashboard/auth/sso' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.type).toBe('params_invalid')
    } finally {
      await strict.close()
    }
  })

  it('refuses an expired ID token', async () => {
    provider.nextAccount = { sub: 'ada-1', email: 'ada@acme.test' }
    const { browser, callback } = await reachCallback()
    // the provider signs a 60 s ID token; the app's check then runs 2 minutes later
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    provider.afterTokenIssued = () => vi.setSystemTime(Date.now() + 120_000)
    try {
      expect((await finish(browser, callback)).session).toBeUndefined()
    } finally {
      provider.afterTokenIssued = null
      vi.useRealTimers()
    }
    // the same steps without the delay sign in: the refusal was the expiry
    const control = await reachCallback()
    expect((await finish(control.browser, control.callback)).session).toMatch(/^dts_/)
  })
})
