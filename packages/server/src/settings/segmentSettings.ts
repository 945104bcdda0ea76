/**
 * Changing a workspace's segments and audiences, for the data service and the CLI alike, through
 * the segment and audience modules: create, edit (name, description, filter), delete. Each change
 * is audited with the settings before and after.
 */
import { type AudienceInput, createAudience } from '../audiences/audience.js'
import { deleteAudience, findAudience, updateAudience, type AudienceInfo } from '../audiences/audienceAdmin.js'
import { deleteSegment, findSegment, updateSegment, type SegmentInfo } from '../segments/segmentAdmin.js'
import type { SegmentType } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { auditCreated, changeAudited, deleteAudited, findForCaller, type AuditedKind } from './auditedSettings.js'
import { workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

const SEGMENT: AuditedKind<SegmentInfo> = {
  type: 'segment',
  label: 'segment',
  find: findSegment,
  audited: (segment) => ({ type: segment.type, name: segment.name, description: segment.description, filter: segment.filter }),
}

const AUDIENCE: AuditedKind<AudienceInfo> = {
  type: 'audience',
  label: 'audience',
  find: findAudience,
  audited: (audience) => ({
    name: audience.name,
    source_id: audience.source_id,
    filter: audience.filter,
    limit: audience.limit,
    verified_only: audience.verified_only,
    auto_refresh: audience.auto_refresh,
  }),
}

/** The segment `id` when the caller may see it; not_found otherwise. */
export function segmentOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<SegmentInfo> {
  return findForCaller(SEGMENT, store, caller, id)
}

/** Creates a segment (its filter checked against its type). */
export async function createSegmentAs(
  store: Store,
  caller: SettingsCaller,
  input: { workspaceId?: string; type: SegmentType; name: string; description?: string; filter: unknown },
): Promise<SegmentInfo> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  // loaded on use: the filter schemas are slow to load and most CLI commands never need them
  const { createSegment } = await import('../segments/segment.js')
  const { id } = await createSegment(store, { ...input, workspaceId })
  return auditCreated(SEGMENT, store, caller, await findSegment(store, id))
}

/** Renames a segment, changes its description or replaces its filter. */
export function updateSegmentAs(
  store: Store,
  caller: SettingsCaller,
  id: string,
  changes: { name?: string; description?: string; filter?: unknown },
): Promise<SegmentInfo> {
  return changeAudited(SEGMENT, store, caller, id, 'update', () => updateSegment(store, id, changes))
}

/** Deletes a segment (refused while an audience is built from it). */
export function deleteSegmentAs(store: Store, caller: SettingsCaller, id: string): Promise<SegmentInfo> {
  return deleteAudited(SEGMENT, store, caller, id, () => deleteSegment(store, id))
}

/** The audience `id` when the caller may see it; not_found otherwise. */
export function audienceOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<AudienceInfo> {
  return findForCaller(AUDIENCE, store, caller, id)
}

/** Creates an audience from one of the caller's BUYER segments and fills it. */
export async function createAudienceAs(
  store: Store,
  caller: SettingsCaller,
  input: Omit<AudienceInput, 'workspaceId'> & { workspaceId?: string },
): Promise<AudienceInfo> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  const { id } = await createAudience(store, { ...input, workspaceId })
  return auditCreated(AUDIENCE, store, caller, await findAudience(store, id))
}

/** Renames an audience or switches its periodic refresh. */
export function updateAudienceAs(store: Store, caller: SettingsCaller, id: string, changes: { name?: string; autoRefresh?: boolean }): Promise<AudienceInfo> {
  return changeAudited(AUDIENCE, store, caller, id, 'update', () => updateAudience(store, id, changes))
}

/** Deletes an audience and its members. */
export function deleteAudienceAs(store: Store, caller: SettingsCaller, id: string): Promise<AudienceInfo> {
  return deleteAudited(AUDIENCE, store, caller, id, () => deleteAudience(store, id))
}
