/**
 * Who changes a workspace's settings, and the audit record every change leaves. The data service
 * and the dashboard act for the request's principal in its own workspace; the CLI acts as `cli`
 * in whichever workspace the changed thing belongs to.
 */
import type { FastifyRequest } from 'fastify'
import { CLI_ACTOR, recordAuditEvent, type AuditActor, type AuditDb } from '../audit/auditLog.js'
import { principalOf, type Principal } from '../auth/principal.js'
import { DevtrailError } from '../errors.js'

/** The caller of a settings change. */
export interface SettingsCaller {
  /** Who, for the audit log. */
  actor: AuditActor
  /** The client address, null from the CLI. */
  address: string | null
  /** The only workspace the caller may change; null for the CLI (any workspace of its database). */
  workspaceId: string | null
}

/** The CLI: any workspace, recorded as `cli`. */
export const CLI_CALLER: SettingsCaller = { actor: CLI_ACTOR, address: null, workspaceId: null }

/** The audit actor of a principal: the user (by e-mail), else the API key. */
export function actorOf(principal: Principal): AuditActor {
  const label = principal.userId ? (principal.email ?? `user:${principal.userId}`) : principal.apiKeyId ? `api_key:${principal.apiKeyId}` : 'session'
  return { userId: principal.userId, apiKeyId: principal.apiKeyId, label }
}

/** The caller of an authenticated data-service or dashboard request. */
export function callerOfRequest(request: FastifyRequest): SettingsCaller {
  const principal = principalOf(request)
  return { actor: actorOf(principal), address: request.ip, workspaceId: principal.workspaceId }
}

/** The workspace the caller acts on when it names none itself (the CLI must name one). */
export function workspaceOfCaller(caller: SettingsCaller, given?: string): string {
  const workspaceId = caller.workspaceId ?? given
  if (!workspaceId) throw new DevtrailError('params_invalid', 'a workspace is needed')
  return workspaceId
}

/** Refuses (404, as for an unknown id) a thing of another workspace than the caller's. */
export function checkCallerWorkspace(caller: SettingsCaller, workspaceId: string, label: string, id: string): void {
  if (caller.workspaceId !== null && caller.workspaceId !== workspaceId) throw new DevtrailError('not_found', `${label} ${id} not found`)
}

/** One change to record: what, on which thing, and the settings before and after (never a secret). */
export interface SettingsChange {
  workspaceId: string
  action: string
  targetType: string
  targetId: string | null
  before?: unknown
  after?: unknown
}

/** Records a change made by `caller` in the audit log. */
export async function auditChange(db: AuditDb, caller: SettingsCaller, change: SettingsChange): Promise<void> {
  await recordAuditEvent(db, { ...change, actor: caller.actor, address: caller.address })
}

/** Records a change made by an authenticated request, in its principal's workspace unless `change` names another. */
export async function auditRequestChange(
  db: AuditDb,
  request: FastifyRequest,
  change: Omit<SettingsChange, 'workspaceId'> & { workspaceId?: string },
): Promise<void> {
  const caller = callerOfRequest(request)
  await auditChange(db, caller, { ...change, workspaceId: workspaceOfCaller(caller, change.workspaceId) })
}
