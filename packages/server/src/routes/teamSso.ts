/**
 * SSO sign-in routes (OpenID Connect): start at the identity provider (an invitation token, if
 * any, comes in the body and is kept hashed), and the callback, which passes the sign-in gate: a
 * user with TOTP is sent to the code step, not signed in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { originOf, ssoCallbackUrl } from '../auth/linkUrls.js'
import { setSessionCookie } from '../auth/sessionRequest.js'
import { admitUser } from '../auth/signInGate.js'
import { SSO_FLOW_TTL_MS } from '../auth/ssoClient.js'
import { ssoSignInOf } from '../auth/ssoSignIn.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'
import { ErrorBody } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import { isCrossSiteRequest } from '../http/crossSite.js'
import { signInContextOf } from './teamSignIn.js'

/** The cookie binding an SSO sign-in to the browser that started it (holds its state). */
export const SSO_STATE_COOKIE = 'devtrail_sso_state'

/** The SSO routes. */
export const teamSsoRoutes: FastifyPluginAsyncTypebox<{ teamAccess: TeamAccessRuntime }> = async (app, options) => {
  const { store } = app
  const access = options.teamAccess

  const start = async (request: FastifyRequest, reply: FastifyReply, invitation: string | null): Promise<URL> => {
    if (!access.sso) throw new DevtrailError('not_found', 'SSO is not configured on this server')
    const { url, state } = await access.sso.start(store, ssoCallbackUrl(originOf(request)), invitation, access.now())
    reply.setCookie(SSO_STATE_COOKIE, state, {
      path: '/dashboard/auth/sso',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SSO_FLOW_TTL_MS / 1000,
    })
    reply.header('cache-control', 'no-store')
    return url
  }

  app.get(
    '/dashboard/auth/sso',
    { schema: { summary: 'Start a sign-in at the identity provider', response: { 404: ErrorBody, 503: ErrorBody } } },
    async (request, reply) => reply.redirect((await start(request, reply, null)).href, 303),
  )

  app.post(
    '/dashboard/auth/sso',
    {
      schema: {
        summary: 'Start a sign-in at the identity provider that accepts an invitation (the token in the body); answers where to go',
        body: Type.Object({ invitation: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
        response: {
          200: Type.Object({ data: Type.Object({ url: Type.String() }), request_id: Type.String() }),
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (isCrossSiteRequest(request)) throw new DevtrailError('forbidden', 'sign-in is done from the dashboard, not from another site')
      const url = await start(request, reply, request.body.invitation ?? null)
      return { data: { url: url.href }, request_id: request.id }
    },
  )

  app.get('/dashboard/auth/sso/callback', { schema: { summary: 'Where the identity provider sends the browser back' } }, async (request, reply) => {
    if (!access.sso) throw new DevtrailError('not_found', 'SSO is not configured on this server')
    const context = signInContextOf(request, access)
    const callbackUrl = new URL(request.url, originOf(request))
    const browserState = request.cookies[SSO_STATE_COOKIE] ?? null
    reply.clearCookie(SSO_STATE_COOKIE, { path: '/dashboard/auth/sso', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' })
    reply.header('cache-control', 'no-store')
    try {
      const identity = await access.sso.finish(store, new URL(`${ssoCallbackUrl(originOf(request))}${callbackUrl.search}`), browserState, context.now)
      const { user, effects } = await ssoSignInOf(store, access.sso.settings, identity, context.address, context.now)
      const admission = await admitUser(store, user, { method: 'sso', effects }, context)
      // the code step's challenge goes in the fragment: the browser keeps it, no server sees it
      if (admission.status === 'totp_required') return reply.redirect(`/dashboard/#/sign-in?totp=${encodeURIComponent(admission.challenge)}`, 303)
      setSessionCookie(request, reply, admission.session)
      return reply.redirect('/dashboard/', 303)
    } catch (error) {
      if (!(error instanceof DevtrailError)) throw error
      request.log.info({ type: error.type }, `SSO sign-in refused: ${error.message}`)
      return reply.redirect(`/dashboard/#/sign-in?sso=${error.type}`, 303)
    }
  })
}
