/** Stored rows turned into the data service's records, with exact field names and types (held to packages/server/test/specResources.ts). */
import type { Selectable } from 'kysely'
import type { Database } from '../store/schema.js'
import { activityDate, epochMs, isoTime, known } from './dates.js'

type Row<T extends keyof Database> = Selectable<Database[T]>

/** An Account record. */
export function accountRecord(row: Row<'accounts'>) {
  return {
    id: row.id,
    account_name: row.name,
    account_domain: row.domain,
    country: known(row.country),
    first_activity_date: activityDate(row.first_activity),
    last_activity_date: activityDate(row.latest_activity),
    first_activity: epochMs(row.first_activity),
    latest_activity: epochMs(row.latest_activity),
    active_developers_count: Number(row.active_developers_count),
    developer_activity: row.developer_activity,
    customer_fit: row.customer_fit,
    tags: row.tags,
  }
}

/** A Developer record without tags (developers of an account). */
export function developerRecord(row: Pick<Row<'developers'>, 'id' | 'name' | 'email' | 'first_activity' | 'latest_activity'>) {
  return {
    id: row.id,
    developer_name: row.name,
    developer_business_email: known(row.email),
    latest_activity: epochMs(row.latest_activity),
    first_activity: epochMs(row.first_activity),
    last_activity_date: activityDate(row.latest_activity),
    first_activity_date: activityDate(row.first_activity),
  }
}

/** A Developer record with tags (developers of a segment). */
export function segmentDeveloperRecord(row: Row<'developers'>) {
  return { ...developerRecord(row), tags: row.tags }
}

/** A buyer (contact) shaped as a Developer record with tags. */
export function buyerRecord(row: Row<'contacts'>) {
  return { ...developerRecord({ ...row, name: row.full_name }), tags: row.tags }
}

/** An Account activity record. */
export function accountActivityRecord(row: Row<'activities'>) {
  return {
    activity_type: row.activity_type,
    actor: known(row.actor),
    activity_source: row.activity_source,
    page: known(row.page),
    copied_text: known(row.copied_text),
    developer_designation: known(row.developer_designation),
    country: known(row.country),
    activity_date: activityDate(row.occurred_at),
    source_type: row.source_type,
    developer_id: known(row.developer_id),
  }
}

/** A Developer activity record. */
export function developerActivityRecord(row: Row<'activities'>) {
  return {
    account_id: known(row.account_id),
    activity_type: row.activity_type,
    actor: known(row.actor),
    source_type: row.source_type,
    source: row.activity_source,
    copied_text: known(row.copied_text),
    action_time: epochMs(row.occurred_at),
  }
}

/** A List record. */
export function listRecord(row: Pick<Row<'lists'>, 'id' | 'name' | 'description' | 'type'>) {
  return { id: row.id, name: row.name, description: row.description, type: row.type }
}

/** An Audience record. */
export function audienceRecord(row: Row<'audiences'>) {
  const filter = JSON.parse(row.filter) as Partial<Record<'designation' | 'location' | 'job_function' | 'seniority', string[]>>
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    source_id: row.source_id,
    filter: {
      designation: filter.designation ?? [],
      location: filter.location ?? [],
      job_function: filter.job_function ?? [],
      seniority: filter.seniority ?? [],
    },
    limit: Number(row.limit_count),
    verified_only: Number(row.verified_only) === 1,
    count: Number(row.count),
    credits_consumed: Number(row.credits_consumed),
    auto_refresh: Number(row.auto_refresh) === 1,
    created_by: row.created_by,
    last_synced_at: isoTime(row.last_synced_at),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    type: row.type,
  }
}

/** An Audience member record: the contact plus its CRM sync state in the audience. */
export function audienceMemberRecord(row: Row<'contacts'> & { is_crm_synced: string | null; crm_last_synced_at: number | null }) {
  return {
    id: row.id,
    source: 'DEVTRAIL',
    full_name: known(row.full_name),
    designation: known(row.designation),
    org_id: known(row.account_id),
    state: known(row.state),
    country: known(row.country),
    email: row.email,
    email_verified: Number(row.email_verified) === 1,
    type: 'BUYER',
    isCrmSynced: known(row.is_crm_synced),
    crmLastSyncedTime: isoTime(row.crm_last_synced_at),
  }
}
