/**
 * Who an SSO identity is in Devtrail, and what signing in does. A known SSO account signs in; a
 * verified e-mail of an existing user links the account (after the second factor when the user
 * has one), or takes an unproven account over (see `accountTakeover.ts`); otherwise a user is
 * created only when invited (the invitation is accepted) or when the e-mail's domain is allowed
 * (joining the SSO workspace with the role the role claim maps to, viewer by default). Anyone
 * else is refused.
 */
import { DevtrailError } from '../errors.js'
import { openInvitationsFor, peekInvitationByHash } from '../members/invitations.js'
import type { Store } from '../store/store.js'
import { createUser, findUserByEmail, findUserBySsoSubject, type UserCredentials } from '../users/users.js'
import { takeOverUnprovenAccount } from './accountTakeover.js'
import type { MemberRole } from './principal.js'
import { roleAllows } from './principal.js'
import type { SignInEffects } from './signInEffects.js'
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

/** The user an SSO identity signs in as, and what the sign-in does once the gate lets it through; 403 when not allowed. */
export async function ssoSignInOf(
  store: Store,
  settings: SsoSettings,
  identity: SsoIdentity,
  address: string,
  now: number,
): Promise<{ user: UserCredentials; effects: SignInEffects }> {
  const effects: SignInEffects = {}
  let user = await findUserBySsoSubject(store, identity.subject)
  const email = identity.emailVerified ? identity.email : null
  if (!user && email) {
    const byEmail = await findUserByEmail(store, email)
    if (byEmail && !byEmail.ssoLinked) {
      if (byEmail.emailVerifiedAt === null) {
        user = await takeOverUnprovenAccount(store, byEmail, { via: 'sso', ssoSubject: identity.subject }, address, now)
      } else {
        user = byEmail
        effects.ssoSubject = identity.subject
      }
    }
  }
  const invitation = identity.invitationTokenHash ? await peekInvitationByHash(store, identity.invitationTokenHash, now) : null
  if (invitation && invitation.email !== email)
    throw new DevtrailError('forbidden', `this invitation is for ${invitation.email}; the identity provider signed you in as ${identity.email ?? 'no e-mail'}`)
  const invitations = invitation ? [invitation] : email ? await openInvitationsFor(store, email, now) : []
  const domain = email?.split('@')[1] ?? null
  const domainAllowed = domain !== null && settings.allowedDomains.includes(domain)
  if (!user) {
    if (!email) throw new DevtrailError('forbidden', 'the identity provider did not confirm an e-mail address for this account')
    if (invitations.length === 0 && !domainAllowed) throw new DevtrailError('forbidden', `${email} is not invited to this Devtrail server`)
    const created = await createUser(store, { email, name: identity.name, ssoSubject: identity.subject, emailVerifiedAt: now }, now)
    user = await findUserBySsoSubject(store, identity.subject)
    if (!user) throw new DevtrailError('internal_error', `user ${created.id} vanished`)
  }
  effects.invitationIds = invitations.map((each) => each.id)
  const workspaceId = domainAllowed ? await ssoWorkspace(store, settings) : null
  if (workspaceId) effects.join = { workspaceId, role: mappedRole(settings, identity) }
  return { user, effects }
}
