/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OpenID provider (oidc-provider) on a real port for the SSO tests: one confidential client
 * whose redirect URI is the Devtrail app's callback, PKCE required, and an interaction endpoint
 * that signs in whichever account the test chose (`provider.nextAccount`) and grants consent, so
 * no login form needs filling. ID tokens live 60 s (a test can let one expire).
 */
import { createServer, type Server } from 'node:http'
import Provider from 'oidc-provider'
import { freePort } from './freePort.js'

/** An account the provider signs in. */
export interface ProviderAccount {
  sub: string
  email: string
  emailVerified?: boolean
  name?: string
  groups?: string[]
}

/** The running provider. */
export interface TestIdentityProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** Who signs in at the next authorization request. */
  nextAccount: ProviderAccount
  /** Called once the token endpoint has issued tokens, before it answers (a test moves the clock there). */
  afterTokenIssued: (() => void) | null
  /** Registers the app's callback (known once the app listens) and starts serving. */
  start: (redirectUri: string) => Promise<void>
  stop: () => Promise<void>
}

/** Reserves a port and prepares a provider; `start` once the app's callback URL is known. */
export async function prepareIdentityProvider(): Promise<TestIdentityProvider> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  let server: Server | undefined
  const accounts = new Map<string, ProviderAccount>()
  const fixture: TestIdentityProvider = {
    issuer,
    clientId: 'devtrail-test',
    clientSecret: 'devtrail-test-secret-0123456789abcdef',
    nextAccount: { sub: 'nobody', email: 'nobody@example.test' },
    afterTokenIssued: null,
    start: async (redirectUri) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: fixture.clientId,
            client_secret: fixture.clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
        pkce: { required: () => true },
        ttl: { IdToken: 60, AuthorizationCode: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
        cookies: { keys: ['oidc-test-cookie-key'] },
        findAccount: (_ctx: unknown, id: string) => {
          const account = accounts.get(id)
          if (!account) return undefined
          return {
            accountId: id,
            claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified ?? true, name: account.name, groups: account.groups }),
          }
        },
      })
      provider.on('grant.success', () => fixture.afterTokenIssued?.())
      const callback = provider.callback()
      server = createServer(async (request, response) => {
        if (!request.url?.startsWith('/interaction/')) return callback(request, response)
        try {
          const details = await provider.interactionDetails(request, response)
          if (details.prompt.name === 'login') {
            accounts.set(fixture.nextAccount.sub, fixture.nextAccount)
            return await provider.interactionFinished(request, response, { login: { accountId: fixture.nextAccount.sub } }, { mergeWithLastSubmission: false })
          }
          const grant = new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) })
          grant.addOIDCScope('openid email profile')
          return await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
        } catch (error) {
          response.statusCode = 500
          response.end(String(error))
        }
      })
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return fixture
}
