import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../../admin/apiKeys.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createApp } from '../../app.js'
import { createSignInLink } from '../../dashboard/keySignIn.js'
import { openStore, type Store } from '../../store/store.js'
import { createTestDatabase } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

describe('devtrail dashboard', () => {
  let url: string
  let drop: () => Promise<void>
  let store: Store

  beforeAll(async () => {
    ;({ url, drop } = await createTestDatabase('sqlite'))
    store = await openStore(url)
  })
  afterAll(async () => {
    await store.close()
    await drop()
  })

  it('prints a one-time link that signs in to the workspace once', async () => {
    const workspace = await createWorkspace(store, 'Acme')
    const run = await runDevtrail(['dashboard', '--workspace', workspace.id, '--url', 'https://devtrail.acme.io/anything', '--json', '--database-url', url])
    expect(run.status).toBe(0)
    const { link, expires_at } = JSON.parse(run.stdout) as { link: string; expires_at: number }
    expect(link).toMatch(/^https:\/\/devtrail\.acme\.io\/dashboard\/link\/dtl_[\w-]+$/)
    expect(expires_at).toBeGreaterThan(Date.now())
    const app = await createApp({ store, tokenSecret: 'dashboard-cli-secret-0123456789' })
    try {
      const path = new URL(link).pathname
      expect((await app.inject({ url: path })).statusCode).toBe(200)
      const first = await app.inject({ method: 'POST', url: path })
      expect(first.statusCode).toBe(303)
      const cookie = String(first.headers['set-cookie']).split(';')[0]!
      expect((await app.inject({ url: '/dashboard/session', headers: { cookie } })).json().data.workspace_id).toBe(workspace.id)
      expect((await app.inject({ method: 'POST', url: path })).headers['set-cookie']).toBeUndefined()
    } finally {
      await app.close()
    }
    const unknown = await runDevtrail(['dashboard', '--workspace', 'nope', '--database-url', url])
    expect(unknown.status).toBe(1)
    expect((await runDevtrail(['dashboard', '--database-url', url])).status).toBe(2)
  })

  it('dashboard revoke ends every session of the workspace: the dashboard then answers 401', async () => {
    const workspace = await createWorkspace(store, 'Revoked')
    const app = await createApp({ store, tokenSecret: 'dashboard-cli-secret-0123456789' })
    try {
      const { key } = await createApiKey(store, workspace.id)
      const signedIn = await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key } })
      const { token } = await createSignInLink(store, workspace.id)
      const linked = await app.inject({ method: 'POST', url: `/dashboard/link/${token}` })
      const cookies = [signedIn, linked].map((answer) => String(answer.headers['set-cookie']).split(';')[0]!)
      for (const cookie of cookies) expect((await app.inject({ url: '/dashboard/session', headers: { cookie } })).statusCode).toBe(200)

      const run = await runDevtrail(['dashboard', 'revoke', '--workspace', workspace.id, '--json', '--database-url', url])
      expect(run.status).toBe(0)
      expect(run.json).toEqual({ workspace_id: workspace.id, sessions_revoked: 2, links_revoked: 0 })
      for (const cookie of cookies) expect((await app.inject({ url: '/dashboard/session', headers: { cookie } })).statusCode).toBe(401)
      // the key itself still works for the data service and a new sign-in
      expect((await app.inject({ method: 'POST', url: '/dashboard/session', payload: { api_key: key } })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
    expect((await runDevtrail(['dashboard', 'revoke', '--workspace', 'nope', '--database-url', url])).status).toBe(1)
    expect((await runDevtrail(['dashboard', 'revoke', '--database-url', url])).status).toBe(2)
  })
})
