/**
 * Member sign-in routes: e-mail and password (with a TOTP step), SSO (OpenID Connect), and the
 * one-time links (set-up, reset, invitation). Each successful sign-in opens a new session and
 * sets a new cookie. Sign-in requests come only from the dashboard's own pages.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { memberTokenOf, setMemberCookie } from '../auth/memberRequest.js'
import { openMemberSession, resolveMemberSession, type SignInMethod } from '../auth/memberSessions.js'
import { acceptLink, describeLink, workspaceToOpen } from '../auth/oneTimeLinks.js'
import { completeTotpSignIn, signInWithPassword } from '../auth/passwordSignIn.js'
import { SSO_FLOW_TTL_MS } from '../auth/ssoClient.js'
import { userOfSsoIdentity } from '../auth/ssoSignIn.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'
import { originOf, ssoCallbackUrl } from '../auth/linkUrls.js'
import { ErrorBody } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import { isCrossSiteRequest } from '../http/crossSite.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { usersExist } from '../users/users.js'

/** What the sign-in routes need. */
export interface TeamSignInOptions {
  teamAccess: TeamAccessRuntime
  secretBox?: SecretBox
}

const SignedIn = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('signed_in'), Type.Literal('totp_required')]),
    challenge: Type.Union([Type.String(), Type.Null()], { description: 'The TOTP step to complete, when status is totp_required.' }),
  }),
  request_id: Type.String(),
})

/** The cookie binding an SSO sign-in to the browser that started it (holds its state). */
export const SSO_STATE_COOKIE = 'devtrail_sso_state'

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody }

function refuseCrossSite(request: FastifyRequest): void {
  if (isCrossSiteRequest(request)) throw new DevtrailError('forbidden', 'sign-in is done from the dashboard, not from another site')
}

/** The member sign-in routes. */
export const teamSignInRoutes: FastifyPluginAsyncTypebox<TeamSignInOptions> = async (app, options) => {
  const { store } = app
  const access = options.teamAccess

  const openSession = async (request: FastifyRequest, reply: FastifyReply, userId: string, workspaceId: string, method: SignInMethod) => {
    const userAgent = request.headers['user-agent'] ?? null
    const session = await openMemberSession(store, { userId, workspaceId, method, userAgent }, access.now())
    setMemberCookie(request, reply, session)
  }

  app.get('/dashboard/auth/options', { schema: { summary: 'How one may sign in to the dashboard' } }, async (request) => {
    const anyUser = await usersExist(store)
    return { data: { password: true, sso: access.sso !== null, key_sign_in: access.keySignIn || !anyUser, users_exist: anyUser }, request_id: request.id }
  })

  app.post(
    '/dashboard/auth/password',
    {
      schema: {
        summary: 'Sign in with e-mail and password',
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }),
        response: { 200: SignedIn, ...refusals },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request)
      const now = access.now()
      const outcome = await signInWithPassword(store, { ...request.body, ip: request.ip }, access.lockout, now)
      if (outcome.kind === 'totp_required') return { data: { status: 'totp_required' as const, challenge: outcome.challenge }, request_id: request.id }
      await openSession(request, reply, outcome.userId, await workspaceToOpen(store, outcome.userId), 'password')
      return { data: { status: 'signed_in' as const, challenge: null }, request_id: request.id }
    },
  )

  app.post(
    '/dashboard/auth/totp',
    {
      schema: {
        summary: 'Complete a password sign-in with a TOTP or recovery code',
        body: Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 200 }), code: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: SignedIn, ...refusals },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request)
      const userId = await completeTotpSignIn(store, options.secretBox, { ...request.body, ip: request.ip }, access.lockout, access.now())
      await openSession(request, reply, userId, await workspaceToOpen(store, userId), 'password')
      return { data: { status: 'signed_in' as const, challenge: null }, request_id: request.id }
    },
  )

  const LinkParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })

  app.get(
    '/dashboard/auth/links/:token',
    { schema: { summary: 'What a one-time link is for (does not spend it)', params: LinkParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const link = await describeLink(store, request.params.token, access.now())
      if (!link) throw new DevtrailError('not_found', 'this link is unknown, used, revoked or expired: ask for a new one')
      return {
        data: {
          kind: link.kind,
          email: link.email,
          user_exists: link.userExists,
          workspace_name: link.workspaceName,
          role: link.role,
          expires_at: link.expiresAt,
          sso: access.sso !== null,
        },
        request_id: request.id,
      }
    },
  )

  app.post(
    '/dashboard/auth/links/:token',
    {
      schema: {
        summary: 'Use a one-time link: set a password, or accept an invitation (spends it)',
        params: LinkParams,
        body: Type.Object({
          password: Type.Optional(Type.String({ maxLength: 1024 })),
          name: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: SignedIn, ...refusals },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request)
      const now = access.now()
      const token = memberTokenOf(request)
      const signedIn = token ? await resolveMemberSession(store, token, now) : null
      const accepted = await acceptLink(
        store,
        request.params.token,
        { password: request.body.password ?? null, name: request.body.name ?? null, signedInUserId: signedIn?.userId ?? null, ip: request.ip },
        access.lockout,
        now,
      )
      await openSession(request, reply, accepted.userId, accepted.workspaceId, 'link')
      return { data: { status: 'signed_in' as const, challenge: null }, request_id: request.id }
    },
  )

  app.get(
    '/dashboard/auth/sso',
    {
      schema: {
        summary: 'Start a sign-in at the identity provider',
        querystring: Type.Object({ invitation: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!access.sso) throw new DevtrailError('not_found', 'SSO is not configured on this server')
      const { url, state } = await access.sso.start(store, ssoCallbackUrl(originOf(request)), request.query.invitation ?? null, access.now())
      reply.setCookie(SSO_STATE_COOKIE, state, {
        path: '/dashboard/auth/sso',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: SSO_FLOW_TTL_MS / 1000,
      })
      return reply.header('cache-control', 'no-store').redirect(url.href, 303)
    },
  )

  app.get('/dashboard/auth/sso/callback', { schema: { summary: 'Where the identity provider sends the browser back' } }, async (request, reply) => {
    if (!access.sso) throw new DevtrailError('not_found', 'SSO is not configured on this server')
    const now = access.now()
    const callbackUrl = new URL(request.url, originOf(request))
    const browserState = request.cookies[SSO_STATE_COOKIE] ?? null
    reply.clearCookie(SSO_STATE_COOKIE, { path: '/dashboard/auth/sso', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' })
    try {
      const identity = await access.sso.finish(store, new URL(`${ssoCallbackUrl(originOf(request))}${callbackUrl.search}`), browserState, now)
      const userId = await userOfSsoIdentity(store, access.sso.settings, identity, now)
      await openSession(request, reply, userId, await workspaceToOpen(store, userId), 'sso')
      return reply.header('cache-control', 'no-store').redirect('/dashboard/', 303)
    } catch (error) {
      if (!(error instanceof DevtrailError)) throw error
      request.log.info({ type: error.type }, `SSO sign-in refused: ${error.message}`)
      return reply.header('cache-control', 'no-store').redirect(`/dashboard/#/sign-in?sso=${error.type}`, 303)
    }
  })
}
