/**
 * The audit log: every change to a workspace, through the data service, the dashboard or the CLI,
 * with who made it, what, when, from which address, and the settings before and after. Secrets
 * never enter it: a changed secret is recorded as "set" or "rotated" (see `secretMark`).
 */
import type { Kysely, Selectable, Transaction } from 'kysely'
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { AuditEventTable, Database } from '../store/schema.js'

/** Who made a change. */
export interface AuditActor {
  /** The signed-in user, or null. */
  userId: string | null
  /** The API key used (directly or to open the dashboard session), or null. */
  apiKeyId: string | null
  /** How the actor is shown: an e-mail, `key dtk_abc123`, `cli`. */
  label: string
}

/** One change to record. */
export interface AuditEventInput {
  /** The workspace changed. */
  workspaceId: string
  /** Who made the change. */
  actor: AuditActor
  /** What was done, `<target type>.<verb>`: `asset.update`, `api_key.revoke`. */
  action: string
  /** The kind of thing changed: `asset`, `api_key`, `segment`, `member`. */
  targetType: string
  /** Its id, or null when the change has none (an import). */
  targetId: string | null
  /** The client address, or null (the CLI). */
  address: string | null
  /** The settings before the change (no secret: `secretMark`). */
  before?: unknown
  /** The settings after the change (no secret: `secretMark`). */
  after?: unknown
}

/** A recorded change, as listed and exported: its row with the settings before and after parsed. */
export type AuditEvent = Omit<Selectable<AuditEventTable>, 'before' | 'after'> & { before: unknown; after: unknown }

/** The actor of changes made with the `devtrail` CLI (on the server's machine, with its database). */
export const CLI_ACTOR: AuditActor = { userId: null, apiKeyId: null, label: 'cli' }

/** What the log says of a secret instead of its value. */
export function secretMark(kind: 'set' | 'rotated' | 'removed'): string {
  return kind
}

/** The store's Kysely or a transaction: a change and its record can share one transaction. */
export type AuditDb = Kysely<Database> | Transaction<Database>

const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

/** Records one change; answers the event's id. */
export async function recordAuditEvent(db: AuditDb, event: AuditEventInput, now = Date.now()): Promise<string> {
  const id = newId()
  await db
    .insertInto('audit_events')
    .values({
      id,
      workspace_id: event.workspaceId,
      at: now,
      actor_user_id: event.actor.userId,
      actor_api_key_id: event.actor.apiKeyId,
      actor_label: event.actor.label,
      action: event.action,
      target_type: event.targetType,
      target_id: event.targetId,
      address: event.address,
      before: toJson(event.before),
      after: toJson(event.after),
    })
    .execute()
  return id
}

/** Which events to list. */
export interface AuditFilter {
  workspaceId: string
  /** Only events at or after this time (epoch ms). */
  since?: number
  /** Most events to answer (default 100, at most 1000). */
  limit?: number
  /** Events to skip first (newest first order). */
  offset?: number
}

/** The workspace's events, newest first, and how many match in all. */
export async function listAuditEvents(db: AuditDb, filter: AuditFilter): Promise<{ events: AuditEvent[]; total: number }> {
  const limit = filter.limit ?? 100
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new DevtrailError('params_invalid', 'limit: must be 1 to 1000')
  let query = db.selectFrom('audit_events').where('audit_events.workspace_id', '=', filter.workspaceId)
  if (filter.since !== undefined) query = query.where('audit_events.at', '>=', filter.since)
  const [rows, count] = await Promise.all([
    query
      // a person is shown by their e-mail as it is now (rows written before e-mails were recorded said `user:<id>`)
      .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
      .selectAll('audit_events')
      .select('users.email as actor_email')
      .orderBy('audit_events.at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(limit)
      .offset(filter.offset ?? 0)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  const events = rows.map(({ actor_email: actorEmail, ...row }) => ({
    ...row,
    actor_label: actorEmail ?? row.actor_label,
    at: Number(row.at),
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
  }))
  return { events, total: Number(count.total) }
}

/** Replaces the settings recorded before and after a change (erasure replaces an erased person's e-mail in them). */
export async function rewriteAuditTexts(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  texts: { before?: string | null; after?: string | null },
): Promise<void> {
  await db.updateTable('audit_events').set(texts).where('id', '=', id).execute()
}
