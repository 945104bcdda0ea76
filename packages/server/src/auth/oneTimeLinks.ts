/**
 * The pages behind one-time links: a set-up link (a first password), a reset link (a new password,
 * which ends every session of the user) and an invitation (join a workspace: a new user chooses a
 * password, an existing one proves it is them). Looking at a link never spends it.
 */
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import { peekInvitation, spendInvitation } from '../members/invitations.js'
import { addMember, workspacesOfUser } from '../members/memberships.js'
import type { Store } from '../store/store.js'
import { hashPassword, verifyPassword } from '../users/passwordHashing.js'
import { requireStrongPassword } from '../users/passwordPolicy.js'
import { peekUserLink, spendUserLink } from '../users/userLinks.js'
import { createUser, findUser, findUserByEmail, setPasswordHash } from '../users/users.js'
import { revokeAllUserSessions } from './memberSessions.js'
import type { MemberRole } from './principal.js'
import { clearFailures, type LockoutPolicy, lockoutSubjects, recordFailure, requireNotLocked } from './signInLockout.js'

/** What a link page shows. */
export interface LinkDescription {
  kind: 'setup' | 'reset' | 'invitation'
  email: string
  /** Whether a user with this e-mail exists (an invitation to an existing user asks for their password). */
  userExists: boolean
  /** The workspace an invitation is for; null for set-up and reset links. */
  workspaceName: string | null
  /** The role an invitation grants; null otherwise. */
  role: MemberRole | null
  expiresAt: number | null
}

const INVALID = 'this link is unknown, used, revoked or expired: ask for a new one'

/** Describes a usable link without spending it; null when it is not usable. */
export async function describeLink(store: Store, token: string, now: number): Promise<LinkDescription | null> {
  const invitation = await peekInvitation(store, token, now)
  if (invitation) {
    return {
      kind: 'invitation',
      email: invitation.email,
      userExists: (await findUserByEmail(store, invitation.email)) !== null,
      workspaceName: (await getWorkspace(store, invitation.workspaceId)).name,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    }
  }
  const link = await peekUserLink(store, token, ['setup', 'reset'], now)
  const user = link ? await findUser(store, link.userId) : null
  if (!link || !user) return null
  return { kind: link.purpose === 'reset' ? 'reset' : 'setup', email: user.email, userExists: true, workspaceName: null, role: null, expiresAt: null }
}

/** What accepting a link gives: the user, and the workspace the new session opens on. */
export interface AcceptedLink {
  userId: string
  workspaceId: string
}

/** The workspace a sign-in opens on: the user's first by name; 403 for a user who belongs to none. */
export async function workspaceToOpen(store: Store, userId: string): Promise<string> {
  const workspace = (await workspacesOfUser(store, userId))[0]
  if (!workspace) throw new DevtrailError('forbidden', 'this account is not a member of any workspace')
  return workspace.workspaceId
}

/**
 * Uses a link. Set-up and reset: `password` becomes the user's password (a reset ends every
 * session). Invitation: a new user is created with `password` and `name`; an existing user is
 * signed in already as `signedInUserId` or gives their current `password`.
 */
export async function acceptLink(
  store: Store,
  token: string,
  input: { password: string | null; name: string | null; signedInUserId: string | null; ip: string },
  lockout: LockoutPolicy,
  now: number,
): Promise<AcceptedLink> {
  const invitation = await peekInvitation(store, token, now)
  if (invitation) {
    let user = await findUserByEmail(store, invitation.email)
    if (user && user.id !== input.signedInUserId) {
      const subjects = lockoutSubjects(user.email, input.ip)
      await requireNotLocked(store, [subjects.account, subjects.address], now)
      if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) {
        if (input.password) {
          await recordFailure(store, subjects.account, lockout.accountFailures, lockout, now)
          await recordFailure(store, subjects.address, lockout.addressFailures, lockout, now)
        }
        throw new DevtrailError('unauthorized', `sign in as ${user.email} to accept: give your current password, or use SSO`)
      }
    }
    if (!user) {
      requireStrongPassword(input.password ?? '', invitation.email)
      const passwordHash = await hashPassword(input.password ?? '')
      const created = await createUser(store, { email: invitation.email, name: input.name }, now)
      await setPasswordHash(store, created.id, passwordHash)
      user = await findUser(store, created.id)
      if (!user) throw new DevtrailError('internal_error', 'the new user vanished')
    }
    if (!(await spendInvitation(store, token, now))) throw new DevtrailError('unauthorized', INVALID)
    await addMember(store, invitation.workspaceId, user.id, invitation.role, now)
    return { userId: user.id, workspaceId: invitation.workspaceId }
  }
  const link = await peekUserLink(store, token, ['setup', 'reset'], now)
  const user = link ? await findUser(store, link.userId) : null
  if (!link || !user) throw new DevtrailError('unauthorized', INVALID)
  requireStrongPassword(input.password ?? '', user.email)
  const passwordHash = await hashPassword(input.password ?? '')
  if (!(await spendUserLink(store, token, ['setup', 'reset'], now))) throw new DevtrailError('unauthorized', INVALID)
  await setPasswordHash(store, user.id, passwordHash)
  if (link.purpose === 'reset') await revokeAllUserSessions(store, user.id, now)
  await clearFailures(store, lockoutSubjects(user.email, input.ip).account)
  return { userId: user.id, workspaceId: await workspaceToOpen(store, user.id) }
}
