/**
 * The `alert_destinations` table: where a workspace's alerts go. A Slack webhook URL (itself the
 * credential) and a webhook's signing secret are sealed with the secret box; a webhook secret
 * rotates with an overlap during which both sign. URLs are checked against the outbound policy
 * (public https only) when a destination is made; the sender checks again at every connection.
 */
import { randomBytes } from 'node:crypto'
import { checkNewName } from '../admin/uniqueName.js'
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import { isEmailAddress } from '../identity/emailAddress.js'
import { newId } from '../ids.js'
import { checkDestination, type OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { AlertDestinationKind, AlertDestinationTable } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import { deleteDeliveriesOf } from './alertDeliveries.js'
import { scheduleNextDigest } from './alertDigests.js'
import { removeDestinationFromRules } from './alertRules.js'

/** Every destination kind. */
export const DESTINATION_KINDS: readonly AlertDestinationKind[] = ['slack', 'webhook', 'email']

/** How long a rotated-out webhook secret keeps signing by default: a day. */
export const DEFAULT_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000

/** A destination as the API and CLI show it: never its secret nor a Slack URL. */
export interface AlertDestination {
  id: string
  workspace_id: string
  name: string
  kind: AlertDestinationKind
  /** A webhook's URL; null for Slack (its URL is a credential) and e-mail. */
  url: string | null
  /** An e-mail destination's recipients. */
  recipients: string[]
  /** An e-mail destination's scheduled digest (`daily`, `weekly`), or null. */
  digest: string | null
  /** When a webhook's previous secret stops signing (rotation overlap), null when none does. */
  previous_secret_expires_at: number | null
  /** Since when every delivery failed, null when the last one succeeded. */
  failing_since: number | null
  /** When it was paused for failing, null while active. */
  paused_at: number | null
  /** Why it was paused. */
  paused_reason: string | null
  created_at: number
}

/** A destination opened for sending: its URL and signing secrets in clear. */
export interface OpenDestination extends AlertDestination {
  /** Where to POST (webhook or Slack), null for e-mail. */
  target: string | null
  /** The webhook secrets that sign now: the current one first, then the previous one during its overlap. */
  secrets: string[]
}

/** What a new destination is made of. */
export interface AlertDestinationInput {
  name: string
  kind: string
  /** The https URL of a Slack incoming webhook or of a webhook receiver. */
  url?: string
  /** E-mail recipients. */
  recipients?: string[]
  /** `daily`, `weekly` or none (e-mail only). */
  digest?: string | null
}

const urlContext = (id: string) => `alert-destination-url:${id}`
const secretContext = (id: string) => `alert-destination-secret:${id}`

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

function destinationOf(row: AlertDestinationTable): AlertDestination {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    name: row.name,
    kind: row.kind,
    url: row.kind === 'webhook' ? row.url : null,
    recipients: row.recipients ? row.recipients.split(',') : [],
    digest: row.digest,
    previous_secret_expires_at: row.previous_expires_at === null ? null : Number(row.previous_expires_at),
    failing_since: row.failing_since === null ? null : Number(row.failing_since),
    paused_at: row.paused_at === null ? null : Number(row.paused_at),
    paused_reason: row.paused_reason,
    created_at: Number(row.created_at),
  }
}

function checkedRecipients(recipients: string[] | undefined): string[] {
  const list = [...new Set((recipients ?? []).map((address) => address.trim().toLowerCase()).filter(Boolean))]
  if (list.length === 0 || list.length > 50) throw new DevtrailError('params_invalid', 'recipients: an e-mail destination needs 1 to 50 addresses')
  const wrong = list.filter((address) => !isEmailAddress(address))
  if (wrong.length) throw new DevtrailError('params_invalid', `recipients: ${wrong.join(', ')} is not an e-mail address`)
  return list
}

/** Creates a destination; a webhook's new signing secret is answered once, here. */
export async function createAlertDestination(
  store: Store,
  box: SecretBox,
  policy: OutboundPolicy,
  workspaceId: string,
  input: AlertDestinationInput,
): Promise<{ destination: AlertDestination; secret: string | null }> {
  await getWorkspace(store, workspaceId)
  const name = await checkNewName(store, 'alert_destinations', 'destination', workspaceId, input.name, '')
  const kind = input.kind.trim().toLowerCase() as AlertDestinationKind
  if (!DESTINATION_KINDS.includes(kind)) throw new DevtrailError('params_invalid', `kind: "${input.kind}" is not one of ${DESTINATION_KINDS.join(', ')}`)
  const id = newId()
  const now = Date.now()
  const row: AlertDestinationTable = {
    id,
    workspace_id: workspaceId,
    name,
    kind,
    url: null,
    sealed_url: null,
    recipients: null,
    sealed_secret: null,
    previous_sealed_secret: null,
    previous_expires_at: null,
    digest: null,
    failing_since: null,
    paused_at: null,
    paused_reason: null,
    created_at: now,
    updated_at: now,
  }
  let secret: string | null = null
  if (kind === 'email') {
    row.recipients = checkedRecipients(input.recipients).join(',')
    if (input.digest !== undefined && input.digest !== null && input.digest !== 'daily' && input.digest !== 'weekly') {
      throw new DevtrailError('params_invalid', 'digest: daily, weekly or none')
    }
    row.digest = input.digest ?? null
  } else {
    if (!input.url) throw new DevtrailError('params_invalid', `url: a ${kind} destination needs its https URL`)
    const url = (await checkDestination(input.url, policy)).toString()
    if (kind === 'slack') row.sealed_url = box.seal(url, urlContext(id))
    else {
      row.url = url
      secret = newWebhookSecret()
      row.sealed_secret = box.seal(secret, secretContext(id))
    }
  }
  await store.db.transaction().execute(async (tx) => {
    await tx.insertInto('alert_destinations').values(row).execute()
    // the first scheduled digest, at the end of the current period
    await scheduleNextDigest(tx, row, now)
  })
  return { destination: destinationOf(row), secret }
}

async function destinationRow(db: Db, workspaceId: string | null, id: string): Promise<AlertDestinationTable> {
  let query = db.selectFrom('alert_destinations').selectAll().where('id', '=', id)
  if (workspaceId !== null) query = query.where('workspace_id', '=', workspaceId)
  const row = await query.executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `alert destination ${id} not found`)
  return row
}

/** One destination (not_found outside `workspaceId`; null: any workspace, for the CLI). */
export async function getAlertDestination(db: Db, workspaceId: string | null, id: string): Promise<AlertDestination> {
  return destinationOf(await destinationRow(db, workspaceId, id))
}

/** The workspace's destinations, by name. */
export async function listAlertDestinations(db: Db, workspaceId: string): Promise<AlertDestination[]> {
  const rows = await db.selectFrom('alert_destinations').selectAll().where('workspace_id', '=', workspaceId).orderBy('name').execute()
  return rows.map(destinationOf)
}

/** A destination with its URL and live signing secrets opened (for the sender only). */
export async function openAlertDestination(db: Db, box: SecretBox, id: string, now = Date.now()): Promise<OpenDestination> {
  const row = await destinationRow(db, null, id)
  const secrets: string[] = []
  if (row.sealed_secret) secrets.push(box.open(row.sealed_secret, secretContext(id)))
  if (row.previous_sealed_secret && row.previous_expires_at !== null && Number(row.previous_expires_at) > now) {
    secrets.push(box.open(row.previous_sealed_secret, secretContext(id)))
  }
  const target = row.kind === 'slack' && row.sealed_url ? box.open(row.sealed_url, urlContext(id)) : row.url
  return { ...destinationOf(row), target, secrets }
}

/** A new signing secret for a webhook destination; the old one keeps signing for `overlapMs` (answered once). */
export async function rotateDestinationSecret(
  store: Store,
  box: SecretBox,
  workspaceId: string | null,
  id: string,
  overlapMs = DEFAULT_SECRET_OVERLAP_MS,
): Promise<{ destination: AlertDestination; secret: string }> {
  const row = await destinationRow(store.db, workspaceId, id)
  if (row.kind !== 'webhook') throw new DevtrailError('params_invalid', 'only a webhook destination has a signing secret')
  const secret = newWebhookSecret()
  const now = Date.now()
  const changes = {
    sealed_secret: box.seal(secret, secretContext(id)),
    previous_sealed_secret: overlapMs > 0 ? row.sealed_secret : null,
    previous_expires_at: overlapMs > 0 ? now + overlapMs : null,
    updated_at: now,
  }
  await store.db.updateTable('alert_destinations').set(changes).where('id', '=', id).execute()
  return { destination: destinationOf({ ...row, ...changes }), secret }
}

/** Deletes a destination, its delivery log, and its place in the workspace's rules (a rule left with none is disabled). */
export async function deleteAlertDestination(store: Store, workspaceId: string | null, id: string): Promise<AlertDestination> {
  const row = await destinationRow(store.db, workspaceId, id)
  await store.db.transaction().execute(async (tx) => {
    await removeDestinationFromRules(tx, row.workspace_id, id)
    await deleteDeliveriesOf(tx, id)
    await tx.deleteFrom('alert_destinations').where('id', '=', id).execute()
  })
  return destinationOf(row)
}

/** Records a failed attempt: failing since now (if it was not already); paused once failing for `pauseAfterMs`. Answers whether it is now paused. */
export async function recordDestinationFailure(db: Db, id: string, reason: string, pauseAfterMs: number, now = Date.now()): Promise<boolean> {
  await db.updateTable('alert_destinations').set({ failing_since: now, updated_at: now }).where('id', '=', id).where('failing_since', 'is', null).execute()
  const paused = await db
    .updateTable('alert_destinations')
    .set({ paused_at: now, paused_reason: reason.slice(0, 500), updated_at: now })
    .where('id', '=', id)
    .where('paused_at', 'is', null)
    .where('failing_since', '<=', now - pauseAfterMs)
    .executeTakeFirst()
  return Number(paused.numUpdatedRows) > 0
}

/** Records a success: no longer failing, and no longer paused. */
export async function recordDestinationSuccess(db: Db, id: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('alert_destinations')
    .set({ failing_since: null, paused_at: null, paused_reason: null, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('failing_since', 'is not', null), eb('paused_at', 'is not', null)]))
    .execute()
}
