/**
 * Members and invitations on both stores: owners invite (a one-time, revocable, 7-day link, stored
 * hashed), the invited person joins with the role; only owners manage members; a removed member
 * or a lowered role loses the open session at once; the last owner stays; CSRF tokens on every
 * state-changing request (dashboard and data service); workspace switching; sessions page.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { hashToken } from '../../auth/tokenHash.js'
import { INVITATION_TTL_MS } from '../../members/invitations.js'
import { addMember } from '../../members/memberships.js'
import type { Store } from '../../store/store.js'
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

describe.each(dialects)('members and invitations on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  const clock = new TestClock()
  let team: Awaited<ReturnType<typeof seedTeam>>

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createTeamApp(store, clock)
    team = await seedTeam(store)
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  const tokenOfLink = (link: string) => decodeURIComponent(link.split('#/link/')[1] ?? '')

  it('invites by e-mail with a role; the link is accepted once and gives that role; the token is stored hashed', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const invited = await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'New.Person@Acme.test', role: 'admin' } })
    expect(invited.statusCode).toBe(201)
    const { link, expires_at: expiresAt } = invited.json().data
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/dashboard\/#\/link\/dti_/)
    expect(expiresAt).toBe(clock.now() + INVITATION_TTL_MS)
    const token = tokenOfLink(link)
    const stored = await store.db.selectFrom('invitations').selectAll().where('email', '=', 'new.person@acme.test').executeTakeFirstOrThrow()
    expect(stored.token_hash).toBe(hashToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)

    const listed = await owner.request({ method: 'GET', url: '/dashboard/members' })
    expect(listed.json().data.invitations).toEqual([expect.objectContaining({ email: 'new.person@acme.test', role: 'admin' })])
    expect(JSON.stringify(listed.json())).not.toContain(token)

    const page = await describeLinkRequest(app, token)
    expect(page.json().data).toMatchObject({ kind: 'invitation', email: 'new.person@acme.test', workspace_name: 'Acme', role: 'admin' })
    expect((await useLinkRequest(app, token, { password: 'qwerty123456', name: 'New' })).statusCode).toBe(400)
    const accepted = await useLinkRequest(app, token, { password: 'sunlit harbour 1984', name: 'New' })
    expect(accepted.statusCode).toBe(200)
    const joined = await memberOfCookie(app, sessionCookieOf(accepted.headers['set-cookie'])?.pair ?? '')
    expect((await joined.request({ method: 'GET', url: '/dashboard/me' })).json().data).toMatchObject({ role: 'admin', workspace_id: team.workspaceId })
    const again = await useLinkRequest(app, token, { password: 'sunlit harbour 1985' })
    expect(again.statusCode).toBe(401)
    expect((await describeLinkRequest(app, token)).statusCode).toBe(404)
  })

  it('hands a new invitation to the mailer when one is set, and shows its link only when asked to', async () => {
    const sent: { email: string; workspaceName: string; link: string; role: string }[] = []
    const mailing = await createTeamApp(store, clock, { mailer: { sendInvitation: async (invitation) => void sent.push(invitation) } })
    try {
      const owner = await signInMember(mailing, emailOf('owner', team.workspaceId))
      const mailed = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'mailed@acme.test', role: 'viewer' } })).json()
        .data
      expect(mailed).toMatchObject({ email: 'mailed@acme.test', link: null, emailed: true })
      await expect.poll(() => sent.length).toBe(1)
      expect(sent[0]).toMatchObject({ email: 'mailed@acme.test', workspaceName: 'Acme', role: 'viewer', link: expect.stringMatching(/#\/link\/dti_/) })
      const shown = (
        await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'shown@acme.test', role: 'viewer', show_link: true } })
      ).json().data
      await expect.poll(() => sent.length).toBe(2)
      expect(sent[1]?.link).toBe(shown.link)
    } finally {
      await mailing.close()
    }
  })

  it('refuses a revoked invitation and one older than 7 days', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const revoked = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'gone@acme.test', role: 'viewer' } })).json().data
    expect((await owner.request({ method: 'DELETE', url: `/dashboard/invitations/${revoked.id}` })).statusCode).toBe(204)
    expect((await useLinkRequest(app, tokenOfLink(revoked.link), { password: 'sunlit harbour 1984' })).statusCode).toBe(401)
    const late = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'late@acme.test', role: 'viewer' } })).json().data
    clock.advance(INVITATION_TTL_MS + 1)
    expect((await useLinkRequest(app, tokenOfLink(late.link), { password: 'sunlit harbour 1984' })).statusCode).toBe(401)
  })

  it('lets an existing user accept an invitation to another workspace only with their password, then switch between both', async () => {
    const other = (await createWorkspace(store, 'Beta')).id
    const betaOwner = await seedTeam(store, 'Gamma')
    await addMember(store, other, betaOwner.owner, 'owner')
    const owner = await signInMember(app, emailOf('owner', betaOwner.workspaceId))
    await owner.request({ method: 'PUT', url: '/dashboard/me/workspace', payload: { workspace_id: other } })
    const invitation = (
      await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: emailOf('viewer', team.workspaceId), role: 'viewer' } })
    ).json().data
    const token = tokenOfLink(invitation.link)
    expect((await useLinkRequest(app, token, { password: 'not my password 1' })).statusCode).toBe(401)
    const accepted = await useLinkRequest(app, token, { password: PASSWORD })
    expect(accepted.statusCode).toBe(200)
    const viewer = await memberOfCookie(app, sessionCookieOf(accepted.headers['set-cookie'])?.pair ?? '')
    const me = (await viewer.request({ method: 'GET', url: '/dashboard/me' })).json().data
    expect(me.workspace_id).toBe(other)
    expect(me.workspaces.map((each: { id: string }) => each.id).sort()).toEqual([team.workspaceId, other].sort())
    expect((await viewer.request({ method: 'PUT', url: '/dashboard/me/workspace', payload: { workspace_id: betaOwner.workspaceId } })).statusCode).toBe(403)
    expect((await viewer.request({ method: 'PUT', url: '/dashboard/me/workspace', payload: { workspace_id: team.workspaceId } })).statusCode).toBe(204)
    expect((await viewer.request({ method: 'GET', url: '/dashboard/me' })).json().data).toMatchObject({ workspace_id: team.workspaceId, role: 'viewer' })
  })

  it('lets only owners manage members: admins and viewers get 403', async () => {
    for (const role of ['admin', 'viewer'] as const) {
      const member = await signInMember(app, emailOf(role, team.workspaceId))
      expect((await member.request({ method: 'GET', url: '/dashboard/members' })).statusCode).toBe(403)
      expect(
        (await member.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'x@acme.test', role: 'owner' } })).json().error.type,
      ).toBe('forbidden')
      expect((await member.request({ method: 'PATCH', url: `/dashboard/members/${team.viewer}`, payload: { role: 'owner' } })).statusCode).toBe(403)
      expect((await member.request({ method: 'DELETE', url: `/dashboard/members/${team.owner}` })).statusCode).toBe(403)
    }
  })

  it('refuses state-changing requests without the CSRF token (403, error shape), on the dashboard and the data service', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const forged = await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email: 'csrf@acme.test', role: 'owner' }, csrf: false })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({ error: { type: 'forbidden', message: expect.stringContaining('x-csrf-token') } })
    const wrong = await owner.request({ method: 'DELETE', url: `/dashboard/members/${team.viewer}`, csrf: false, headers: { 'x-csrf-token': 'guessed' } })
    expect(wrong.statusCode).toBe(403)
    const dataWrite = await owner.request({ method: 'DELETE', url: '/developer/anyone', csrf: false })
    expect(dataWrite.statusCode).toBe(403)
    expect(dataWrite.json().error.type).toBe('forbidden')
    // with the token the data service lets the write through to the route (here: no such developer)
    expect((await owner.request({ method: 'DELETE', url: '/developer/anyone' })).statusCode).not.toBe(403)
    // reads need no token
    expect((await owner.request({ method: 'GET', url: '/stats/overview', csrf: false })).statusCode).toBe(200)
  })

  it("lets a viewer's session read the data service but change nothing, even with the CSRF token", async () => {
    const viewer = await signInMember(app, emailOf('viewer', team.workspaceId))
    expect((await viewer.request({ method: 'GET', url: '/stats/overview' })).statusCode).toBe(200)
    const write = await viewer.request({ method: 'DELETE', url: '/developer/anyone' })
    expect(write.statusCode).toBe(403)
    expect(write.json().error.message).toContain('write scope')
  })

  it('ends the sessions of a member whose role is lowered, or who is removed, at their next request', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const admin = await signInMember(app, emailOf('admin', team.workspaceId))
    expect((await owner.request({ method: 'PATCH', url: `/dashboard/members/${team.admin}`, payload: { role: 'viewer' } })).statusCode).toBe(204)
    expect((await admin.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    expect((await admin.request({ method: 'GET', url: '/stats/overview' })).statusCode).toBe(401)
    const demoted = await signInMember(app, emailOf('admin', team.workspaceId))
    expect((await demoted.request({ method: 'GET', url: '/dashboard/me' })).json().data).toMatchObject({ role: 'viewer', scope: 'read' })

    expect((await owner.request({ method: 'DELETE', url: `/dashboard/members/${team.admin}` })).statusCode).toBe(204)
    expect((await demoted.request({ method: 'GET', url: '/stats/overview' })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email: emailOf('admin', team.workspaceId), password: PASSWORD } }))
        .statusCode,
    ).toBe(403)
  })

  it('keeps the last owner: they can be neither removed nor demoted', async () => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    expect((await owner.request({ method: 'DELETE', url: `/dashboard/members/${team.owner}` })).statusCode).toBe(403)
    expect((await owner.request({ method: 'PATCH', url: `/dashboard/members/${team.owner}`, payload: { role: 'admin' } })).statusCode).toBe(403)
  })

  it('lists my sessions and revokes one, which then answers 401', async () => {
    const first = await signInMember(app, emailOf('owner', team.workspaceId))
    const second = await signInMember(app, emailOf('owner', team.workspaceId))
    const listed = (await first.request({ method: 'GET', url: '/dashboard/me/sessions' })).json().data as { id: string; current: boolean }[]
    expect(listed.filter((each) => each.current)).toHaveLength(1)
    const secondId = (await second.request({ method: 'GET', url: '/dashboard/me' })).json().data.session_id
    expect(listed.map((each) => each.id)).toContain(secondId)
    expect((await first.request({ method: 'DELETE', url: `/dashboard/me/sessions/${secondId}`, csrf: false })).statusCode).toBe(403)
    expect((await first.request({ method: 'DELETE', url: `/dashboard/me/sessions/${secondId}` })).statusCode).toBe(204)
    expect((await second.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    expect((await first.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(200)
  })
})
