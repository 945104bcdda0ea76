/**
 * What a sign-in does once it is allowed (after the second factor, when the user has one): set
 * the password of a set-up or reset link, link an SSO account, accept invitations, join the SSO
 * workspace, and choose the workspace the session opens on. All in one transaction, with their
 * audit records.
 */
import { recordUserEvent, selfActor } from '../audit/userEvents.js'
import { DevtrailError } from '../errors.js'
import { acceptInvitation, findInvitation } from '../members/invitations.js'
import { roleOf, workspacesOfUser } from '../members/memberships.js'
import { addMemberOf } from '../members/teamChanges.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import { findUser, linkSsoSubject, setPasswordHash } from '../users/users.js'
import { revokeAllUserSessions } from './sessions.js'
import type { MemberRole } from './principal.js'
import { clearFailures, lockoutSubjects } from './signInLockout.js'

/** What a sign-in does once allowed (kept as JSON while it waits for the factor). */
export interface SignInEffects {
  /** A new password hash, from a set-up or a reset link (a reset ends every other session). */
  password?: { hash: string; purpose: 'setup' | 'reset' }
  /** An SSO account (`<issuer> <sub>`) to link, when none is. */
  ssoSubject?: string
  /** Invitations to accept, by id (those no longer open are skipped). */
  invitationIds?: string[]
  /** A workspace to join with a role when the user belongs to none (an allowed SSO domain). */
  join?: { workspaceId: string; role: MemberRole }
  /** The workspace the session opens on; default the user's first by name. */
  workspaceId?: string
}

const INVALID_LINK = 'this link is unknown, used, revoked or expired: ask for a new one'

/** Applies `effects` for `userId`; answers the workspace the session opens on (403 when the user belongs to none). */
export async function applySignInEffects(store: Queryable, userId: string, effects: SignInEffects, address: string, now: number): Promise<string> {
  return inTransaction(store, async (trx) => {
    const user = await findUser(trx, userId)
    if (!user) throw new DevtrailError('unauthorized', 'this account no longer exists')
    const caller = { actor: selfActor(user), address, workspaceId: null }
    if (effects.password) {
      await setPasswordHash(trx, user.id, effects.password.hash)
      if (effects.password.purpose === 'reset') await revokeAllUserSessions(trx, user.id, now)
      await clearFailures(trx, lockoutSubjects(user.email, address).account)
      await recordUserEvent(trx, { user, actor: caller.actor, action: `user.password_${effects.password.purpose === 'reset' ? 'reset' : 'set'}`, address }, now)
    }
    if (effects.ssoSubject && !user.ssoLinked) {
      await linkSsoSubject(trx, user.id, effects.ssoSubject)
      await recordUserEvent(trx, { user, actor: caller.actor, action: 'user.sso_link', address }, now)
    }
    for (const invitationId of effects.invitationIds ?? []) {
      const invitation = await findInvitation(trx, invitationId)
      if (!invitation || !(await acceptInvitation(trx, invitationId, now))) continue
      await addMemberOf(
        trx,
        caller,
        { workspaceId: invitation.workspaceId, userId: user.id, role: invitation.role, action: 'invitation.accept', targetId: invitation.id },
        now,
      )
    }
    if (effects.join && (await workspacesOfUser(trx, user.id)).length === 0) {
      await addMemberOf(trx, caller, { workspaceId: effects.join.workspaceId, userId: user.id, role: effects.join.role, action: 'member.join' }, now)
    }
    if (effects.workspaceId) {
      if (!(await roleOf(trx, effects.workspaceId, user.id))) throw new DevtrailError('unauthorized', INVALID_LINK)
      return effects.workspaceId
    }
    const first = (await workspacesOfUser(trx, user.id))[0]
    if (!first) throw new DevtrailError('forbidden', 'this account is not a member of any workspace')
    return first.workspaceId
  })
}
