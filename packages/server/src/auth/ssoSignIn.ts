/**
 * Who an SSO identity is in Devtrail. A known SSO account signs in; a verified e-mail of an
 * existing user links the account; otherwise a user is created only when invited (the invitation
 * is accepted) or when the e-mail's domain is allowed (joining the SSO workspace with the role
 * the role claim maps to, viewer by default). Anyone else is refused.
 */
import { DevtrailError } from '../errors.js'
import { acceptInvitation, openInvitationsFor, peekInvitation } from '../members/invitations.js'
import { addMember, workspacesOfUser } from '../members/memberships.js'
import type { Store } from '../store/store.js'
import { createUser, findUserByEmail, findUserBySsoSubject, linkSsoSubject } from '../users/users.js'
import type { MemberRole } from './principal.js'
import { roleAllows } from './principal.js'
import type { SsoIdentity } from './ssoClient.js'
import type { SsoSettings } from './teamAccessOptions.js'

function mappedRole(settings: SsoSettings, identity: SsoIdentity): MemberRole {
  let role: MemberRole = 'viewer'
  for (const value of identity.roleClaim) {
    const mapped = settings.roleMapping[value]
    if (mapped && roleAllows(mapped, role)) role = mapped
  }
  return role
}

async function ssoWorkspace(store: Store, settings: SsoSettings): Promise<string | null> {
  if (settings.workspaceId) return settings.workspaceId
  const workspaces = await store.db.selectFrom('workspaces').select('id').limit(2).execute()
  return workspaces.length === 1 ? (workspaces[0]?.id ?? null) : null
}

/** The user an SSO identity signs in as (created or linked as described above); 403 when not allowed. */
export async function userOfSsoIdentity(store: Store, settings: SsoSettings, identity: SsoIdentity, now: number): Promise<string> {
  let user = await findUserBySsoSubject(store, identity.subject)
  const email = identity.emailVerified ? identity.email : null
  if (!user && email) {
    const byEmail = await findUserByEmail(store, email)
    if (byEmail && !byEmail.ssoLinked) {
      await linkSsoSubject(store, byEmail.id, identity.subject)
      user = byEmail
    }
  }
  const invitation = identity.invitationToken ? await peekInvitation(store, identity.invitationToken, now) : null
  if (invitation && invitation.email !== email)
    throw new DevtrailError('forbidden', `this invitation is for ${invitation.email}; the identity provider signed you in as ${identity.email ?? 'no e-mail'}`)
  const invitations = invitation ? [invitation] : email ? await openInvitationsFor(store, email, now) : []
  const domain = email?.split('@')[1] ?? null
  const domainAllowed = domain !== null && settings.allowedDomains.includes(domain)
  if (!user) {
    if (!email) throw new DevtrailError('forbidden', 'the identity provider did not confirm an e-mail address for this account')
    if (invitations.length === 0 && !domainAllowed) throw new DevtrailError('forbidden', `${email} is not invited to this Devtrail server`)
    const created = await createUser(store, { email, name: identity.name, ssoSubject: identity.subject }, now)
    user = await findUserBySsoSubject(store, identity.subject)
    if (!user) throw new DevtrailError('internal_error', `user ${created.id} vanished`)
  }
  for (const open of invitations) {
    if (await acceptInvitation(store, open.id, now)) await addMember(store, open.workspaceId, user.id, open.role, now)
  }
  if ((await workspacesOfUser(store, user.id)).length === 0 && domainAllowed) {
    const workspaceId = await ssoWorkspace(store, settings)
    if (workspaceId) await addMember(store, workspaceId, user.id, mappedRole(settings, identity), now)
  }
  if ((await workspacesOfUser(store, user.id)).length === 0) throw new DevtrailError('forbidden', 'this account is not a member of any workspace')
  return user.id
}
