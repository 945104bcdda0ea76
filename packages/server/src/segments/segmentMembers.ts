/**
 * Segment membership over current data, in one stable order: latest activity first (never-active
 * last), then id descending. Both stores walk an index in that order (migration 003).
 */
import type { Store } from '../store/store.js'
import { accountConditions, buyerConditions, developerConditions } from './memberConditions.js'
import type { Segment } from './segment.js'

/** Ids of the segment's members (accounts, developers or contacts) in the stable paging order. */
export async function segmentMemberIds(store: Store, segment: Segment, now = Date.now()): Promise<string[]> {
  const { filter } = segment
  const workspaceId = segment.workspaceId
  if (filter.type === 'ACCOUNT') {
    const rows = await store.db
      .selectFrom('accounts')
      .select('accounts.id')
      .where('accounts.workspace_id', '=', workspaceId)
      .where((eb) => eb.and(accountConditions(filter.filter, now)))
      .orderBy('accounts.latest_activity', (order) => order.desc().nullsLast())
      .orderBy('accounts.id', 'desc')
      .execute()
    return rows.map((row) => row.id)
  }
  if (filter.type === 'DEVELOPER') {
    const rows = await store.db
      .selectFrom('developers')
      .select('developers.id')
      .where('developers.workspace_id', '=', workspaceId)
      .where((eb) => eb.and(developerConditions(eb, workspaceId, filter.filter, now)))
      .orderBy('developers.latest_activity', (order) => order.desc().nullsLast())
      .orderBy('developers.id', 'desc')
      .execute()
    return rows.map((row) => row.id)
  }
  const rows = await store.db
    .selectFrom('contacts')
    .select('contacts.id')
    .where('contacts.workspace_id', '=', workspaceId)
    .where((eb) => eb.and(buyerConditions(filter.filter)))
    .orderBy('contacts.latest_activity', (order) => order.desc().nullsLast())
    .orderBy('contacts.id', 'desc')
    .execute()
  return rows.map((row) => row.id)
}
