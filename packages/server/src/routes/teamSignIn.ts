/**
 * Member sign-in routes: e-mail and password, the second-factor step, and the one-time links
 * (set-up, reset, invitation), whose tokens travel in the body, never in a URL a server logs. Each
 * passes the sign-in gate; a successful sign-in opens a new session and sets a new cookie. Sign-in
 * requests come only from the dashboard's own pages. SSO is in `teamSso.ts`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { findRequestSession, setSessionCookie } from '../auth/sessionRequest.js'
import { acceptLink, describeLink } from '../auth/oneTimeLinks.js'
import { signInWithPassword } from '../auth/passwordSignIn.js'
import { type Admission, completeSecondFactor, type SignInContext } from '../auth/signInGate.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'
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
    challenge: Type.Union([Type.String(), Type.Null()], { description: 'The second-factor step to complete, when status is totp_required.' }),
  }),
  request_id: Type.String(),
})

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody }

function refuseCrossSite(request: FastifyRequest): void {
  if (isCrossSiteRequest(request)) throw new DevtrailError('forbidden', 'sign-in is done from the dashboard, not from another site')
}

/** The sign-in context of a request. */
export function signInContextOf(request: FastifyRequest, access: TeamAccessRuntime): SignInContext {
  return { lockout: access.lockout, now: access.now(), address: request.ip, userAgent: request.headers['user-agent'] ?? null }
}

/** Answers an admission: sets the session cookie when signed in. */
export function answerAdmission(request: FastifyRequest, reply: FastifyReply, admission: Admission) {
  if (admission.status === 'signed_in') {
    setSessionCookie(request, reply, admission.session)
    return { data: { status: 'signed_in' as const, challenge: null }, request_id: request.id }
  }
  return { data: { status: 'totp_required' as const, challenge: admission.challenge }, request_id: request.id }
}

/** The member sign-in routes. */
export const teamSignInRoutes: FastifyPluginAsyncTypebox<TeamSignInOptions> = async (app, options) => {
  const { store } = app
  const access = options.teamAccess

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
      return answerAdmission(request, reply, await signInWithPassword(store, request.body, signInContextOf(request, access)))
    },
  )

  app.post(
    '/dashboard/auth/totp',
    {
      schema: {
        summary: 'Complete a sign-in with a TOTP or recovery code',
        body: Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 200 }), code: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: SignedIn, ...refusals },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request)
      return answerAdmission(request, reply, await completeSecondFactor(store, options.secretBox, request.body, signInContextOf(request, access)))
    },
  )

  const LinkToken = Type.String({ minLength: 1, maxLength: 200, description: 'The token from the link page URL fragment.' })

  app.post(
    '/dashboard/auth/link/info',
    { schema: { summary: 'What a one-time link is for (does not spend it)', body: Type.Object({ token: LinkToken }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const link = await describeLink(store, request.body.token, access.now())
      if (!link) throw new DevtrailError('not_found', 'this link is unknown, used, revoked or expired: ask for a new one')
      return {
        data: { kind: link.kind, email: link.email, workspace_name: link.workspaceName, role: link.role, expires_at: link.expiresAt, sso: access.sso !== null },
        request_id: request.id,
      }
    },
  )

  app.post(
    '/dashboard/auth/link',
    {
      schema: {
        summary: 'Use a one-time link: set a password, or accept an invitation (spends it)',
        body: Type.Object({
          token: LinkToken,
          password: Type.Optional(Type.String({ maxLength: 1024 })),
          name: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: SignedIn, ...refusals },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request)
      const context = signInContextOf(request, access)
      const signedIn = await findRequestSession(store, request, { now: context.now, keySignIn: access.keySignIn })
      const input = { password: request.body.password ?? null, name: request.body.name ?? null, signedInUserId: signedIn?.userId ?? null }
      return answerAdmission(request, reply, await acceptLink(store, request.body.token, input, context))
    },
  )
}
