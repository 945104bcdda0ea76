/** Segments: saved filters over a workspace's accounts, developers or buyers. */
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import type { SegmentType } from '../store/schema.js'
import { countedWindow, type RowWindow } from '../store/countedWindow.js'
import type { Store } from '../store/store.js'
import { parseSegmentFilter, type SegmentFilter } from './segmentFilter.js'
import { insertSegment } from './segmentRows.js'

const SEGMENT_TYPES: readonly SegmentType[] = ['ACCOUNT', 'DEVELOPER', 'BUYER']

/** A stored segment with its parsed filter. */
export interface Segment {
  /** Segment id. */
  id: string
  /** Owning workspace. */
  workspaceId: string
  /** ACCOUNT, DEVELOPER or BUYER. */
  type: SegmentType
  /** Unique within the workspace. */
  name: string
  /** Free text, '' when none. */
  description: string
  /** The validated saved filter. */
  filter: SegmentFilter
  /** Creation time, epoch ms. */
  createdAt: number
}

/**
 * Creates a segment. Throws params_invalid for a bad type, name or filter (the message names
 * the bad key) and name_taken when the workspace already has a segment of that name.
 */
export async function createSegment(
  store: Store,
  input: { workspaceId: string; type: 'ACCOUNT' | 'DEVELOPER' | 'BUYER'; name: string; description?: string; filter: unknown },
): Promise<{ id: string; type: string; name: string }> {
  if (!SEGMENT_TYPES.includes(input.type)) throw new DevtrailError('params_invalid', 'type: must be ACCOUNT, DEVELOPER or BUYER')
  const name = input.name.trim()
  if (!name || name.length > 200) throw new DevtrailError('params_invalid', 'name: must be 1 to 200 characters')
  const parsed = parseSegmentFilter(input.type, input.filter)
  const workspace = await store.db.selectFrom('workspaces').select('id').where('id', '=', input.workspaceId).executeTakeFirst()
  if (!workspace) throw new DevtrailError('not_found', `workspace ${input.workspaceId} not found`)
  const taken = await store.db.selectFrom('segments').select('id').where('workspace_id', '=', input.workspaceId).where('name', '=', name).executeTakeFirst()
  if (taken) throw new DevtrailError('name_taken', `a segment named "${name}" already exists`)
  // segments are listed in creation order: two created in one millisecond still get distinct times
  const latest = await store.db
    .selectFrom('segments')
    .select((eb) => eb.fn.max('created_at').as('createdAt'))
    .where('workspace_id', '=', input.workspaceId)
    .executeTakeFirst()
  const createdAt = Math.max(Date.now(), Number(latest?.createdAt ?? 0) + 1)
  const id = newId()
  try {
    await insertSegment(store, {
      id,
      workspace_id: input.workspaceId,
      type: input.type,
      name,
      description: input.description ?? '',
      filter: JSON.stringify(parsed.filter),
      created_at: createdAt,
    })
  } catch (error) {
    // a concurrent create of the same name lost the race on the unique constraint
    const again = await store.db.selectFrom('segments').select('id').where('workspace_id', '=', input.workspaceId).where('name', '=', name).executeTakeFirst()
    if (again) throw new DevtrailError('name_taken', `a segment named "${name}" already exists`)
    throw error
  }
  return { id, type: input.type, name }
}

/** The workspace's segment `id`; not_found for an unknown id or one of another workspace. */
export async function getSegment(store: Store, workspaceId: string, id: string): Promise<Segment> {
  const row = await store.db.selectFrom('segments').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `segment ${id} not found`)
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    type: row.type,
    name: row.name,
    description: row.description,
    filter: { type: row.type, filter: JSON.parse(row.filter) } as SegmentFilter,
    createdAt: Number(row.created_at),
  }
}

/** The workspace's segment `id`, which must be of `type` (params_invalid otherwise). */
export async function getSegmentOfType(store: Store, workspaceId: string, id: string, type: SegmentType): Promise<Segment> {
  const segment = await getSegment(store, workspaceId, id)
  if (segment.type !== type) {
    throw new DevtrailError('params_invalid', `segment ${id} is of type ${segment.type}, not ${type}`)
  }
  return segment
}

/** A segment as the data service lists it. */
export interface SegmentSummary {
  /** Segment id. */
  id: string
  /** Unique within the workspace. */
  name: string
  /** ACCOUNT, DEVELOPER or BUYER. */
  type: SegmentType
  /** Free text, '' when none. */
  description: string
}

/** One window of the workspace's segments, oldest first (then by id), and how many it has in all. */
export function segmentsOfWorkspace(store: Store, workspaceId: string, window: RowWindow): Promise<{ rows: SegmentSummary[]; total: number }> {
  return countedWindow(
    store.db.selectFrom('segments').where('workspace_id', '=', workspaceId),
    (matching) => matching.select(['id', 'name', 'type', 'description']).orderBy('created_at').orderBy('id'),
    window,
  )
}
