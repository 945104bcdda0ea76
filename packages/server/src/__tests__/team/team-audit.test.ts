/**
 * Team changes in the audit log, on both stores: invitations made, revoked and accepted, roles
 * changed (to owner too), members removed, passwords set and reset, TOTP on and off, a recovery
 * code used, a sign-in refused while locked; each names the person by e-mail in `GET /audit`,
 * its CSV export and `devtrail audit`.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordAuditEvent } from '../../audit/auditLog.js'
import { openStore, type Store } from '../../store/store.js'
import { createUserLink } from '../../users/userLinks.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { createTeamApp, emailOf, enrolTotp, PASSWORD, seedTeam, signInMember, TestClock, useLinkRequest } from '../../../test/teamAccess.js'
import { runDevtrail } from '../cliRun.js'

describe.each(dialects)('team changes in the audit log on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let url: string
  let drop: () => Promise<void>
  const clock = new TestClock()
  let team: Awaited<ReturnType<typeof seedTeam>>

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    team = await seedTeam(store)
    app = await createTeamApp(store, clock, { lockout: { accountFailures: 3 } })
  })
  afterAll(async () => {
    await app?.close()
    await store?.close()
    await drop?.()
  })

  it('records every team change with the person by e-mail, in the API, the CSV export and the CLI', async () => {
    const ownerEmail = emailOf('owner', team.workspaceId)
    const owner = await signInMember(app, ownerEmail)
    const invite = async (email: string) =>
      (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email, role: 'viewer' } })).json().data
    const revoked = await invite('gone@acme.test')
    expect((await owner.request({ method: 'DELETE', url: `/dashboard/invitations/${revoked.id}` })).statusCode).toBe(204)
    const kept = await invite('kim@acme.test')
    expect((await useLinkRequest(app, decodeURIComponent(kept.link.split('#/link/')[1]), { password: 'brisk autumn harbour 4' })).statusCode).toBe(200)
    const kim = (await owner.request({ method: 'GET', url: '/dashboard/members' }))
      .json()
      .data.members.find((each: { email: string }) => each.email === 'kim@acme.test')
    expect((await owner.request({ method: 'PATCH', url: `/dashboard/members/${kim.user_id}`, payload: { role: 'owner' } })).statusCode).toBe(204)
    expect((await owner.request({ method: 'DELETE', url: `/dashboard/members/${kim.user_id}` })).statusCode).toBe(204)

    const viewerEmail = emailOf('viewer', team.workspaceId)
    const reset = await createUserLink(store, team.viewer, 'reset', clock.now())
    expect((await useLinkRequest(app, reset.token, { password: 'steady river stones 8' })).statusCode).toBe(200)
    const setup = await createUserLink(store, team.viewer, 'setup', clock.now())
    expect((await useLinkRequest(app, setup.token, { password: 'other river stones 9' })).statusCode).toBe(200)

    const admin = await signInMember(app, emailOf('admin', team.workspaceId))
    const { totp, recoveryCodes } = await enrolTotp(admin, clock)
    const step = await app.inject({
      method: 'POST',
      url: '/dashboard/auth/password',
      payload: { email: emailOf('admin', team.workspaceId), password: PASSWORD },
    })
    expect(
      (await app.inject({ method: 'POST', url: '/dashboard/auth/totp', payload: { challenge: step.json().data.challenge, code: recoveryCodes[0] } }))
        .statusCode,
    ).toBe(200)
    const off = await admin.request({
      method: 'DELETE',
      url: '/dashboard/me/totp',
      payload: { code: totp.generate({ timestamp: clock.now() }), password: PASSWORD },
    })
    expect(off.statusCode).toBe(204)

    for (let attempt = 0; attempt < 3; attempt++) {
      await app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email: viewerEmail, password: `wrong guess number ${attempt}` } })
    }
    expect(
      (await app.inject({ method: 'POST', url: '/dashboard/auth/password', payload: { email: viewerEmail, password: 'other river stones 9' } })).statusCode,
    ).toBe(429)
    // a row written before e-mails were recorded is shown by the person's e-mail too
    await recordAuditEvent(store.db, {
      workspaceId: team.workspaceId,
      actor: { userId: team.owner, apiKeyId: null, label: `user:${team.owner}` },
      action: 'asset.update',
      targetType: 'asset',
      targetId: 'a1',
      address: null,
    })

    const events = (await owner.request({ method: 'GET', url: '/audit' })).json().data as { action: string; actor_label: string; after: any; before: any }[]
    const byAction = (action: string) => events.filter((event) => event.action === action)
    expect(
      byAction('invitation.create')
        .map((event) => event.after.email)
        .sort(),
    ).toEqual(['gone@acme.test', 'kim@acme.test'])
    expect(byAction('invitation.revoke')).toHaveLength(1)
    expect(byAction('invitation.accept')).toEqual([
      expect.objectContaining({ actor_label: 'kim@acme.test', after: { email: 'kim@acme.test', role: 'viewer' } }),
    ])
    expect(byAction('member.role_change')).toEqual([
      expect.objectContaining({
        actor_label: ownerEmail,
        before: { email: 'kim@acme.test', role: 'viewer' },
        after: { email: 'kim@acme.test', role: 'owner' },
      }),
    ])
    expect(byAction('member.remove')).toEqual([expect.objectContaining({ actor_label: ownerEmail, before: { email: 'kim@acme.test', role: 'owner' } })])
    expect(byAction('user.password_reset')).toEqual([expect.objectContaining({ actor_label: viewerEmail })])
    expect(byAction('user.password_set')).toEqual([expect.objectContaining({ actor_label: viewerEmail })])
    for (const action of ['user.totp_enable', 'user.recovery_code_use', 'user.totp_disable']) {
      expect(byAction(action), action).toEqual([expect.objectContaining({ actor_label: emailOf('admin', team.workspaceId) })])
    }
    expect(byAction('user.sign_in_locked')).toEqual([expect.objectContaining({ actor_label: viewerEmail })])
    expect(events.some((event) => event.actor_label.startsWith('user:'))).toBe(false)

    const csv = await owner.request({ method: 'GET', url: '/export/audit.csv' })
    expect(csv.body).toContain(ownerEmail)
    expect(csv.body).not.toContain('user:')
    const cli = await runDevtrail(['audit', '--workspace', team.workspaceId, '--database-url', url])
    expect(cli.stdout).toContain(ownerEmail)
    expect(cli.stdout).toContain('member.role_change')
    expect(cli.stdout).not.toContain('user:')
  })
})
