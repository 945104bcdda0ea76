/**
 * One session model: a session opened with an API key and a member's session are rows of the same
 * `sessions` table, carried by the same cookie, and both need their CSRF token on a change (403 in
 * the error shape without it). Migration 030 moves the rows of the two old tables into it, so open
 * sessions stay open. Both stores.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, Migrator } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { hashToken } from '../../auth/tokenHash.js'
import { addMember } from '../../members/memberships.js'
import { migrationProvider } from '../../store/migrations/index.js'
import { openStore, type Store } from '../../store/store.js'
import { createUser } from '../../users/users.js'
import { createTestDatabase, createTestStore, dialects } from '../../../test/stores.js'
import { createTeamApp, emailOf, seedTeam, sessionCookieOf, signInMember, TestClock } from '../../../test/teamAccess.js'

const OLD_TABLES = ['dashboard_sessions', 'user_sessions']

/** Which of the two old session tables the store still has. */
async function oldTablesLeft(store: Store): Promise<string[]> {
  return (await store.db.introspection.getTables()).map((table) => table.name).filter((name) => OLD_TABLES.includes(name))
}

describe.each(dialects)('one session model on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  const clock = new TestClock()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createTeamApp(store, clock, { keySignIn: true })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  it('keeps a key session and a member session as the same kind of row, each needing its CSRF token on a change', async () => {
    const team = await seedTeam(store)
    const { key } = await createApiKey(store, team.workspaceId, 'dashboard', 'admin')
    const keySignIn = await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key }, headers: { 'user-agent': 'key browser' } })
    const byKey = { cookie: sessionCookieOf(keySignIn.headers['set-cookie'])?.pair ?? '', csrf: keySignIn.json().data.csrf_token as string }
    const member = await signInMember(app, emailOf('owner', team.workspaceId))
    const byMember = { cookie: member.cookie, csrf: member.csrf }
    // one cookie, one token format, one row shape
    for (const each of [byKey, byMember]) expect(each.cookie).toMatch(/^devtrail_session=dts_/)
    const rows = await store.db
      .selectFrom('sessions')
      .select(['kind', 'workspace_id', 'user_id', 'api_key_id', 'method'])
      .where('workspace_id', '=', team.workspaceId)
      .orderBy('kind')
      .execute()
    expect(rows).toEqual([
      { kind: 'key', workspace_id: team.workspaceId, user_id: null, api_key_id: expect.any(String), method: 'api_key' },
      { kind: 'member', workspace_id: team.workspaceId, user_id: team.owner, api_key_id: null, method: 'password' },
    ])
    expect(await oldTablesLeft(store)).toEqual([])

    for (const [kind, session] of [
      ['key', byKey],
      ['member', byMember],
    ] as const) {
      const read = await app.inject({ url: '/dashboard/session', headers: { cookie: session.cookie } })
      expect(read.json().data).toMatchObject({ kind, workspace_id: team.workspaceId, scope: 'admin', csrf_token: session.csrf })
      const change = (headers: Record<string, string>) =>
        app.inject({ method: 'PUT', url: '/developer/nobody/tags', headers: { cookie: session.cookie, ...headers }, payload: { tags: ['x'] } })
      const other = session === byKey ? byMember : byKey
      for (const forged of [{}, { 'x-csrf-token': 'guessed' }, { 'x-csrf-token': other.csrf }, { 'x-devtrail-dashboard': '1' }] as Record<string, string>[]) {
        const refused = await change(forged)
        expect(refused.statusCode).toBe(403)
        expect(refused.json()).toEqual({ error: { type: 'forbidden', message: expect.stringContaining('x-csrf-token') } })
      }
      // with its own token the change reaches the route (no such developer here)
      expect((await change({ 'x-csrf-token': session.csrf })).statusCode).toBe(404)
    }
  })
})

describe.each(dialects)('migration 031 on %s', (dialect) => {
  it('moves open key and member sessions into `sessions`: their cookies keep working, the old tables are gone', async () => {
    const { url, drop } = await createTestDatabase(dialect)
    const store = await openStore(url, { migrate: false })
    const clock = new TestClock()
    let app: FastifyInstance | null = null
    try {
      const migrator = new Migrator({ db: store.db, provider: migrationProvider })
      expect((await migrator.migrateTo('030_identity_attribution')).error).toBeUndefined()
      const workspaceId = (await createWorkspace(store, 'Old')).id
      const apiKey = await createApiKey(store, workspaceId, 'old', 'write')
      const user = await createUser(store, { email: 'old@acme.test', emailVerifiedAt: clock.now() })
      await addMember(store, workspaceId, user.id, 'viewer')
      const older = store.db as unknown as Kysely<any>
      const now = clock.now()
      await older
        .insertInto('dashboard_sessions')
        .values({
          token_hash: hashToken('dts_old-key'),
          workspace_id: workspaceId,
          api_key_id: apiKey.id,
          created_at: now,
          expires_at: now + 3_600_000,
          revoked_at: null,
        })
        .execute()
      await older
        .insertInto('user_sessions')
        .values({
          id: 'old-member-session',
          token_hash: hashToken('dtu_old-member'),
          user_id: user.id,
          workspace_id: workspaceId,
          csrf_token: 'old-member-csrf',
          method: 'password',
          user_agent: 'old browser',
          created_at: now,
          last_seen_at: now,
          expires_at: now + 3_600_000,
          revoked_at: null,
        })
        .execute()
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
      expect(await oldTablesLeft(store)).toEqual([])

      app = await createTeamApp(store, clock, { keySignIn: true })
      const keySession = await app.inject({ url: '/dashboard/session', headers: { cookie: 'devtrail_session=dts_old-key' } })
      expect(keySession.json().data).toMatchObject({
        kind: 'key',
        workspace_id: workspaceId,
        scope: 'write',
        csrf_token: expect.stringMatching(/^[\w-]{40,}$/),
      })
      const memberSession = await app.inject({ url: '/dashboard/session', headers: { cookie: 'devtrail_session=dtu_old-member' } })
      expect(memberSession.json().data).toMatchObject({ kind: 'member', workspace_id: workspaceId, scope: 'read', csrf_token: 'old-member-csrf' })
      const listed = await app.inject({ url: '/dashboard/me/sessions', headers: { cookie: 'devtrail_session=dtu_old-member' } })
      expect(listed.json().data).toEqual([expect.objectContaining({ id: 'old-member-session', method: 'password', user_agent: 'old browser', current: true })])
    } finally {
      await app?.close()
      await store.close()
      await drop()
    }
  })
})
