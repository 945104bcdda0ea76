/**
 * The dashboard: its static files at `/dashboard/` under a strict CSP, and its key sign-in: an API
 * key or a one-time link exchanged for a key session in the session cookie (a link's GET shows a
 * page, only its form POST spends it). `GET /dashboard/session` answers the session of either kind
 * with its CSRF token; sign-out ends it in the store. Key sign-in is off once a user exists, unless
 * DASHBOARD_KEY_SIGNIN=on, and the sessions it opened end then too.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { AppOptions } from '../appOptions.js'
import { getWorkspace } from '../admin/workspaces.js'
import type { KeyScope } from '../auth/principal.js'
import { requireCsrfToken } from '../auth/csrf.js'
import { clearSessionCookie, findRequestSession, sessionTokenOf, setSessionCookie } from '../auth/sessionRequest.js'
import { keySessionsAllowed, signOutSession } from '../auth/sessions.js'
import { linkPageHtml } from '../dashboard/linkPage.js'
import { peekSignInLink, signInWithApiKey, signInWithLink } from '../dashboard/keySignIn.js'
import { ErrorBody } from '../dataService/schemas.js'
import { DevtrailError } from '../errors.js'
import { isCrossSiteRequest } from '../http/crossSite.js'
import { FailureWindow, rateLimitsOf } from '../http/rateLimits.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'

/**
 * The dashboard's files inside the server package (`packages/server/dashboard`, copied there from
 * packages/dashboard/dist by `npm run build` and published with the server), from src/ and dist/ alike.
 */
export const DASHBOARD_DIST = fileURLToPath(new URL('../../dashboard/', import.meta.url))

/** The dashboard's Content-Security-Policy: its own scripts, styles and API only. */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

const SessionAnswer = Type.Object(
  {
    data: Type.Object({
      kind: Type.Union([Type.Literal('member'), Type.Literal('key')], {
        description: 'A member signed in as themselves, or a session opened with an API key or a one-time key link.',
      }),
      workspace_id: Type.String(),
      workspace_name: Type.String(),
      expires_at: Type.Integer({ description: 'When the session ends, epoch ms.' }),
      scope: Type.Union([Type.Literal('read'), Type.Literal('write'), Type.Literal('admin')], {
        description:
          "What the session may do: the scope of the API key it was opened with (read for a one-time link), or the one the member's role grants. The dashboard shows only the controls it allows.",
      }),
      csrf_token: Type.String({ description: 'Sent back in the x-csrf-token header with every change the session makes.' }),
    }),
    request_id: Type.String(),
  },
  { additionalProperties: false },
)

/** The dashboard's files and sign-in routes. */
export const dashboardRoutes: FastifyPluginAsyncTypebox<AppOptions & { dashboardFolder?: string; teamAccessRuntime?: TeamAccessRuntime }> = async (
  app,
  options,
) => {
  const { store } = app
  // once a user exists, members sign in as themselves: keys and links stay only when allowed
  const keySignIn = options.teamAccessRuntime?.keySignIn ?? false
  const requireKeySignIn = async () => {
    if (await keySessionsAllowed(store, keySignIn)) return
    throw new DevtrailError(
      'forbidden',
      'sign in with your e-mail: API-key and link sign-in are off on a server with users (DASHBOARD_KEY_SIGNIN=on turns them on)',
    )
  }
  const limits = rateLimitsOf(options.rateLimits)
  const failures = new FailureWindow(limits.failedAuthPerIp, limits.windowMs)
  const now = options.teamAccessRuntime?.now ?? Date.now
  const policy = () => ({ now: now(), keySignIn })
  const sessionAnswer = async (
    request: FastifyRequest,
    session: { kind: 'member' | 'key'; workspaceId: string; expiresAt: number; csrfToken: string },
    scope: KeyScope,
  ) => ({
    data: {
      kind: session.kind,
      workspace_id: session.workspaceId,
      workspace_name: (await getWorkspace(store, session.workspaceId)).name,
      expires_at: session.expiresAt,
      scope,
      csrf_token: session.csrfToken,
    },
    request_id: request.id,
  })

  app.post(
    '/dashboard/session',
    {
      schema: {
        operationId: 'createDashboardSession',
        summary: 'Sign in to the dashboard with an API key',
        body: Type.Object({ api_key: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: SessionAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const retryAfterSeconds = failures.retryAfterSeconds(request.ip)
      if (retryAfterSeconds > 0)
        throw new DevtrailError('rate_limited', `too many failed sign-ins from this address; retry in ${retryAfterSeconds} s`, { retryAfterSeconds })
      await requireKeySignIn()
      const apiKey = request.body.api_key.trim()
      if (apiKey === '') throw new DevtrailError('params_invalid', 'api_key is empty')
      const signedIn = await signInWithApiKey(store, apiKey, request.headers['user-agent'] ?? null, now())
      if (!signedIn) {
        failures.record(request.ip)
        throw new DevtrailError('unauthorized', 'This API key is not valid: it is unknown or has been revoked.')
      }
      setSessionCookie(request, reply, signedIn.session)
      return sessionAnswer(request, signedIn.session, signedIn.scope)
    },
  )

  app.get(
    '/dashboard/session',
    {
      schema: {
        operationId: 'getDashboardSession',
        summary: 'The current dashboard session, of a member or a key, with its CSRF token',
        response: { 200: SessionAnswer, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const session = await findRequestSession(store, request, policy())
      if (!session) throw new DevtrailError('unauthorized', 'not signed in')
      return sessionAnswer(request, session, session.principal.scope)
    },
  )

  app.delete(
    '/dashboard/session',
    {
      schema: {
        operationId: 'deleteDashboardSession',
        summary: 'Sign out of the dashboard (a live session needs its CSRF token)',
        response: { 204: Type.Null({ description: 'Signed out' }), 403: ErrorBody },
      },
    },
    async (request, reply) => {
      // an ended session signs out freely: a forged request can only clear a dead cookie
      const session = await findRequestSession(store, request, policy())
      if (session) requireCsrfToken(request, session.csrfToken)
      const token = sessionTokenOf(request)
      if (token) await signOutSession(store, token, now())
      clearSessionCookie(request, reply)
      return reply.status(204).send(null)
    },
  )

  const LinkParams = Type.Object({ token: Type.String({ maxLength: 200 }) })
  const invalidLink = '/dashboard/#/sign-in?link=invalid'

  app.get(
    '/dashboard/link/:token',
    { schema: { operationId: 'showDashboardLink', summary: 'The page of a one-time sign-in link (does not spend it)', params: LinkParams } },
    async (request, reply) => {
      const link = await peekSignInLink(store, request.params.token)
      if (!link) return reply.redirect(invalidLink, 303)
      const workspaceName = (await getWorkspace(store, link.workspaceId)).name
      return reply
        .header('content-security-policy', DASHBOARD_CSP)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(linkPageHtml({ action: `/dashboard/link/${encodeURIComponent(request.params.token)}`, workspaceName, expiresAt: link.expiresAt }))
    },
  )

  // the link page's form posts urlencoded (an empty body): accepted here only
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  app.post(
    '/dashboard/link/:token',
    {
      schema: {
        operationId: 'useDashboardLink',
        summary: 'Sign in with a one-time link (spends it)',
        params: LinkParams,
        response: { 403: ErrorBody },
      },
    },
    async (request, reply) => {
      if (isCrossSiteRequest(request)) throw new DevtrailError('forbidden', 'a sign-in link is used from its own page, not from another site')
      await requireKeySignIn()
      const session = await signInWithLink(store, request.params.token, request.headers['user-agent'] ?? null, now())
      if (!session) return reply.redirect(invalidLink, 303)
      setSessionCookie(request, reply, session)
      return reply.redirect('/dashboard/', 303)
    },
  )

  const root = options.dashboardFolder ?? DASHBOARD_DIST
  app.get('/dashboard', (_request, reply) => reply.redirect('/dashboard/', 301))
  if (!existsSync(root)) {
    app.get('/dashboard/', () => {
      throw new DevtrailError('not_found', 'the dashboard is not built: run npm run build')
    })
    return
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/dashboard/',
    index: ['index.html'],
    wildcard: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.header('content-security-policy', DASHBOARD_CSP)
      response.header('x-content-type-options', 'nosniff')
      response.header('referrer-policy', 'same-origin')
      // file names under assets/ carry their content hash: cache them for good, the page never
      response.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}
