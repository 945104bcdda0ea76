/**
 * Dashboard sessions opened with an API key or a one-time key link end when key sign-in turns off
 * (the first user is made, DASHBOARD_KEY_SIGNIN not on), checked at every request, so a restart
 * changes nothing; with DASHBOARD_KEY_SIGNIN=on they keep working. Both stores.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createSignInLink } from '../../dashboard/keySignIn.js'
import type { Store } from '../../store/store.js'
import { createUser } from '../../users/users.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { createTeamApp, sessionCookieOf, TestClock } from '../../../test/teamAccess.js'

describe.each(dialects)('key sessions when key sign-in turns off on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  const clock = new TestClock()
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    store = await createTestStore(dialect)
    app = await createTeamApp(store, clock)
    apps.push(app)
  })
  afterAll(async () => {
    for (const each of apps) await each.close()
    await store.close()
  })

  const works = async (on: FastifyInstance, cookie: string) => {
    const stats = await on.inject({ method: 'GET', url: '/stats/overview', headers: { cookie } })
    const session = await on.inject({ method: 'GET', url: '/dashboard/session', headers: { cookie } })
    return [stats.statusCode, session.statusCode]
  }

  it('ends sessions opened with an API key and with a one-time link once the first user exists, also after a restart', async () => {
    const workspaceId = (await createWorkspace(store, 'Acme')).id
    const { key } = await createApiKey(store, workspaceId, 'admin key', 'admin')
    const byKey =
      sessionCookieOf((await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key } })).headers['set-cookie'])?.pair ?? ''
    const { token } = await createSignInLink(store, workspaceId)
    const linked = await app.inject({ method: 'POST', url: `/dashboard/link/${token}`, headers: { 'sec-fetch-site': 'same-origin' } })
    const byLink = sessionCookieOf(linked.headers['set-cookie'])?.pair ?? ''
    expect(await works(app, byKey)).toEqual([200, 200])
    expect(await works(app, byLink)).toEqual([200, 200])

    await createUser(store, { email: 'first@acme.test' })
    expect(await works(app, byKey)).toEqual([401, 401])
    expect(await works(app, byLink)).toEqual([401, 401])
    const restarted = await createTeamApp(store, clock)
    apps.push(restarted)
    expect(await works(restarted, byKey)).toEqual([401, 401])

    const allowing = await createTeamApp(store, clock, { keySignIn: true })
    apps.push(allowing)
    expect(await works(allowing, byKey)).toEqual([200, 200])
  })
})
