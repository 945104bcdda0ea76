/**
 * The invitations repository: an owner invites an e-mail address with a role; the invitation is
 * a one-time link valid 7 days, revocable, accepted once. Only the token's SHA-256 is stored.
 */
import type { Selectable } from 'kysely'
import { getWorkspace } from '../admin/workspaces.js'
import type { MemberRole } from '../auth/principal.js'
import { hashToken } from '../auth/tokenHash.js'
import { DevtrailError } from '../errors.js'
import { newId, randomToken } from '../ids.js'
import { inTransaction, type Queryable } from '../store/queryable.js'
import type { InvitationTable } from '../store/schema.js'
import { normalizeEmail } from '../users/users.js'

/** How long an invitation link works, ms (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** An invitation as listed (never its token). */
export interface Invitation {
  id: string
  workspaceId: string
  email: string
  role: MemberRole
  invitedBy: string | null
  createdAt: number
  expiresAt: number
  acceptedAt: number | null
  revokedAt: number | null
  /** Whether the link was shown to whoever invited; false when it was only e-mailed (then accepting it proves the e-mail). */
  linkShown: boolean
}

/** A new invitation with its one-time token, shown once. */
export interface CreatedInvitation extends Invitation {
  token: string
}

/**
 * Sends an invitation link by e-mail. Optional: without one, the owner copies the link from the
 * dashboard or the CLI. The alerts work provides an SMTP implementation.
 */
export interface InvitationMailer {
  /** Sends `link` to `invitation.email`; a failure is logged and the link stays copyable. */
  sendInvitation(invitation: Invitation & { workspaceName: string; link: string }): Promise<void>
}

type InvitationRow = Pick<Selectable<InvitationTable>, (typeof COLUMNS)[number]>

const COLUMNS = ['id', 'workspace_id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'accepted_at', 'revoked_at', 'link_shown_at'] as const

function invitationOf(row: InvitationRow): Invitation {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : Number(row.accepted_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    linkShown: row.link_shown_at !== null,
  }
}

/**
 * Invites `email` to a workspace with `role`; earlier open invitations of that address there are
 * revoked. `linkShown`: whether the link is shown to whoever invites (false only when it is e-mailed
 * and never shown; only then does accepting it prove the e-mail).
 */
export async function createInvitation(
  store: Queryable,
  input: { workspaceId: string; email: string; role: MemberRole; invitedBy: string | null; linkShown: boolean },
  now = Date.now(),
): Promise<CreatedInvitation> {
  await getWorkspace(store, input.workspaceId)
  const email = normalizeEmail(input.email)
  const token = randomToken(32, 'dti_')
  const row: InvitationRow & { token_hash: string } = {
    id: newId(),
    workspace_id: input.workspaceId,
    email,
    role: input.role,
    invited_by: input.invitedBy,
    created_at: now,
    expires_at: now + INVITATION_TTL_MS,
    accepted_at: null,
    revoked_at: null,
    link_shown_at: input.linkShown ? now : null,
    token_hash: hashToken(token),
  }
  await inTransaction(store, async ({ db: trx }) => {
    await trx
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('workspace_id', '=', input.workspaceId)
      .where('email', '=', email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute()
    await trx.insertInto('invitations').values(row).execute()
  })
  return { ...invitationOf(row), token }
}

/** The open (unaccepted, unrevoked, unexpired) invitations of a workspace, newest first. */
export async function listOpenInvitations(store: Queryable, workspaceId: string, now = Date.now()): Promise<Invitation[]> {
  const rows = await store.db
    .selectFrom('invitations')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(invitationOf)
}

/** Revokes an open invitation of the workspace; 404 when there is none with that id. */
export async function revokeInvitation(store: Queryable, workspaceId: string, invitationId: string, now = Date.now()): Promise<void> {
  const result = await store.db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('id', '=', invitationId)
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw new DevtrailError('not_found', `no open invitation ${invitationId}`)
}

/** The invitation of a usable token (unaccepted, unrevoked, unexpired), without spending it; else null. */
export async function peekInvitation(store: Queryable, token: string, now = Date.now()): Promise<Invitation | null> {
  return peekInvitationByHash(store, hashToken(token), now)
}

/** `peekInvitation` by the token's SHA-256 (an SSO sign-in keeps only that). */
export async function peekInvitationByHash(store: Queryable, tokenHash: string, now = Date.now()): Promise<Invitation | null> {
  const row = await store.db
    .selectFrom('invitations')
    .select(COLUMNS)
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row ? invitationOf(row) : null
}

/** An invitation by id, whatever its state; null when unknown. */
export async function findInvitation(store: Queryable, invitationId: string): Promise<Invitation | null> {
  const row = await store.db.selectFrom('invitations').select(COLUMNS).where('id', '=', invitationId).executeTakeFirst()
  return row ? invitationOf(row) : null
}

/** Accepts an open invitation by id (an SSO sign-in with its e-mail); false when it was not open. */
export async function acceptInvitation(store: Queryable, invitationId: string, now = Date.now()): Promise<boolean> {
  const result = await store.db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The open invitations of this e-mail (SSO may then create the user). */
export async function openInvitationsFor(store: Queryable, email: string, now = Date.now()): Promise<Invitation[]> {
  const rows = await store.db
    .selectFrom('invitations')
    .select(COLUMNS)
    .where('email', '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute()
  return rows.map(invitationOf)
}
