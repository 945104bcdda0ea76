/**
 * The load-check-change-audit sequence of a settings change, written once: load the thing, refuse
 * it when it is of another workspace than the caller's, change it, and record the change with
 * what the audit log keeps of the thing before and after.
 */
import type { Store } from '../store/store.js'
import { auditChange, checkCallerWorkspace, type SettingsCaller } from './settingsCaller.js'

/** A kind of workspace thing the settings change (a segment, an asset, an API key…). */
export interface AuditedKind<Thing extends { workspace_id: string }> {
  /** The audit log's target type, and the first part of each action (`segment` -> `segment.update`). */
  type: string
  /** Its name in a not_found message, such as `API key`. */
  label: string
  /** Loads it by id; throws not_found for an unknown id. */
  find(store: Store, id: string): Promise<Thing>
  /** What the audit log keeps of it (never a secret). */
  audited(thing: Thing): Record<string, unknown>
}

/** The thing `id` of `kind` when the caller may see it; not_found otherwise. */
export async function findForCaller<Thing extends { workspace_id: string }>(
  kind: AuditedKind<Thing>,
  store: Store,
  caller: SettingsCaller,
  id: string,
): Promise<Thing> {
  const thing = await kind.find(store, id)
  checkCallerWorkspace(caller, thing.workspace_id, kind.label, id)
  return thing
}

/** Records the creation of `thing` (`<type>.create`, with its settings after). */
export async function auditCreated<Thing extends { id: string; workspace_id: string }>(
  kind: AuditedKind<Thing>,
  store: Store,
  caller: SettingsCaller,
  thing: Thing,
): Promise<Thing> {
  await auditChange(store.db, caller, {
    workspaceId: thing.workspace_id,
    action: `${kind.type}.create`,
    targetType: kind.type,
    targetId: thing.id,
    after: kind.audited(thing),
  })
  return thing
}

/**
 * Changes the caller's thing `id` with `change` and records `<type>.<verb>` with its settings
 * before and after. A `change` that answers `before` itself changed nothing: nothing is recorded.
 */
export async function changeAudited<Thing extends { workspace_id: string }>(
  kind: AuditedKind<Thing>,
  store: Store,
  caller: SettingsCaller,
  id: string,
  verb: string,
  change: (before: Thing) => Promise<Thing>,
): Promise<Thing> {
  const before = await findForCaller(kind, store, caller, id)
  const after = await change(before)
  if (after === before) return after
  await auditChange(store.db, caller, {
    workspaceId: after.workspace_id,
    action: `${kind.type}.${verb}`,
    targetType: kind.type,
    targetId: id,
    before: kind.audited(before),
    after: kind.audited(after),
  })
  return after
}

/** Deletes the caller's thing `id` with `remove` and records `<type>.delete` with its settings before. */
export async function deleteAudited<Thing extends { workspace_id: string }>(
  kind: AuditedKind<Thing>,
  store: Store,
  caller: SettingsCaller,
  id: string,
  remove: () => Promise<Thing>,
): Promise<Thing> {
  await findForCaller(kind, store, caller, id)
  const removed = await remove()
  await auditChange(store.db, caller, {
    workspaceId: removed.workspace_id,
    action: `${kind.type}.delete`,
    targetType: kind.type,
    targetId: id,
    before: kind.audited(removed),
  })
  return removed
}
