/**
 * A rule's filters on a candidate alert: source, customer fit and country are read from the facts
 * already loaded; segment and audience membership ask the store, and only for candidates that
 * passed everything else.
 */
import { accountConditions, developerConditions } from '../segments/memberConditions.js'
import { getSegment } from '../segments/segment.js'
import type { Store } from '../store/store.js'
import type { AlertFilters } from './alertRule.js'

/** What a filter looks at. */
export interface FilterSubject {
  workspaceId: string
  accountId: string | null
  developerId: string | null
  /** The activity's source (null for a level change: no source filter applies then). */
  activitySource: string | null
  customerFit: string | null
  /** The account's country, else the activity's ('' when unknown). */
  country: string
}

/** Whether the filters that need no query hold. */
export function passesPlainFilters(filters: AlertFilters, subject: FilterSubject): boolean {
  if (filters.sources && subject.activitySource !== null && !filters.sources.includes(subject.activitySource)) return false
  if (filters.customerFits && !filters.customerFits.includes(subject.customerFit ?? '')) return false
  if (filters.countries && !filters.countries.includes(subject.country.toUpperCase())) return false
  return true
}

/** Whether the segment and audience filters hold (a deleted segment or audience lets nothing through). */
export async function passesMembershipFilters(store: Store, filters: AlertFilters, subject: FilterSubject, now = Date.now()): Promise<boolean> {
  if (filters.segmentId) {
    const segment = await getSegment(store, subject.workspaceId, filters.segmentId).catch(() => null)
    if (!segment) return false
    if (segment.filter.type === 'ACCOUNT') {
      if (!subject.accountId) return false
      const filter = segment.filter.filter
      const member = await store.db
        .selectFrom('accounts')
        .select('accounts.id')
        .where('accounts.id', '=', subject.accountId)
        .where((eb) => eb.and(accountConditions(filter, now)))
        .executeTakeFirst()
      if (!member) return false
    } else if (segment.filter.type === 'DEVELOPER') {
      if (!subject.developerId) return false
      const filter = segment.filter.filter
      const member = await store.db
        .selectFrom('developers')
        .select('developers.id')
        .where('developers.id', '=', subject.developerId)
        .where((eb) => eb.and(developerConditions(eb, subject.workspaceId, filter, now)))
        .executeTakeFirst()
      if (!member) return false
    } else return false
  }
  if (filters.audienceId) {
    if (!subject.accountId) return false
    const member = await store.db
      .selectFrom('audience_members')
      .innerJoin('contacts', 'contacts.id', 'audience_members.contact_id')
      .select('contacts.id')
      .where('audience_members.audience_id', '=', filters.audienceId)
      .where('contacts.account_id', '=', subject.accountId)
      .limit(1)
      .executeTakeFirst()
    if (!member) return false
  }
  return true
}
