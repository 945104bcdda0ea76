/**
 * Password sign-in of members on both stores: cookie attributes and rotation, the same answer for
 * a wrong e-mail and a wrong password, lockout per account and per address (only wrong
 * credentials count), reset links, weak passwords, TOTP with recovery codes, session idle and
 * absolute ends, and API-key sign-in turned off once users exist.
 */
import type { FastifyInstance } from 'fastify'
import { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../auth/sessions.js'
import type { Store } from '../../store/store.js'
import { createUserLink } from '../../users/userLinks.js'
import { findUserByEmail } from '../../users/users.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import {
  createTeamApp,
  describeLinkRequest,
  emailOf,
  memberOfCookie,
  PASSWORD,
  seedTeam,
  sessionCookieOf,
  signInMember,
  TestClock,
  useLinkRequest,
} from '../../../test/teamAccess.js'

describe.each(dialects)('member password sign-in on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  const clock = new TestClock()
  let team: Awaited<ReturnType<typeof seedTeam>>

  const signIn = (email: string, password: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email, password }, remoteAddress })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createTeamApp(store, clock, { lockout: { accountFailures: 3, addressFailures: 6 } })
    team = await seedTeam(store)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('signs in with a new HttpOnly, SameSite=Lax cookie each time and answers the role of the membership', async () => {
    const first = await signIn(emailOf('admin', team.workspaceId), PASSWORD)
    expect(first.statusCode).toBe(200)
    expect(first.json().data).toEqual({ status: 'signed_in', challenge: null })
    const cookie = sessionCookieOf(first.headers['set-cookie'])
    expect(cookie?.pair).toMatch(/^devtrail_session=dts_/)
    expect(cookie?.attributes).toMatch(/HttpOnly/)
    expect(cookie?.attributes).toMatch(/SameSite=Lax/)
    expect(cookie?.attributes).not.toMatch(/Secure/)
    const second = sessionCookieOf((await signIn(emailOf('admin', team.workspaceId).toUpperCase(), PASSWORD)).headers['set-cookie'])
    expect(second?.pair).not.toBe(cookie?.pair)
    const me = await app.inject({ method: 'GET', url: '/dashboard/me', headers: { cookie: cookie?.pair ?? '' } })
    expect(me.json().data).toMatchObject({ workspace_id: team.workspaceId, role: 'admin', scope: 'admin', user: { email: emailOf('admin', team.workspaceId) } })
    // a member session opens the data service with its principal
    expect((await app.inject({ method: 'GET', url: '/stats/overview', headers: { cookie: cookie?.pair ?? '' } })).statusCode).toBe(200)
  })

  it('answers a wrong e-mail and a wrong password alike, and locks the account after 3 wrong passwords even for the right one', async () => {
    const email = emailOf('viewer', team.workspaceId)
    const unknown = await signIn('nobody@acme.test', 'whatever it is 123', '198.51.100.1')
    const wrong = await signIn(email, 'not the password 123', '198.51.100.2')
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    await signIn(email, 'not the password 456', '198.51.100.3')
    await signIn(email, 'not the password 789', '198.51.100.4')
    const locked = await signIn(email, PASSWORD, '198.51.100.5')
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error.type).toBe('rate_limited')
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    clock.advance(16 * 60_000)
    expect((await signIn(email, PASSWORD, '198.51.100.5')).statusCode).toBe(200)
  })

  it('locks an address after 6 wrong credentials across accounts, but never counts a malformed request', async () => {
    const address = '192.0.2.99'
    for (let attempt = 0; attempt < 10; attempt++) {
      const empty = await app.inject({
        method: 'POST',
        url: '/dashboard/auth/password',
        payload: { email: 'x@acme.test', password: '' },
        remoteAddress: address,
      })
      expect(empty.statusCode).toBe(400)
    }
    for (let attempt = 0; attempt < 6; attempt++) expect((await signIn(`guess${attempt}@acme.test`, 'a wrong guess here', address)).statusCode).toBe(401)
    expect((await signIn(emailOf('owner', team.workspaceId), PASSWORD, address)).statusCode).toBe(429)
    expect((await signIn(emailOf('owner', team.workspaceId), PASSWORD, '192.0.2.100')).statusCode).toBe(200)
    clock.advance(16 * 60_000)
  })

  it('resets a password by a one-time link: weak passwords refused, other sessions ended, the lockout lifted', async () => {
    const email = emailOf('viewer', team.workspaceId)
    const before = await signInMember(app, email)
    for (let attempt = 0; attempt < 3; attempt++) await signIn(email, 'forgot it again 1', '198.51.100.9')
    const user = await findUserByEmail(store, email)
    const { token } = await createUserLink(store, user?.id ?? '', 'reset', clock.now())
    const described = await describeLinkRequest(app, token)
    expect(described.json().data).toMatchObject({ kind: 'reset', email })
    for (const weak of ['short pass', 'password1234', 'aaaaaaaaaaaaaa', `${email.split('@')[0]}-is-me`]) {
      const refused = await useLinkRequest(app, token, { password: weak })
      expect(refused.statusCode, weak).toBe(400)
    }
    const reset = await useLinkRequest(app, token, { password: 'a brand new sentence 77' }, { remoteAddress: '198.51.100.9' })
    expect(reset.statusCode).toBe(200)
    expect(sessionCookieOf(reset.headers['set-cookie'])?.pair).toMatch(/^devtrail_session=dts_/)
    expect((await before.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    expect((await useLinkRequest(app, token, { password: 'another new sentence 88' })).statusCode).toBe(401)
    expect((await signIn(email, 'a brand new sentence 77', '198.51.100.9')).statusCode).toBe(200)
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401)
  })

  it('enrols TOTP, then asks for a code at sign-in; a recovery code works once; wrong codes count', async () => {
    const email = emailOf('owner', team.workspaceId)
    const member = await signInMember(app, email)
    const started = await member.request({ method: 'POST', url: '/dashboard/me/totp' })
    expect(started.statusCode).toBe(200)
    const { secret, otpauth_uri: uri } = started.json().data
    expect(uri).toMatch(/^otpauth:\/\/totp\/Devtrail:/)
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 })
    expect((await member.request({ method: 'POST', url: '/dashboard/me/totp/confirm', payload: { code: '000000' } })).statusCode).toBe(400)
    const confirmed = await member.request({ method: 'POST', url: '/dashboard/me/totp/confirm', payload: { code: totp.generate({ timestamp: clock.now() }) } })
    const codes = confirmed.json().data.recovery_codes as string[]
    expect(codes).toHaveLength(10)

    // the enrolment's code was spent: the next sign-in uses the next 30-second step's code
    clock.advance(30_000)
    const step = await signIn(email, PASSWORD)
    expect(step.json().data.status).toBe('totp_required')
    expect(sessionCookieOf(step.headers['set-cookie'])).toBeNull()
    const challenge = step.json().data.challenge as string
    expect((await app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge, code: '123456' } })).statusCode).toBe(401)
    const done = await app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge, code: totp.generate({ timestamp: clock.now() }) } })
    expect(done.statusCode).toBe(200)
    expect(sessionCookieOf(done.headers['set-cookie'])?.pair).toMatch(/^devtrail_session=dts_/)
    // the challenge is spent, and so is the code: a new challenge with the same code is refused
    const sameCode = totp.generate({ timestamp: clock.now() })
    expect((await app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge, code: sameCode } })).statusCode).toBe(401)
    const replay = (await signIn(email, PASSWORD)).json().data.challenge
    expect((await app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge: replay, code: sameCode } })).statusCode).toBe(401)

    const recovery = async () => {
      const again = (await signIn(email, PASSWORD)).json().data.challenge
      return app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge: again, code: codes[0] } })
    }
    expect((await recovery()).statusCode).toBe(200)
    expect((await recovery()).statusCode).toBe(401)
    const me = await member.request({ method: 'GET', url: '/dashboard/me' })
    expect(me.json().data).toMatchObject({ user: { totp_enabled: true }, recovery_codes_left: 9 })
    clock.advance(16 * 60_000)
  })

  it('ends a session after 12 h idle, and after 7 days however busy', async () => {
    const member = await signInMember(app, emailOf('admin', team.workspaceId))
    clock.advance(SESSION_IDLE_MS - 60_000)
    expect((await member.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(200)
    clock.advance(SESSION_IDLE_MS - 60_000)
    expect((await member.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(200)
    clock.advance(SESSION_IDLE_MS + 1)
    expect((await member.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)

    const busy = await signInMember(app, emailOf('admin', team.workspaceId))
    for (let hours = 0; hours < 7 * 24; hours += 11) {
      clock.advance(11 * 60 * 60 * 1000)
      const answer = await busy.request({ method: 'GET', url: '/dashboard/me' })
      expect(answer.statusCode).toBe(hours + 11 < SESSION_ABSOLUTE_MS.member / 3_600_000 ? 200 : 401)
    }
  })

  it('turns API-key and link sign-in off once a user exists, unless DASHBOARD_KEY_SIGNIN is on', async () => {
    const { key } = await createApiKey(store, team.workspaceId)
    const refused = await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key } })
    expect(refused.statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/dashboard/auth/options' })).json().data).toEqual({
      password: true,
      sso: false,
      key_sign_in: false,
      users_exist: true,
    })
    const allowing = await createTeamApp(store, clock, { keySignIn: true })
    expect((await allowing.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key } })).statusCode).toBe(200)
    await allowing.close()
  })

  it('signs out: the cookie is cleared and the session ended in the store', async () => {
    const member = await signInMember(app, emailOf('admin', team.workspaceId))
    const out = await member.request({ method: 'POST', url: '/dashboard/me/sign-out' })
    expect(out.statusCode).toBe(204)
    expect(sessionCookieOf(out.headers['set-cookie'])?.pair).toBe('devtrail_session=')
    await expect(memberOfCookie(app, member.cookie)).rejects.toThrow(/no session/)
  })
})
