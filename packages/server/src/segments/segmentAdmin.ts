/** Managing segments by id (the CLI's list, show, update and delete). */
import { checkNewName } from '../admin/uniqueName.js'
import { DevtrailError } from '../errors.js'
import { deleteSegmentRow, updateSegmentRow } from './segmentRows.js'
import type { SegmentType } from '../store/schema.js'
import type { Store } from '../store/store.js'

/** A segment as the CLI shows it. */
export interface SegmentInfo {
  id: string
  workspace_id: string
  type: SegmentType
  name: string
  description: string
  filter: unknown
  created_at: number
}

function toInfo(row: {
  id: string
  workspace_id: string
  type: SegmentType
  name: string
  description: string
  filter: string
  created_at: number
}): SegmentInfo {
  return { ...row, filter: JSON.parse(row.filter) as unknown, created_at: Number(row.created_at) }
}

/** A workspace's segments, by name. */
export async function listSegments(store: Store, workspaceId: string): Promise<SegmentInfo[]> {
  const rows = await store.db.selectFrom('segments').selectAll().where('workspace_id', '=', workspaceId).orderBy('name').execute()
  return rows.map(toInfo)
}

/** The segment `id` of any workspace; not_found otherwise. */
export async function findSegment(store: Store, id: string): Promise<SegmentInfo> {
  const row = await store.db.selectFrom('segments').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `segment ${id} not found`)
  return toInfo(row)
}

/** Renames a segment, changes its description or replaces its filter (checked against its type). */
export async function updateSegment(store: Store, id: string, changes: { name?: string; description?: string; filter?: unknown }): Promise<SegmentInfo> {
  const segment = await findSegment(store, id)
  const name = changes.name === undefined ? segment.name : await checkNewName(store, 'segments', 'segment', segment.workspace_id, changes.name, segment.name)
  // the filter schemas load on use: most commands never need them
  const filter = changes.filter === undefined ? segment.filter : (await import('./segmentFilter.js')).parseSegmentFilter(segment.type, changes.filter).filter
  const description = changes.description ?? segment.description
  await updateSegmentRow(store, id, { name, description, filter })
  return { ...segment, name, description, filter }
}

/** Deletes a segment; refused while an audience is built from it (delete the audience first). */
export async function deleteSegment(store: Store, id: string): Promise<SegmentInfo> {
  const segment = await findSegment(store, id)
  const audiences = await store.db.selectFrom('audiences').select('name').where('source_id', '=', id).execute()
  if (audiences.length > 0) {
    throw new DevtrailError(
      'params_invalid',
      `segment ${id} is the source of audience ${audiences.map((row) => `"${row.name}"`).join(', ')}: delete those first`,
    )
  }
  await deleteSegmentRow(store, id)
  return segment
}
