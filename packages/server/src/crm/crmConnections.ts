/** The `crm_connections` repository: one connection per workspace and CRM. */
import type { Selectable } from 'kysely'
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { CrmConnectionTable, CrmKind } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import { sealCredentials } from './crmCredentials.js'
import { deleteRecordsOf } from './crmRecords.js'
import { deleteRuns } from './crmRuns.js'
import type { CrmCredentials, CrmSelection, CrmSettings } from './crmSettings.js'

/** Default time between two scheduled runs: one hour. */
export const DEFAULT_SYNC_INTERVAL_MS = 3_600_000

/** A connection as the sync reads it (its credentials still sealed). */
export interface CrmConnection {
  id: string
  workspaceId: string
  crm: CrmKind
  sealedCredentials: string
  settings: CrmSettings
  selection: CrmSelection
  status: 'active' | 'paused'
  statusReason: string | null
  syncIntervalMs: number
  lastRunId: string | null
  lastSuccessAt: number | null
  nextRunAt: number | null
}

/** A connection read from its row. */
export function connectionOf(row: Selectable<CrmConnectionTable>): CrmConnection {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    crm: row.crm,
    sealedCredentials: row.sealed_credentials,
    settings: JSON.parse(row.settings) as CrmSettings,
    selection: JSON.parse(row.selection) as CrmSelection,
    status: row.status,
    statusReason: row.status_reason,
    syncIntervalMs: Number(row.sync_interval_ms),
    lastRunId: row.last_run_id,
    lastSuccessAt: row.last_success_at === null ? null : Number(row.last_success_at),
    nextRunAt: row.next_run_at === null ? null : Number(row.next_run_at),
  }
}

/** What `saveConnection` writes. */
export interface ConnectionInput {
  workspaceId: string
  crm: CrmKind
  credentials: CrmCredentials
  settings: CrmSettings
  selection: CrmSelection
  syncIntervalMs?: number
}

/**
 * Creates the workspace's connection to `crm`, or replaces its credentials, settings and selection
 * (reconnecting with a new token resumes a paused connection). Returns it.
 */
export async function saveConnection(store: Store, box: SecretBox, input: ConnectionInput, now = Date.now()): Promise<CrmConnection> {
  const existing = await findConnection(store, input.workspaceId, input.crm)
  const id = existing?.id ?? newId()
  const values = {
    sealed_credentials: sealCredentials(box, id, input.credentials),
    settings: JSON.stringify(input.settings),
    selection: JSON.stringify(input.selection),
    status: 'active' as const,
    status_reason: null,
    sync_interval_ms: input.syncIntervalMs ?? existing?.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS,
    updated_at: now,
  }
  if (existing) await store.db.updateTable('crm_connections').set(values).where('id', '=', id).execute()
  else
    await store.db
      .insertInto('crm_connections')
      .values({ id, workspace_id: input.workspaceId, crm: input.crm, created_at: now, ...values })
      .execute()
  return (await findConnection(store, input.workspaceId, input.crm))!
}

/** The workspace's connection to `crm`, or null. */
export async function findConnection(store: Store, workspaceId: string, crm: CrmKind): Promise<CrmConnection | null> {
  const row = await store.db.selectFrom('crm_connections').selectAll().where('workspace_id', '=', workspaceId).where('crm', '=', crm).executeTakeFirst()
  return row ? connectionOf(row) : null
}

/** The connection `id`, or null when it was disconnected. */
export async function connectionById(store: Store, id: string): Promise<CrmConnection | null> {
  const row = await store.db.selectFrom('crm_connections').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? connectionOf(row) : null
}

/** The workspace's connections. */
export async function connectionsOfWorkspace(store: Store, workspaceId: string): Promise<CrmConnection[]> {
  const rows = await store.db.selectFrom('crm_connections').selectAll().where('workspace_id', '=', workspaceId).orderBy('crm').execute()
  return rows.map(connectionOf)
}

/** The workspace's connection to `crm`; a not_found DevtrailError when there is none. */
export async function requireConnection(store: Store, workspaceId: string, crm: CrmKind): Promise<CrmConnection> {
  const connection = await findConnection(store, workspaceId, crm)
  if (!connection) throw new DevtrailError('not_found', `This workspace has no ${crm} connection`)
  return connection
}

/** Pauses the connection: the CRM refused its credential; nothing is sent until it is replaced. */
export async function pauseConnection(store: Store, id: string, reason: string, now = Date.now()): Promise<void> {
  await store.db.updateTable('crm_connections').set({ status: 'paused', status_reason: reason, updated_at: now }).where('id', '=', id).execute()
}

/** Records when the next scheduled run is due. */
export async function setNextRun(store: Store, id: string, nextRunAt: number | null): Promise<void> {
  await store.db.updateTable('crm_connections').set({ next_run_at: nextRunAt }).where('id', '=', id).execute()
}

/** Records the connection's latest run (in the transaction that planned it). */
export async function recordLastRun(db: Db, id: string, runId: string): Promise<void> {
  await db.updateTable('crm_connections').set({ last_run_id: runId }).where('id', '=', id).execute()
}

/** Marks the connection synced and records when its next run is due (in the transaction that finished the run). */
export async function recordRunSuccess(db: Db, id: string, now: number, nextRunAt: number): Promise<void> {
  await db.updateTable('crm_connections').set({ last_success_at: now, next_run_at: nextRunAt }).where('id', '=', id).execute()
}

/** Removes the connection, its runs and what it recorded per CRM record (the CRM's records stay). */
export async function deleteConnection(store: Store, id: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await deleteRecordsOf(trx, id)
    await deleteRuns(trx, id)
    await trx.deleteFrom('crm_connections').where('id', '=', id).execute()
  })
}

/** Replaces what the connection sends; answers the connection. */
export async function updateSelection(store: Store, id: string, selection: CrmSelection, now = Date.now()): Promise<CrmConnection> {
  await store.db
    .updateTable('crm_connections')
    .set({ selection: JSON.stringify({ segments: selection.segments, audiences: selection.audiences }), updated_at: now })
    .where('id', '=', id)
    .execute()
  return (await connectionById(store, id))!
}
