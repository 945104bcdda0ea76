/**
 * The Members page's routes, for owners: list members and open invitations, invite by e-mail with
 * a role (with a mailer the link is e-mailed and not shown, unless asked for: only a link that
 * reached the inbox alone proves the e-mail; without one the link is answered to copy), revoke an
 * invitation, change a role, remove a member. Every change is audited. Anyone else gets 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { getWorkspace } from '../admin/workspaces.js'
import { linkPageUrl, originOf } from '../auth/linkUrls.js'
import { MEMBER_ROLES, type MemberRole, requireOwner, workspaceOf } from '../auth/principal.js'
import { requireMemberSession } from '../auth/sessionRequest.js'
import type { TeamAccessRuntime } from '../auth/teamAccessRuntime.js'
import { listOpenInvitations } from '../members/invitations.js'
import { listMembers } from '../members/memberships.js'
import { changeMemberRole, inviteMember, removeMemberOf, revokeInvitationOf } from '../members/teamChanges.js'
import { callerOfRequest } from '../settings/settingsCaller.js'

/** What the member routes need. */
export interface MemberRouteOptions {
  teamAccess: TeamAccessRuntime
}

const Role = Type.Union(MEMBER_ROLES.map((role) => Type.Literal(role)))
const UserParams = Type.Object({ userId: Type.String({ maxLength: 100 }) })

/** The members routes. */
export const memberRoutes: FastifyPluginAsyncTypebox<MemberRouteOptions> = async (app, options) => {
  const { store } = app
  const access = options.teamAccess
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const session = await requireMemberSession(store, request, { now: access.now(), keySignIn: access.keySignIn })
    requireOwner(session.principal)
  })

  app.get('/dashboard/members', { schema: { summary: 'Members and open invitations of the workspace' } }, async (request) => {
    const workspaceId = workspaceOf(request)
    const members = await listMembers(store, workspaceId)
    const invitations = await listOpenInvitations(store, workspaceId, access.now())
    return {
      data: {
        members: members.map((member) => ({ user_id: member.userId, email: member.email, name: member.name, role: member.role, joined_at: member.joinedAt })),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
        })),
      },
      request_id: request.id,
    }
  })

  app.post(
    '/dashboard/invitations',
    {
      schema: {
        summary: 'Invite someone by e-mail with a role',
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          role: Role,
          show_link: Type.Optional(
            Type.Boolean({ description: 'Answer the link to copy even when it is e-mailed (then accepting it does not prove the e-mail).' }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const workspaceId = workspaceOf(request)
      const linkShown = !access.mailer || request.body.show_link === true
      const invitation = await inviteMember(
        store,
        callerOfRequest(request),
        { workspaceId, email: request.body.email, role: request.body.role as MemberRole, linkShown },
        access.now(),
      )
      const link = linkPageUrl(originOf(request), invitation.token)
      if (access.mailer) {
        const workspaceName = (await getWorkspace(store, workspaceId)).name
        access.mailer
          .sendInvitation({ ...invitation, workspaceName, link })
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not e-mail the invitation'))
      }
      return reply.status(201).send({
        data: {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          expires_at: invitation.expiresAt,
          link: linkShown ? link : null,
          emailed: access.mailer !== null,
        },
        request_id: request.id,
      })
    },
  )

  app.delete(
    '/dashboard/invitations/:invitationId',
    { schema: { summary: 'Revoke an open invitation', params: Type.Object({ invitationId: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      await revokeInvitationOf(store, callerOfRequest(request), workspaceOf(request), request.params.invitationId, access.now())
      return reply.status(204).send(null)
    },
  )

  app.patch(
    '/dashboard/members/:userId',
    { schema: { summary: "Change a member's role (a lowered role ends their sessions)", params: UserParams, body: Type.Object({ role: Role }) } },
    async (request, reply) => {
      await changeMemberRole(store, callerOfRequest(request), workspaceOf(request), request.params.userId, request.body.role as MemberRole, access.now())
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/dashboard/members/:userId',
    { schema: { summary: 'Remove a member (their sessions end at once)', params: UserParams } },
    async (request, reply) => {
      await removeMemberOf(store, callerOfRequest(request), workspaceOf(request), request.params.userId, access.now())
      return reply.status(204).send(null)
    },
  )
}
