/** Audiences: contacts of a BUYER segment narrowed by the audience filter, stored with stable positions. */
import type { Selectable } from 'kysely'
import { DevtrailError } from '../errors.js'
import { newId } from '../ids.js'
import { buyerConditions, locationCondition } from '../segments/memberConditions.js'
import { getSegmentOfType } from '../segments/segment.js'
import type { BuyerSegmentFilter } from '../segments/segmentFilter.js'
import type { AudienceTable } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { parseAudienceFilter, type AudienceFilter } from './audienceFilter.js'
import { insertAudience, replaceAudienceMembers, updateAudienceRow } from './audienceRows.js'

/** Default and largest audience size. */
export const DEFAULT_AUDIENCE_LIMIT = 1000
export const MAX_AUDIENCE_LIMIT = 100_000

/** What `createAudience` takes. */
export interface AudienceInput {
  /** Owning workspace. */
  workspaceId: string
  /** Audience name, unique within the workspace. */
  name: string
  /** The BUYER segment the audience is built from. */
  segmentId: string
  /** Narrows the segment's contacts; missing arrays mean any. */
  filter?: { designation?: string[]; location?: string[]; job_function?: string[]; seniority?: string[] }
  /** Most members kept (default 1000, at most 100000). */
  limit?: number
  /** Only contacts with a verified e-mail. */
  verifiedOnly?: boolean
  /** Marks the audience for periodic refresh. */
  autoRefresh?: boolean
  /** Who created it (an e-mail or a name). */
  createdBy: string
}

/**
 * Creates an audience from a BUYER segment and fills its members.
 * Throws not_found for an unknown segment, params_invalid for a segment of another type or a bad
 * filter or limit, name_taken for a duplicate name.
 */
export async function createAudience(store: Store, input: AudienceInput): Promise<{ id: string; count: number }> {
  const name = input.name.trim()
  if (!name || name.length > 200) throw new DevtrailError('params_invalid', 'name: must be 1 to 200 characters')
  const filter = parseAudienceFilter(input.filter)
  const limit = input.limit ?? DEFAULT_AUDIENCE_LIMIT
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AUDIENCE_LIMIT) {
    throw new DevtrailError('params_invalid', `limit: must be an integer from 1 to ${MAX_AUDIENCE_LIMIT}`)
  }
  if (!input.createdBy.trim()) throw new DevtrailError('params_invalid', 'createdBy: must not be empty')
  await getSegmentOfType(store, input.workspaceId, input.segmentId, 'BUYER')
  const taken = await store.db.selectFrom('audiences').select('id').where('workspace_id', '=', input.workspaceId).where('name', '=', name).executeTakeFirst()
  if (taken) throw new DevtrailError('name_taken', `an audience named "${name}" already exists`)
  const id = newId()
  const now = Date.now()
  await insertAudience(store.db, {
    id,
    workspace_id: input.workspaceId,
    name,
    type: 'BUYER',
    source: 'SEGMENT',
    source_id: input.segmentId,
    filter: JSON.stringify(filter),
    limit_count: limit,
    verified_only: input.verifiedOnly ? 1 : 0,
    auto_refresh: input.autoRefresh ? 1 : 0,
    created_by: input.createdBy.trim(),
    created_at: now,
    updated_at: now,
  })
  return refreshAudience(store, input.workspaceId, id)
}

/**
 * Recomputes an audience's members from its segment's current contacts. Contacts that stay keep
 * their CRM sync state; credits_consumed grows by the contacts that are new to the audience.
 */
export async function refreshAudience(store: Store, workspaceId: string, audienceId: string): Promise<{ id: string; count: number }> {
  const audience = await store.db.selectFrom('audiences').selectAll().where('id', '=', audienceId).where('workspace_id', '=', workspaceId).executeTakeFirst()
  if (!audience) throw new DevtrailError('not_found', `audience ${audienceId} not found`)
  const segment = await getSegmentOfType(store, workspaceId, audience.source_id, 'BUYER')
  const contactIds = await audienceContactIds(store, workspaceId, segment.filter.filter as BuyerSegmentFilter, JSON.parse(audience.filter) as AudienceFilter, {
    limit: audience.limit_count,
    verifiedOnly: audience.verified_only === 1,
  })
  return store.db.transaction().execute(async (trx) => {
    const previous = await trx
      .selectFrom('audience_members')
      .select(['contact_id', 'is_crm_synced', 'crm_last_synced_at'])
      .where('audience_id', '=', audienceId)
      .execute()
    const kept = new Map(previous.map((member) => [member.contact_id, member]))
    await replaceAudienceMembers(trx, audienceId, contactIds, kept)
    const added = contactIds.filter((contactId) => !kept.has(contactId)).length
    const now = Date.now()
    await updateAudienceRow(trx, audienceId, {
      count: contactIds.length,
      credits_consumed: Number(audience.credits_consumed) + added,
      last_synced_at: now,
      updated_at: now,
    })
    return { id: audienceId, count: contactIds.length }
  })
}

/** The workspace's audiences, oldest first (then by id); with `type` (upper case), only audiences of that type. */
export async function audiencesOfWorkspace(store: Store, workspaceId: string, type?: string): Promise<Selectable<AudienceTable>[]> {
  let query = store.db.selectFrom('audiences').selectAll().where('workspace_id', '=', workspaceId)
  if (type) query = query.where('type', '=', type)
  return query.orderBy('created_at').orderBy('id').execute()
}

/** Contact ids of a BUYER segment narrowed by an audience filter, in the segment order, up to `limit`. */
async function audienceContactIds(
  store: Store,
  workspaceId: string,
  segmentFilter: BuyerSegmentFilter,
  filter: AudienceFilter,
  options: { limit: number; verifiedOnly: boolean },
): Promise<string[]> {
  const narrowed: BuyerSegmentFilter = {
    designation: filter.designation.length ? filter.designation : undefined,
    job_function: filter.job_function.length ? filter.job_function : undefined,
    seniority: filter.seniority.length ? filter.seniority : undefined,
    verified_only: options.verifiedOnly || undefined,
  }
  const rows = await store.db
    .selectFrom('contacts')
    .select('contacts.id')
    .where('contacts.workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.and([...buyerConditions(segmentFilter), ...buyerConditions(narrowed), ...(filter.location.length ? [locationCondition(filter.location)] : [])]),
    )
    .orderBy('contacts.latest_activity', (order) => order.desc().nullsLast())
    .orderBy('contacts.id', 'desc')
    .limit(options.limit)
    .execute()
  return rows.map((row) => row.id)
}
