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
import { auditChange, checkCallerWorkspace, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

const auditedSegment = (segment: SegmentInfo) => ({ type: segment.type, name: segment.name, description: segment.description, filter: segment.filter })
const auditedAudience = (audience: AudienceInfo) => ({
  name: audience.name,
  source_id: audience.source_id,
  filter: audience.filter,
  limit: audience.limit,
  verified_only: audience.verified_only,
  auto_refresh: audience.auto_refresh,
})

/** The segment `id` when the caller may see it; not_found otherwise. */
export async function segmentOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<SegmentInfo> {
  const segment = await findSegment(store, id)
  checkCallerWorkspace(caller, segment.workspace_id, 'segment', id)
  return segment
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
  const segment = await findSegment(store, id)
  await auditChange(store.db, caller, { workspaceId, action: 'segment.create', targetType: 'segment', targetId: id, after: auditedSegment(segment) })
  return segment
}

/** Renames a segment, changes its description or replaces its filter. */
export async function updateSegmentAs(
  store: Store,
  caller: SettingsCaller,
  id: string,
  changes: { name?: string; description?: string; filter?: unknown },
): Promise<SegmentInfo> {
  const before = await segmentOfCaller(store, caller, id)
  const after = await updateSegment(store, id, changes)
  await auditChange(store.db, caller, {
    workspaceId: after.workspace_id,
    action: 'segment.update',
    targetType: 'segment',
    targetId: id,
    before: auditedSegment(before),
    after: auditedSegment(after),
  })
  return after
}

/** Deletes a segment (refused while an audience is built from it). */
export async function deleteSegmentAs(store: Store, caller: SettingsCaller, id: string): Promise<SegmentInfo> {
  await segmentOfCaller(store, caller, id)
  const segment = await deleteSegment(store, id)
  await auditChange(store.db, caller, {
    workspaceId: segment.workspace_id,
    action: 'segment.delete',
    targetType: 'segment',
    targetId: id,
    before: auditedSegment(segment),
  })
  return segment
}

/** The audience `id` when the caller may see it; not_found otherwise. */
export async function audienceOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<AudienceInfo> {
  const audience = await findAudience(store, id)
  checkCallerWorkspace(caller, audience.workspace_id, 'audience', id)
  return audience
}

/** Creates an audience from one of the caller's BUYER segments and fills it. */
export async function createAudienceAs(
  store: Store,
  caller: SettingsCaller,
  input: Omit<AudienceInput, 'workspaceId'> & { workspaceId?: string },
): Promise<AudienceInfo> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  const { id } = await createAudience(store, { ...input, workspaceId })
  const audience = await findAudience(store, id)
  await auditChange(store.db, caller, { workspaceId, action: 'audience.create', targetType: 'audience', targetId: id, after: auditedAudience(audience) })
  return audience
}

/** Renames an audience or switches its periodic refresh. */
export async function updateAudienceAs(
  store: Store,
  caller: SettingsCaller,
  id: string,
  changes: { name?: string; autoRefresh?: boolean },
): Promise<AudienceInfo> {
  const before = await audienceOfCaller(store, caller, id)
  const after = await updateAudience(store, id, changes)
  await auditChange(store.db, caller, {
    workspaceId: after.workspace_id,
    action: 'audience.update',
    targetType: 'audience',
    targetId: id,
    before: auditedAudience(before),
    after: auditedAudience(after),
  })
  return after
}

/** Deletes an audience and its members. */
export async function deleteAudienceAs(store: Store, caller: SettingsCaller, id: string): Promise<AudienceInfo> {
  await audienceOfCaller(store, caller, id)
  const audience = await deleteAudience(store, id)
  await auditChange(store.db, caller, {
    workspaceId: audience.workspace_id,
    action: 'audience.delete',
    targetType: 'audience',
    targetId: id,
    before: auditedAudience(audience),
  })
  return audience
}
