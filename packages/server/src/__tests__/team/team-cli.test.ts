/**
 * The team-access CLI on both stores: the first user must be an owner and gets a one-time set-up
 * link; `user list`, `user reset-link`, `user remove` (sessions end), and the member commands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../admin/workspaces.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'
import { openStore, type Store } from '../../store/store.js'
import { runDevtrail } from '../cliRun.js'
import { createTeamApp, memberOfCookie, sessionCookieOf, TestClock, useLinkRequest } from '../../../test/teamAccess.js'

describe.each(dialects)('team access CLI on %s', (dialect) => {
  let url: string
  let drop: () => Promise<void>
  let store: Store
  let workspaceId: string
  const devtrail = (...args: string[]) => runDevtrail([...args, '--json', '--database-url', url])

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase(dialect))
    store = await openStore(url)
    workspaceId = (await createWorkspace(store, 'Acme')).id
  })
  afterAll(async () => {
    await store.close()
    await drop()
  })

  it('creates the first user only as an owner, with a one-time set-up link that sets their password', async () => {
    const refused = await devtrail('user', 'create', '--workspace', workspaceId, '--email', 'first@acme.test')
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('--owner')
    const created = await devtrail(
      'user',
      'create',
      '--owner',
      '--workspace',
      workspaceId,
      '--email',
      'First@Acme.test',
      '--name',
      'First',
      '--url',
      'https://devtrail.acme.test/x',
    )
    expect(created.status).toBe(0)
    expect(created.json).toMatchObject({ user: { email: 'first@acme.test', name: 'First' }, role: 'owner' })
    const link = created.json?.setup_link as string
    expect(link).toMatch(/^https:\/\/devtrail\.acme\.test\/dashboard\/#\/link\/dtsu_/)
    const token = decodeURIComponent(link.split('#/link/')[1] ?? '')
    const app = await createTeamApp(store, new TestClock())
    try {
      const used = await useLinkRequest(app, token, { password: 'amber light on the hill' })
      expect(used.statusCode).toBe(200)
      const member = await memberOfCookie(app, sessionCookieOf(used.headers['set-cookie'])?.pair ?? '')
      expect((await member.request({ method: 'GET', url: '/dashboard/me' })).json().data.role).toBe('owner')
      expect((await useLinkRequest(app, token, { password: 'copper light on the hill' })).statusCode).toBe(401)
      const duplicate = await devtrail('user', 'create', '--workspace', workspaceId, '--email', 'first@acme.test')
      expect(duplicate.status).not.toBe(0)

      const reset = await devtrail('user', 'reset-link', 'first@acme.test')
      expect(reset.json?.reset_link).toMatch(/#\/link\/dtr_/)

      const listed = await devtrail('user', 'list')
      expect(listed.json?.users).toEqual([
        expect.objectContaining({ email: 'first@acme.test', has_password: true, workspaces: [{ workspace_id: workspaceId, role: 'owner' }] }),
      ])

      const invited = await devtrail('member', 'invite', '--workspace', workspaceId, '--email', 'second@acme.test', '--role', 'viewer')
      expect(invited.json?.link).toMatch(/#\/link\/dti_/)
      const second = await useLinkRequest(app, decodeURIComponent(String(invited.json?.link).split('#/link/')[1] ?? ''), {
        password: 'copper light on the hill',
      })
      expect(second.statusCode).toBe(200)
      const secondMember = await memberOfCookie(app, sessionCookieOf(second.headers['set-cookie'])?.pair ?? '')
      expect((await devtrail('member', 'list', '--workspace', workspaceId)).json?.members.map((member: { role: string }) => member.role)).toEqual([
        'owner',
        'viewer',
      ])
      expect((await devtrail('member', 'role', '--workspace', workspaceId, '--user', 'second@acme.test', '--role', 'admin')).json).toMatchObject({
        role: 'admin',
        previous_role: 'viewer',
      })
      expect((await devtrail('member', 'remove', '--workspace', workspaceId, '--user', 'first@acme.test')).status).not.toBe(0)
      const lastOwner = await devtrail('user', 'remove', 'first@acme.test')
      expect(lastOwner.status).not.toBe(0)
      expect(lastOwner.stderr).toContain('last owner')
      expect((await devtrail('user', 'remove', 'second@acme.test')).status).toBe(0)
      expect((await secondMember.request({ method: 'GET', url: '/dashboard/me' })).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })
})
