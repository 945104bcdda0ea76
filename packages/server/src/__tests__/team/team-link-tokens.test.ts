/**
 * One-time link tokens travel in a body, never in a URL a server logs, on both stores: the link
 * routes take them in the body; every log line redacts any Devtrail token of a URL or an error;
 * an invitation carried through SSO is stored as its SHA-256. The link page answers the same
 * whether or not the e-mail has an account on this server.
 */
import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { hashToken } from '../../auth/tokenHash.js'
import { createSignInLink } from '../../dashboard/keySignIn.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { prepareIdentityProvider, type TestIdentityProvider } from '../../../test/oidcProvider.js'
import { createTestStore, dialects } from '../../../test/stores.js'
import { describeLinkRequest, emailOf, seedTeam, signInMember, TestClock } from '../../../test/teamAccess.js'

describe.each(dialects)('one-time link tokens on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let provider: TestIdentityProvider
  const lines: string[] = []
  let team: Awaited<ReturnType<typeof seedTeam>>

  beforeAll(async () => {
    store = await createTestStore(dialect)
    team = await seedTeam(store)
    provider = await prepareIdentityProvider()
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).trim().split('\n'))
        done()
      },
    })
    app = await createApp(
      {
        store,
        tokenSecret: 'team-access-test-secret-0123456789',
        secretBox: new SecretBox(randomBytes(32)),
        teamAccess: {
          now: new TestClock().now,
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
        },
      },
      { logger: { level: 'info', stream: logStream } },
    )
    await provider.start('http://127.0.0.1/dashboard/auth/sso/callback')
  })
  afterAll(async () => {
    await app?.close()
    await provider?.stop()
    await store?.close()
  })

  const invite = async (email: string) => {
    const owner = await signInMember(app, emailOf('owner', team.workspaceId))
    const { link } = (await owner.request({ method: 'POST', url: '/dashboard/invitations', payload: { email, role: 'viewer' } })).json().data
    return decodeURIComponent(link.split('#/link/')[1])
  }

  it('never writes a token of a URL or an error message to the log', async () => {
    const invitation = await invite('log@acme.test')
    const { token: keyLink } = await createSignInLink(store, team.workspaceId)
    await app.inject({ method: 'GET', url: `/dashboard/link/${keyLink}` })
    await app.inject({ method: 'GET', url: `/dashboard/auth/links/${invitation}?invitation=${invitation}` })
    await describeLinkRequest(app, invitation)
    const logged = lines.join('\n')
    expect(logged).toContain('dti_[redacted]')
    expect(logged).toContain('dtl_[redacted]')
    expect(logged).not.toContain(invitation)
    expect(logged).not.toContain(keyLink)
  })

  it('keeps an invitation carried through SSO as its SHA-256 only', async () => {
    const invitation = await invite('sso@acme.test')
    const started = await app.inject({ method: 'POST', url: '/dashboard/auth/sso', payload: { invitation }, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(started.statusCode).toBe(200)
    expect(started.json().data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    const flows = await store.db.selectFrom('sso_flows').selectAll().execute()
    expect(flows.map((flow) => flow.invitation_token_hash)).toContain(hashToken(invitation))
    expect(JSON.stringify(flows)).not.toContain(invitation)
  })

  it('describes an invitation alike whether or not its e-mail has an account on the server', async () => {
    const known = (await describeLinkRequest(app, await invite(emailOf('admin', team.workspaceId)))).json().data
    const unknown = (await describeLinkRequest(app, await invite('nobody-yet@acme.test'))).json().data
    const { email: _known, ...knownRest } = known
    const { email: _unknown, ...unknownRest } = unknown
    expect(knownRest).toEqual(unknownRest)
  })
})
