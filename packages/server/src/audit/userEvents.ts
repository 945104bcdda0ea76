/**
 * Audit records of what happens to a person rather than to one workspace (a password set or reset,
 * TOTP turned on or off, a recovery code used, a sign-in refused while locked, an account taken
 * over by its e-mail's owner): one row in each workspace the person belongs to, so every owner who
 * shares them reads it, written in the caller's transaction.
 */
import type { Queryable } from '../store/queryable.js'
import { type AuditActor, recordAuditEvent } from './auditLog.js'

/** A person acting on their own account, named by e-mail. */
export function selfActor(user: { id: string; email: string }): AuditActor {
  return { userId: user.id, apiKeyId: null, label: user.email }
}

/** One event of a person's account. */
export interface UserEventInput {
  /** Whose account. */
  user: { id: string; email: string }
  /** Who did it (the person themselves, an owner, `cli`). */
  actor: AuditActor
  /** `user.password_set`, `user.totp_disable`, ... */
  action: string
  /** The client address, or null (the CLI). */
  address: string | null
  /** What changed (never a secret). */
  after?: Record<string, unknown>
}

/** Records `event` in every workspace of the user (none when they belong to none yet). */
export async function recordUserEvent(handle: Queryable, event: UserEventInput, now: number): Promise<void> {
  const workspaces = await handle.db.selectFrom('memberships').select('workspace_id').where('user_id', '=', event.user.id).execute()
  for (const { workspace_id: workspaceId } of workspaces) {
    await recordAuditEvent(
      handle.db,
      {
        workspaceId,
        actor: event.actor,
        action: event.action,
        targetType: 'user',
        targetId: event.user.id,
        address: event.address,
        after: { email: event.user.email, ...event.after },
      },
      now,
    )
  }
}
