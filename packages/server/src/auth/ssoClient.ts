/**
 * The OpenID Connect client (Authorization Code flow with PKCE, openid-client): the issuer is
 * discovered once, every request under the outbound destination policy; each sign-in keeps its state, nonce and PKCE verifier server-side (the state
 * stored hashed), spent by the callback, so a replayed or forged callback finds nothing.
 */
import * as oidc from 'openid-client'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { checkDestination } from '../outbound/destinationPolicy.js'
import { ssoFetch } from './ssoFetch.js'
import type { SsoSettings } from './teamAccessOptions.js'
import { hashToken } from './tokenHash.js'

/** How long a sign-in at the identity provider may take, ms (10 minutes). */
export const SSO_FLOW_TTL_MS = 10 * 60_000

/** What the identity provider says of the person, from a checked ID token. */
export interface SsoIdentity {
  /** `<issuer> <sub>`: the stable link to the user. */
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
  /** The value of the role claim (`OIDC_ROLE_CLAIM`), when configured and present. */
  roleClaim: string[]
  /** SHA-256 of the invitation token being accepted with this sign-in (the token itself is never stored). */
  invitationTokenHash: string | null
}

/** One identity provider, discovered on first use. */
export class SsoClient {
  private readonly _settings: SsoSettings
  private _config: Promise<oidc.Configuration> | undefined

  constructor(settings: SsoSettings) {
    this._settings = settings
  }

  /** The settings it was made with. */
  get settings(): SsoSettings {
    return this._settings
  }

  private _configuration(): Promise<oidc.Configuration> {
    const policy = { allowPrivate: this._settings.allowPrivateIssuer }
    this._config ??= checkDestination(this._settings.issuer, policy)
      .then((issuer) =>
        oidc.discovery(issuer, this._settings.clientId, this._settings.clientSecret, undefined, {
          [oidc.customFetch]: ssoFetch(policy),
          // http only when the operator allows private destinations (tests, labs): checkDestination refuses it otherwise
          ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: unknown) => {
        // a provider down at start must not stay broken: the next sign-in discovers again
        this._config = undefined
        if (error instanceof DevtrailError) throw error
        throw new DevtrailError('unavailable', `the identity provider cannot be reached: ${(error as Error).message}`)
      })
    return this._config
  }

  /**
   * Starts a sign-in: stores the flow and answers the provider's authorization URL and the state,
   * which the browser keeps in a cookie so that a callback started by someone else is refused.
   */
  async start(store: Store, redirectUri: string, invitationToken: string | null, now: number): Promise<{ url: URL; state: string }> {
    const config = await this._configuration()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    await store.db.deleteFrom('sso_flows').where('expires_at', '<=', now).execute()
    await store.db
      .insertInto('sso_flows')
      .values({
        state_hash: hashToken(state),
        nonce,
        code_verifier: codeVerifier,
        invitation_token_hash: invitationToken === null ? null : hashToken(invitationToken),
        created_at: now,
        expires_at: now + SSO_FLOW_TTL_MS,
      })
      .execute()
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })
    return { url, state }
  }

  /**
   * Completes a sign-in from the callback URL; 401 for a state unknown, spent or not the one this
   * browser started (`browserState`, from its cookie), a bad code or a bad ID token.
   */
  async finish(store: Store, callbackUrl: URL, browserState: string | null, now: number): Promise<SsoIdentity> {
    const state = callbackUrl.searchParams.get('state')
    if (!state || state !== browserState) throw new DevtrailError('unauthorized', 'this sign-in was not started in this browser: start again')
    const flow = state
      ? await store.db
          .deleteFrom('sso_flows')
          .where('state_hash', '=', hashToken(state))
          .where('expires_at', '>', now)
          .returning(['nonce', 'code_verifier', 'invitation_token_hash'])
          .executeTakeFirst()
      : undefined
    if (!state || !flow) throw new DevtrailError('unauthorized', 'this sign-in is unknown, expired or used already: start again')
    const config = await this._configuration()
    let claims: oidc.IDToken | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
    } catch (error) {
      throw new DevtrailError('unauthorized', `the identity provider's answer was refused: ${(error as Error).message}`)
    }
    if (!claims) throw new DevtrailError('unauthorized', 'the identity provider sent no ID token')
    const roleValue = this._settings.roleClaim ? claims[this._settings.roleClaim] : undefined
    return {
      subject: `${claims.iss} ${claims.sub}`,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      roleClaim: Array.isArray(roleValue) ? roleValue.map(String) : roleValue === undefined || roleValue === null ? [] : [String(roleValue)],
      invitationTokenHash: flow.invitation_token_hash,
    }
  }
}
