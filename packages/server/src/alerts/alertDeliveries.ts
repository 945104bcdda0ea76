/**
 * The `alert_deliveries` table: every alert, digest and test message to a destination, with
 * where its delivery stands (the delivery log: time, rule, status, attempts, response code and
 * the first 1 KB of the response). A delivery's id is also its `webhook-id`.
 */
import { randomUUID } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { AlertDeliveryStatus, AlertDeliveryTable } from '../store/schema.js'
import type { Db } from '../store/store.js'
import type { AlertMessage } from './alertEvent.js'

/** A delivery as the log shows it: its row without the workspace and the decided alert. */
export type AlertDelivery = Omit<Selectable<AlertDeliveryTable>, 'workspace_id' | 'payload'>

/** A new delivery id: `msg_` and 32 hex digits (Standard Webhooks' message-id form). */
export function newDeliveryId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

function deliveryOf(row: Omit<AlertDeliveryTable, 'payload'>): AlertDelivery {
  return {
    id: row.id,
    destination_id: row.destination_id,
    rule_id: row.rule_id,
    account_id: row.account_id,
    kind: row.kind,
    status: row.status,
    attempts: Number(row.attempts),
    response_code: row.response_code === null ? null : Number(row.response_code),
    response_body: row.response_body,
    error: row.error,
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }
}

/** Records a new delivery of `message`. */
export async function insertDelivery(
  db: Db,
  delivery: {
    id: string
    workspaceId: string
    destinationId: string
    ruleId: string | null
    accountId: string | null
    kind: string
    status: AlertDeliveryStatus
    message: AlertMessage
  },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('alert_deliveries')
    .values({
      id: delivery.id,
      workspace_id: delivery.workspaceId,
      destination_id: delivery.destinationId,
      rule_id: delivery.ruleId,
      account_id: delivery.accountId,
      kind: delivery.kind,
      status: delivery.status,
      attempts: 0,
      response_code: null,
      response_body: null,
      error: null,
      payload: JSON.stringify(delivery.message),
      created_at: now,
      updated_at: now,
    })
    .execute()
}

/** A delivery with its message, or null when it was deleted (with its destination). */
export async function deliveryWithMessage(db: Db, id: string): Promise<(AlertDelivery & { workspace_id: string; message: AlertMessage }) | null> {
  const row = await db.selectFrom('alert_deliveries').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return { ...deliveryOf(row), workspace_id: row.workspace_id, message: JSON.parse(row.payload) as AlertMessage }
}

/** What one attempt left: its status, and the answer when there was one. */
export interface AttemptOutcome {
  status: AlertDeliveryStatus
  responseCode: number | null
  responseBody: string | null
  error: string | null
}

/** Records an attempt of a delivery. */
export async function recordAttempt(db: Db, id: string, outcome: AttemptOutcome, now = Date.now()): Promise<void> {
  await db
    .updateTable('alert_deliveries')
    .set((eb) => ({
      status: outcome.status,
      attempts: eb('attempts', '+', 1),
      response_code: outcome.responseCode,
      response_body: outcome.responseBody === null ? null : outcome.responseBody.slice(0, 1024),
      error: outcome.error === null ? null : outcome.error.slice(0, 1000),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute()
}

/** The delivery log of a destination, newest first. */
export async function listDeliveries(db: Db, workspaceId: string | null, destinationId: string, limit = 100): Promise<AlertDelivery[]> {
  let query = db
    .selectFrom('alert_deliveries')
    .select([
      'id',
      'workspace_id',
      'destination_id',
      'rule_id',
      'account_id',
      'kind',
      'status',
      'attempts',
      'response_code',
      'response_body',
      'error',
      'created_at',
      'updated_at',
    ])
    .where('destination_id', '=', destinationId)
  if (workspaceId !== null) query = query.where('workspace_id', '=', workspaceId)
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  return rows.map(deliveryOf)
}

/** The alerts a rule held back for a destination's digest in [from, to), with their messages. */
export async function heldForDigest(db: Db, ruleId: string, destinationId: string, from: number, to: number): Promise<{ id: string; message: AlertMessage }[]> {
  const rows = await db
    .selectFrom('alert_deliveries')
    .select(['id', 'payload'])
    .where('rule_id', '=', ruleId)
    .where('destination_id', '=', destinationId)
    .where('status', '=', 'digest')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ id: row.id, message: JSON.parse(row.payload) as AlertMessage }))
}

/** Marks held-back alerts as sent in a digest. */
export async function markDigested(db: Db, ids: readonly string[], now = Date.now()): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db
      .updateTable('alert_deliveries')
      .set({ status: 'digested', updated_at: now })
      .where('id', 'in', ids.slice(start, start + 500))
      .execute()
  }
}

/** Deletes a destination's delivery log (when the destination is removed). */
export async function deleteDeliveriesOf(db: Db, destinationId: string): Promise<void> {
  await db.deleteFrom('alert_deliveries').where('destination_id', '=', destinationId).execute()
}

/** Replaces a delivery's payload, response and error (erasure replaces what named an erased person). */
export async function rewriteDelivery(db: Db, id: string, texts: { payload: string; response_body: string | null; error: string | null }): Promise<void> {
  await db.updateTable('alert_deliveries').set(texts).where('id', '=', id).execute()
}
