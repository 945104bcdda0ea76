/**
 * Changes to who belongs to a workspace, each written with its audit record in one transaction:
 * invitations made and revoked, roles changed (to owner too), members added and removed. The
 * routes and the CLI call these, never the repositories' writes directly.
 */
import { recordAuditEvent } from '../audit/auditLog.js'
import type { MemberRole } from '../auth/principal.js'
import type { SettingsCaller } from '../settings/settingsCaller.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import { findUser } from '../users/users.js'
import { type CreatedInvitation, createInvitation, revokeInvitation } from './invitations.js'
import { addMember, changeRole, removeMember, roleOf } from './memberships.js'

async function emailOf(handle: Queryable, userId: string): Promise<string | null> {
  return (await findUser(handle, userId))?.email ?? null
}

/** Invites `email` with `role` (see `createInvitation`), recorded as `invitation.create`. */
export async function inviteMember(
  store: Queryable,
  caller: SettingsCaller,
  input: { workspaceId: string; email: string; role: MemberRole; linkShown: boolean },
  now: number,
): Promise<CreatedInvitation> {
  return inTransaction(store, async (trx) => {
    const invitation = await createInvitation(trx, { ...input, invitedBy: caller.actor.userId }, now)
    await recordAuditEvent(
      trx.db,
      {
        workspaceId: input.workspaceId,
        actor: caller.actor,
        action: 'invitation.create',
        targetType: 'invitation',
        targetId: invitation.id,
        address: caller.address,
        after: { email: invitation.email, role: invitation.role, link: input.linkShown ? 'shown' : 'e-mailed' },
      },
      now,
    )
    return invitation
  })
}

/** Revokes an open invitation, recorded as `invitation.revoke`. */
export async function revokeInvitationOf(store: Queryable, caller: SettingsCaller, workspaceId: string, invitationId: string, now: number): Promise<void> {
  await inTransaction(store, async (trx) => {
    await revokeInvitation(trx, workspaceId, invitationId, now)
    await recordAuditEvent(
      trx.db,
      { workspaceId, actor: caller.actor, action: 'invitation.revoke', targetType: 'invitation', targetId: invitationId, address: caller.address },
      now,
    )
  })
}

/** Changes a member's role (see `changeRole`), recorded as `member.role_change`; answers the previous role. */
export async function changeMemberRole(
  store: Queryable,
  caller: SettingsCaller,
  workspaceId: string,
  userId: string,
  role: MemberRole,
  now: number,
): Promise<MemberRole> {
  return inTransaction(store, async (trx) => {
    const previous = await changeRole(trx, workspaceId, userId, role, now)
    const email = await emailOf(trx, userId)
    await recordAuditEvent(
      trx.db,
      {
        workspaceId,
        actor: caller.actor,
        action: 'member.role_change',
        targetType: 'member',
        targetId: userId,
        address: caller.address,
        before: { email, role: previous },
        after: { email, role },
      },
      now,
    )
    return previous
  })
}

/** Removes a member (see `removeMember`), recorded as `member.remove`. */
export async function removeMemberOf(store: Queryable, caller: SettingsCaller, workspaceId: string, userId: string, now: number): Promise<void> {
  await inTransaction(store, async (trx) => {
    const role = await roleOf(trx, workspaceId, userId)
    await removeMember(trx, workspaceId, userId, now)
    await recordAuditEvent(
      trx.db,
      {
        workspaceId,
        actor: caller.actor,
        action: 'member.remove',
        targetType: 'member',
        targetId: userId,
        address: caller.address,
        before: { email: await emailOf(trx, userId), role },
      },
      now,
    )
  })
}

/**
 * Adds a user to a workspace with `role` (or changes the role of a member), recorded as `action`:
 * `member.add` (the CLI), `invitation.accept`, `member.join` (an allowed SSO domain).
 */
export async function addMemberOf(
  store: Queryable,
  caller: SettingsCaller,
  input: { workspaceId: string; userId: string; role: MemberRole; action: string; targetId?: string | null },
  now: number,
): Promise<void> {
  await inTransaction(store, async (trx) => {
    const before = await roleOf(trx, input.workspaceId, input.userId)
    await addMember(trx, input.workspaceId, input.userId, input.role, now)
    const email = await emailOf(trx, input.userId)
    await recordAuditEvent(
      trx.db,
      {
        workspaceId: input.workspaceId,
        actor: caller.actor,
        action: input.action,
        targetType: input.action.startsWith('invitation.') ? 'invitation' : 'member',
        targetId: input.targetId ?? input.userId,
        address: caller.address,
        ...(before ? { before: { email, role: before } } : {}),
        after: { email, role: input.role },
      },
      now,
    )
  })
}
