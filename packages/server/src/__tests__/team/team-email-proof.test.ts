/**
 * An account made from a link has not proved its e-mail, on both stores: the first proof (a
 * verified e-mail at SSO, an invitation link that was only e-mailed) takes it over. The maker's
 * password and TOTP go, every session opened with them ends, and the audit log says so.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAuditEvents } from '../../audit/auditLog.js'
import type { Store } from '../../store/store.js'
import { findUserByEmail } from '../../users/users.js'
import { prepareIdentityProvider, type TestIdentityProvider } from '../../../test/oidcProvider.js'
import { Browser } from '../../../test/ssoBrowser.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import {
  createTeamApp,
  emailOf,
  enrolTotp,
  memberOfCookie,
  seedTeam,
  sessionCookieOf,
  signInMember,
  TestClock,
  useLinkRequest,
} from '../../../test/teamAccess.js'

describe.each(dialects)('e-mail proof takes an unproven account over on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let mailing: FastifyInstance
  let provider: TestIdentityProvider
  let base: string
  const clock = new TestClock()
  const mailed: { email: string; link: string }[] = []
  let evil: Awaited<ReturnType<typeof seedTeam>>
  const makersPassword = 'the makers own secret 1'

  /** An owner of Evil invites `email` and accepts the shown link with the maker's password; answers the maker's session. */
  const makeAccount = async (email: string) => {
    const maker = await signInMember(app, emailOf('owner', evil.workspaceId))
    const { link } = (await maker.request({ method: 'POST', url: '/dashboard/invitations', payload: { email, role: 'viewer' } })).json().data
    const accepted = await useLinkRequest(app, decodeURIComponent(link.split('#/link/')[1]), { password: makersPassword })
    expect(accepted.json().data.status).toBe('signed_in')
    return memberOfCookie(app, sessionCookieOf(accepted.headers['set-cookie'])?.pair ?? '')
  }
  const passwordSignIn = (email: string, password: string) => app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email, password } })

  beforeAll(async () => {
    store = await createTestStore(dialect)
    evil = await seedTeam(store, 'Evil')
    provider = await prepareIdentityProvider()
    app = await createTeamApp(store, clock, {
      sso: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        allowedDomains: [],
        workspaceId: null,
        roleClaim: null,
        roleMapping: {},
        allowPrivateIssuer: true,
      },
    })
    mailing = await createTeamApp(store, clock, { mailer: { sendInvitation: async (invitation) => void mailed.push(invitation) } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await provider.start(`${base}/dashboard/auth/sso/callback`)
  })
  afterAll(async () => {
    await mailing?.close()
    await app?.close()
    await provider?.stop()
    await store?.close()
  })

  it("leaves an account made from a shown link unproven, and the owner's verified SSO e-mail takes it over", async () => {
    const maker = await makeAccount('dana@victim.test')
    await enrolTotp(maker, clock)
    expect((await findUserByEmail(store, 'dana@victim.test'))?.emailVerifiedAt).toBeNull()

    provider.nextAccount = { sub: 'dana-1', email: 'dana@victim.test' }
    const browser = new Browser()
    const { url: callback } = await browser.open(`${base}/dashboard/auth/sso`)
    await browser.open(callback.href, null)
    expect(browser.cookie(new URL(base).host, 'devtrail_session')).toMatch(/^dts_/)

    const taken = await findUserByEmail(store, 'dana@victim.test')
    expect(taken).toMatchObject({ hasPassword: false, totpEnabled: false, ssoLinked: true, emailVerifiedAt: expect.any(Number) })
    expect((await maker.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    expect((await passwordSignIn('dana@victim.test', makersPassword)).statusCode).toBe(401)
    const { events } = await listAuditEvents(store.db, { workspaceId: evil.workspaceId })
    expect(events.find((event) => event.action === 'user.take_over')).toMatchObject({
      target_id: taken?.id,
      actor_label: 'dana@victim.test',
      after: { email: 'dana@victim.test', via: 'sso', password_removed: true, totp_removed: true, sessions_ended: 1 },
    })
  })

  it('takes an unproven account over with a link that was only e-mailed, and a proven one stays as it is', async () => {
    const maker = await makeAccount('erin@victim.test')
    const owner = await signInMember(mailing, emailOf('owner', evil.workspaceId))
    const answer = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'erin@victim.test', role: 'admin' } })).json().data
    expect(answer.link).toBeNull()
    await expect.poll(() => mailed.length).toBe(1)
    const token = decodeURIComponent(mailed[0]?.link.split('#/link/')[1] ?? '')
    const accepted = await useLinkRequest(app, token, { password: 'quiet meadow lantern 9' })
    expect(accepted.json(), accepted.body).toMatchObject({ data: { status: 'signed_in' } })
    expect((await maker.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    expect((await passwordSignIn('erin@victim.test', makersPassword)).statusCode).toBe(401)
    expect((await passwordSignIn('erin@victim.test', 'quiet meadow lantern 9')).statusCode).toBe(200)
    expect((await findUserByEmail(store, 'erin@victim.test'))?.emailVerifiedAt).toEqual(expect.any(Number))

    // now proven: a later e-mailed invitation needs the account's password like any other
    const again = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'erin@victim.test', role: 'owner' } })).json().data
    expect(again.link).toBeNull()
    await expect.poll(() => mailed.length).toBe(2)
    const second = decodeURIComponent(mailed[1]?.link.split('#/link/')[1] ?? '')
    expect((await useLinkRequest(app, second, { password: 'someone elses password 7' })).statusCode).toBe(401)
  })

  it('marks an account made from an e-mailed link proven at once', async () => {
    const owner = await signInMember(mailing, emailOf('owner', evil.workspaceId))
    await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'fay@victim.test', role: 'viewer' } })
    await expect.poll(() => mailed.length).toBe(3)
    const token = decodeURIComponent(mailed[2]?.link.split('#/link/')[1] ?? '')
    expect((await useLinkRequest(app, token, { password: 'silver canyon morning 3' })).json().data.status).toBe('signed_in')
    expect((await findUserByEmail(store, 'fay@victim.test'))?.emailVerifiedAt).toEqual(expect.any(Number))
  })
})
