/**
 * A stolen password, a stolen link or an identity provider's word alone never opens an account
 * with TOTP, on both stores: password sign-in, an invitation accepted with the password, a set-up
 * and a reset link, and the SSO return all stop at the code step, with nothing done before it.
 * Wrong codes count per account until a right code (a right password does not clear them), and
 * turning TOTP off needs the password and a code under the same lock.
 */
import type { FastifyInstance } from 'fastify'
import type { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleOf } from '../../members/memberships.js'
import type { Store } from '../../store/store.js'
import { createUserLink } from '../../users/userLinks.js'
import { findUser } from '../../users/users.js'
import { prepareIdentityProvider, type TestIdentityProvider } from '../../../test/oidcProvider.js'
import { Browser } from '../../../test/ssoBrowser.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import {
  createTeamApp,
  describeLinkRequest,
  emailOf,
  enrolTotp,
  PASSWORD,
  seedTeam,
  sessionCookieOf,
  signInMember,
  TestClock,
  useLinkRequest,
} from '../../../test/teamAccess.js'

describe.each(dialects)('the second factor on every sign-in path on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let provider: TestIdentityProvider
  let base: string
  const clock = new TestClock()
  let team: Awaited<ReturnType<typeof seedTeam>>
  let evil: Awaited<ReturnType<typeof seedTeam>>
  let totp: TOTP
  // the reset link test gives the victim a new password
  let password = PASSWORD

  const code = () => totp.generate({ timestamp: clock.now() })
  const complete = (challenge: string, given: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge, code: given }, remoteAddress })
  const signIn = (email: string, password: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email, password }, remoteAddress })
  const victimEmail = () => emailOf('admin', team.workspaceId)

  beforeAll(async () => {
    store = await createTestStore(dialect)
    team = await seedTeam(store)
    evil = await seedTeam(store, 'Evil')
    provider = await prepareIdentityProvider()
    app = await createTeamApp(store, clock, {
      sso: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowedDomains: ['acme.test'],
        workspaceId: team.workspaceId,
        roleClaim: null,
        roleMapping: {},
        allowPrivateIssuer: true,
      },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await provider.start(`${base}/dashboard/auth/sso/callback`)
    totp = (await enrolTotp(await signInMember(app, victimEmail()), clock)).totp
  })
  afterAll(async () => {
    await app?.close()
    await provider?.stop()
    await store?.close()
  })

  it('stops a password sign-in at the code step', async () => {
    const step = await signIn(victimEmail(), PASSWORD)
    expect(step.json().data.status).toBe('totp_required')
    expect(sessionCookieOf(step.headers['set-cookie'])).toBeNull()
  })

  it("stops an invitation accepted with the user's password at the code step: no session, no membership until the code", async () => {
    const inviter = await signInMember(app, emailOf('owner', evil.workspaceId))
    const { link } = (await inviter.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: victimEmail(), role: 'viewer' } })).json().data
    const token = decodeURIComponent(link.split('#/link/')[1])
    const accepted = await useLinkRequest(app, token, { password: PASSWORD })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.status).toBe('totp_required')
    expect(sessionCookieOf(accepted.headers['set-cookie'])).toBeNull()
    expect(await roleOf(store, evil.workspaceId, team.admin)).toBeNull()
    expect((await describeLinkRequest(app, token)).statusCode).toBe(200)
    const challenge = accepted.json().data.challenge
    expect((await complete(challenge, '000000')).statusCode).toBe(401)
    const done = await complete(challenge, code())
    expect(done.statusCode).toBe(200)
    expect(sessionCookieOf(done.headers['set-cookie'])?.pair).toMatch(/^devtrail_session=dts_/)
    expect(await roleOf(store, evil.workspaceId, team.admin)).toBe('viewer')
    clock.advance(30_000)
  })

  it('stops a reset link at the code step: the new password is set only after the code', async () => {
    const { token } = await createUserLink(store, team.admin, 'reset', clock.now())
    const used = await useLinkRequest(app, token, { password: 'a fresh reset sentence 5' })
    expect(used.json().data.status).toBe('totp_required')
    expect(sessionCookieOf(used.headers['set-cookie'])).toBeNull()
    expect((await signIn(victimEmail(), 'a fresh reset sentence 5', '198.51.100.80')).statusCode).toBe(401)
    const done = await complete(used.json().data.challenge, code())
    expect(done.statusCode).toBe(200)
    expect((await signIn(victimEmail(), 'a fresh reset sentence 5', '198.51.100.80')).json().data.status).toBe('totp_required')
    password = 'a fresh reset sentence 5'
    clock.advance(30_000)
  })

  it('stops a set-up link at the code step', async () => {
    const { token } = await createUserLink(store, team.admin, 'setup', clock.now())
    const used = await useLinkRequest(app, token, { password: 'yet another sentence 6' })
    expect(used.json().data.status).toBe('totp_required')
    expect(sessionCookieOf(used.headers['set-cookie'])).toBeNull()
  })

  it("stops the SSO return of a user with TOTP at the code step: the provider's word alone links and opens nothing", async () => {
    provider.nextAccount = { sub: 'admin-idp', email: victimEmail() }
    const browser = new Browser()
    const { url: callback } = await browser.open(`${base}/dashboard/auth/sso`)
    const { url: landed } = await browser.open(callback.href, null)
    expect(landed.hash).toMatch(/^#\/sign-in\?totp=dtt_/)
    expect(browser.cookie(landed.host, 'devtrail_session')).toBeUndefined()
    expect((await findUser(store, team.admin))?.ssoLinked).toBe(false)
    const challenge = new URLSearchParams(landed.hash.split('?')[1]).get('totp') ?? ''
    expect((await complete(challenge, code())).statusCode).toBe(200)
    expect((await findUser(store, team.admin))?.ssoLinked).toBe(true)
    clock.advance(30_000)
  })

  it('counts wrong codes until a right one: 16 from two addresses with the right password lock, and the right code is refused while locked', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 16; attempt++) {
      const address = attempt % 2 ? '198.51.100.21' : '198.51.100.22'
      const step = await signIn(victimEmail(), password, address)
      if (step.statusCode !== 200) {
        statuses.push(step.statusCode)
        continue
      }
      expect(step.json().data.status).toBe('totp_required')
      statuses.push((await complete(step.json().data.challenge, '000000', address)).statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    const locked = await signIn(victimEmail(), password, '198.51.100.23')
    expect(locked.statusCode).toBe(429)
    clock.advance(16 * 60_000)
    const step = await signIn(victimEmail(), password, '198.51.100.23')
    expect(step.json()).toMatchObject({ data: { status: 'totp_required' } })
    expect((await complete(step.json().data.challenge, code(), '198.51.100.23')).statusCode).toBe(200)
    clock.advance(30_000)
  })

  it('refuses the right code on a step opened before the lock', async () => {
    const open = (await signIn(victimEmail(), password, '198.51.100.30')).json().data.challenge
    for (let attempt = 0; attempt < 5; attempt++) await complete(open, '000000', `198.51.100.${31 + attempt}`)
    expect((await complete(open, code(), '198.51.100.40')).statusCode).toBe(429)
    clock.advance(16 * 60_000)
  })

  it('turns TOTP off only with the password and a code, wrong codes counted under the same lock', async () => {
    const step = await signIn(victimEmail(), password)
    const member = await complete(step.json().data.challenge, code())
    const cookie = sessionCookieOf(member.headers['set-cookie'])?.pair ?? ''
    clock.advance(30_000)
    const me = await app.inject({ method: 'GET', url: '/dashboard/me', headers: { cookie } })
    const headers = { cookie, 'x-csrf-token': me.json().data.csrf_token }
    const turnOff = (payload: Record<string, string>) => app.inject({ method: 'DELETE', url: '/dashboard/me/totp', headers, payload })
    expect((await turnOff({ code: code() })).statusCode).toBe(400)
    expect((await turnOff({ code: code(), password: 'not my password 1' })).statusCode).toBe(400)
    for (let attempt = 0; attempt < 5; attempt++) expect((await turnOff({ code: '000000', password: password })).statusCode).toBe(400)
    expect((await turnOff({ code: code(), password: password })).statusCode).toBe(429)
    expect((await findUser(store, team.admin))?.totpEnabled).toBe(true)
    clock.advance(16 * 60_000)
    const signedInAgain = await complete((await signIn(victimEmail(), password)).json().data.challenge, code())
    const fresh = sessionCookieOf(signedInAgain.headers['set-cookie'])?.pair ?? ''
    clock.advance(30_000)
    const csrf = (await app.inject({ method: 'GET', url: '/dashboard/me', headers: { cookie: fresh } })).json().data.csrf_token
    const off = await app.inject({
      method: 'DELETE',
      url: '/dashboard/me/totp',
      headers: { cookie: fresh, 'x-csrf-token': csrf },
      payload: { code: code(), password: password },
    })
    expect(off.statusCode).toBe(204)
    expect((await findUser(store, team.admin))?.totpEnabled).toBe(false)
  })
})
