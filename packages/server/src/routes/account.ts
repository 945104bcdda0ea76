/**
 * "Your account" routes of a signed-in member: who am I (with the CSRF token the dashboard sends
 * back), switch workspace, sign out, my sessions (list, revoke), TOTP (enrol, confirm, turn off with
 * the password and a code).
 * Every route needs a member session; every state-changing one its CSRF token.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getWorkspace } from '../admin/workspaces.js'
import { clearSessionCookie, memberSessionOf, requireMemberSession, sessionTokenOf } from '../auth/sessionRequest.js'
import { listUserSessions, revokeUserSession, signOutSession, switchSessionWorkspace } from '../auth/sessions.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'

import { DevtrailError } from '../errors.js'
import { roleOf, workspacesOfUser } from '../members/memberships.js'
import type { SecretBox } from '../secrets/secretBox.js'
import { confirmTotp, turnTotpOff } from '../auth/totpSettings.js'
import { recoveryCodesLeft, startTotpEnrolment } from '../users/totp.js'
import { signInContextOf } from './teamSignIn.js'
import { findUser } from '../users/users.js'

/** What the account routes need. */
export interface AccountRouteOptions {
  teamAccess: TeamAccessRuntime
  secretBox?: SecretBox
}

/** The routes of a member's own account. */
export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { store } = app
  const access = options.teamAccess
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    await requireMemberSession(store, request, { now: access.now(), keySignIn: access.keySignIn })
  })
  const sessionOf = memberSessionOf

  app.get('/dashboard/me', { schema: { summary: 'The signed-in member' } }, async (request) => {
    const session = sessionOf(request)
    const user = await findUser(store, session.userId)
    if (!user) throw new DevtrailError('unauthorized', 'this user no longer exists')
    const workspace = await getWorkspace(store, session.workspaceId)
    return {
      data: {
        user: { id: user.id, email: user.email, name: user.name, totp_enabled: user.totpEnabled, has_password: user.hasPassword, sso_linked: user.ssoLinked },
        workspace_id: workspace.id,
        workspace_name: workspace.name,
        role: session.principal.role,
        scope: session.principal.scope,
        workspaces: (await workspacesOfUser(store, user.id)).map((each) => ({ id: each.workspaceId, name: each.workspaceName, role: each.role })),
        session_id: session.id,
        csrf_token: session.csrfToken,
        expires_at: session.expiresAt,
        recovery_codes_left: user.totpEnabled ? await recoveryCodesLeft(store, user.id) : null,
      },
      request_id: request.id,
    }
  })

  app.put(
    '/dashboard/me/workspace',
    {
      schema: {
        summary: 'Switch the dashboard to another workspace of mine',
        body: Type.Object({ workspace_id: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      if (!(await roleOf(store, request.body.workspace_id, session.userId))) throw new DevtrailError('forbidden', 'you are not a member of that workspace')
      await switchSessionWorkspace(store, session.id, request.body.workspace_id)
      return reply.status(204).send(null)
    },
  )

  app.post('/dashboard/me/sign-out', { schema: { summary: 'Sign out (ends this session)' } }, async (request, reply) => {
    const token = sessionTokenOf(request)
    if (token) await signOutSession(store, token, access.now())
    clearSessionCookie(request, reply)
    return reply.status(204).send(null)
  })

  app.get('/dashboard/me/sessions', { schema: { summary: 'My open sessions' } }, async (request) => {
    const session = sessionOf(request)
    const sessions = await listUserSessions(store, session.userId, access.now())
    return {
      data: sessions.map((each) => ({
        id: each.id,
        method: each.method,
        user_agent: each.userAgent,
        workspace_id: each.workspaceId,
        created_at: each.createdAt,
        last_seen_at: each.lastSeenAt,
        expires_at: each.expiresAt,
        current: each.id === session.id,
      })),
      request_id: request.id,
    }
  })

  app.delete(
    '/dashboard/me/sessions/:sessionId',
    { schema: { summary: 'End one of my sessions', params: Type.Object({ sessionId: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const session = sessionOf(request)
      if (!(await revokeUserSession(store, session.userId, request.params.sessionId, access.now())))
        throw new DevtrailError('not_found', 'no such open session')
      return reply.status(204).send(null)
    },
  )

  app.post('/dashboard/me/totp', { schema: { summary: 'Start TOTP enrolment: a secret and its otpauth URI' } }, async (request) => {
    const enrolment = await startTotpEnrolment(store, options.secretBox, sessionOf(request).userId)
    return { data: { secret: enrolment.secret, otpauth_uri: enrolment.uri }, request_id: request.id }
  })

  const CodeBody = Type.Object({ code: Type.String({ minLength: 6, maxLength: 12 }) })

  app.post(
    '/dashboard/me/totp/confirm',
    { schema: { summary: 'Confirm TOTP with a first code: answers the recovery codes, once', body: CodeBody } },
    async (request) => {
      const codes = await confirmTotp(store, options.secretBox, sessionOf(request).userId, request.body.code, request.ip, access.now())
      return { data: { recovery_codes: codes }, request_id: request.id }
    },
  )

  app.delete(
    '/dashboard/me/totp',
    {
      schema: {
        summary: 'Turn TOTP off (needs the password, when the account has one, and a current code; wrong ones count towards the lockout)',
        body: Type.Object({ code: Type.String({ minLength: 6, maxLength: 12 }), password: Type.Optional(Type.String({ maxLength: 1024 })) }),
      },
    },
    async (request, reply) => {
      await turnTotpOff(
        store,
        options.secretBox,
        { userId: sessionOf(request).userId, code: request.body.code, password: request.body.password ?? null },
        signInContextOf(request, access),
      )
      return reply.status(204).send(null)
    },
  )
}
