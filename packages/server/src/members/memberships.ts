/**
 * The memberships repository: which users belong to which workspace, with which role. A
 * workspace keeps at least one owner: the last one can be neither removed nor demoted.
 */
import type { MemberRole } from '../auth/principal.js'
import { revokeSessionsOfUser } from '../auth/sessionRows.js'
import { DevtrailError } from '../errors.js'
import type { Queryable } from '../store/queryable.js'

/** A member of a workspace as the Members page lists it. */
export interface Member {
  userId: string
  email: string
  name: string | null
  role: MemberRole
  joinedAt: number
}

/** A workspace a user belongs to, for the switcher. */
export interface MemberWorkspace {
  workspaceId: string
  workspaceName: string
  role: MemberRole
}

/** Adds a user to a workspace, or changes the role of one who is a member already. */
export async function addMember(store: Queryable, workspaceId: string, userId: string, role: MemberRole, now = Date.now()): Promise<void> {
  const existing = await roleOf(store, workspaceId, userId)
  if (existing) {
    if (existing !== role) await changeRole(store, workspaceId, userId, role)
    return
  }
  await store.db.insertInto('memberships').values({ workspace_id: workspaceId, user_id: userId, role, created_at: now }).execute()
}

/** The user's role in the workspace, or null for a non-member. */
export async function roleOf(store: Queryable, workspaceId: string, userId: string): Promise<MemberRole | null> {
  const row = await store.db.selectFrom('memberships').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst()
  return row?.role ?? null
}

/** The members of a workspace, by e-mail. */
export async function listMembers(store: Queryable, workspaceId: string): Promise<Member[]> {
  const rows = await store.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.email', 'users.name', 'memberships.role', 'memberships.created_at'])
    .where('memberships.workspace_id', '=', workspaceId)
    .orderBy('users.email')
    .execute()
  return rows.map((row) => ({ userId: row.id, email: row.email, name: row.name, role: row.role, joinedAt: Number(row.created_at) }))
}

/** The workspaces a user belongs to, by name. */
export async function workspacesOfUser(store: Queryable, userId: string): Promise<MemberWorkspace[]> {
  const rows = await store.db
    .selectFrom('memberships')
    .innerJoin('workspaces', 'workspaces.id', 'memberships.workspace_id')
    .select(['workspaces.id', 'workspaces.name', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .orderBy('workspaces.name')
    .orderBy('workspaces.id')
    .execute()
  return rows.map((row) => ({ workspaceId: row.id, workspaceName: row.name, role: row.role }))
}

async function requireAnotherOwner(store: Queryable, workspaceId: string, userId: string): Promise<void> {
  const owners = await store.db.selectFrom('memberships').select('user_id').where('workspace_id', '=', workspaceId).where('role', '=', 'owner').execute()
  if (owners.every((owner) => owner.user_id === userId))
    throw new DevtrailError('forbidden', 'a workspace keeps at least one owner: make someone else owner first')
}

async function requireMember(store: Queryable, workspaceId: string, userId: string): Promise<MemberRole> {
  const role = await roleOf(store, workspaceId, userId)
  if (!role) throw new DevtrailError('not_found', `user ${userId} is not a member of workspace ${workspaceId}`)
  return role
}

/**
 * Changes a member's role. Lowering it ends the member's sessions in that workspace at once
 * (the member signs in again with the new role). Answers the previous role.
 */
export async function changeRole(store: Queryable, workspaceId: string, userId: string, role: MemberRole, now = Date.now()): Promise<MemberRole> {
  const previous = await requireMember(store, workspaceId, userId)
  if (previous === 'owner' && role !== 'owner') await requireAnotherOwner(store, workspaceId, userId)
  await store.db.updateTable('memberships').set({ role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute()
  const lowered = (previous === 'owner' && role !== 'owner') || (previous === 'admin' && role === 'viewer')
  if (lowered) await endMemberSessions(store, workspaceId, userId, now)
  return previous
}

/** Removes a member from a workspace and ends their sessions in it at once. */
export async function removeMember(store: Queryable, workspaceId: string, userId: string, now = Date.now()): Promise<void> {
  const role = await requireMember(store, workspaceId, userId)
  if (role === 'owner') await requireAnotherOwner(store, workspaceId, userId)
  await store.db.deleteFrom('memberships').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute()
  await endMemberSessions(store, workspaceId, userId, now)
}

async function endMemberSessions(store: Queryable, workspaceId: string, userId: string, now: number): Promise<void> {
  await revokeSessionsOfUser(store, userId, now, workspaceId)
}

/** Deletes every membership of the user (when the user is removed). */
export async function deleteMembershipsOf(handle: Queryable, userId: string): Promise<void> {
  await handle.db.deleteFrom('memberships').where('user_id', '=', userId).execute()
}
