/**
 * The resources of the product spec, section 2 ("Resources and their fields"): every field with its
 * JSON type, as the spec's tables give them. The data-service contract test holds the real answers
 * to these; keep them in step with the spec.
 */

/** A JSON type the spec names. */
export type SpecType = 'string' | 'integer' | 'boolean' | 'object' | 'array'

/** Resource name -> field -> JSON type. */
export const SPEC_RESOURCES: Record<string, Record<string, SpecType>> = {
  Segment: {
    name: 'string',
    segment_id: 'string',
    type: 'string',
    description: 'string',
  },
  Account: {
    id: 'string',
    account_name: 'string',
    account_domain: 'string',
    country: 'string',
    first_activity_date: 'string',
    last_activity_date: 'string',
    first_activity: 'integer',
    latest_activity: 'integer',
    active_developers_count: 'integer',
    developer_activity: 'string',
    customer_fit: 'string',
    tags: 'string',
  },
  'Account activity record': {
    activity_type: 'string',
    actor: 'string',
    activity_source: 'string',
    page: 'string',
    copied_text: 'string',
    developer_designation: 'string',
    country: 'string',
    activity_date: 'string',
    source_type: 'string',
    developer_id: 'string',
  },
  Developer: {
    id: 'string',
    developer_name: 'string',
    developer_business_email: 'string',
    latest_activity: 'integer',
    first_activity: 'integer',
    last_activity_date: 'string',
    first_activity_date: 'string',
    tags: 'string',
  },
  'Developer activity record': {
    account_id: 'string',
    activity_type: 'string',
    actor: 'string',
    source_type: 'string',
    source: 'string',
    copied_text: 'string',
    action_time: 'integer',
  },
  List: {
    id: 'string',
    name: 'string',
    description: 'string',
    type: 'string',
  },
  'List row': {
    primaryKey: 'string',
    clientKey: 'string',
    fieldType: 'string',
    companyData: 'object',
  },
  'Column mapping entry': {
    clientKey: 'string',
    fieldType: 'string',
  },
  Audience: {
    id: 'string',
    name: 'string',
    source: 'string',
    source_id: 'string',
    filter: 'object',
    limit: 'integer',
    verified_only: 'boolean',
    count: 'integer',
    credits_consumed: 'integer',
    auto_refresh: 'boolean',
    created_by: 'string',
    last_synced_at: 'string',
    created_at: 'string',
    updated_at: 'string',
    type: 'string',
  },
  'Audience member': {
    id: 'string',
    source: 'string',
    full_name: 'string',
    designation: 'string',
    org_id: 'string',
    state: 'string',
    country: 'string',
    email: 'string',
    email_verified: 'boolean',
    type: 'string',
    isCrmSynced: 'string',
    crmLastSyncedTime: 'string',
  },
  'Identity object': {
    username: 'string',
    type: 'string',
    other_identities: 'array',
    firstname: 'string',
    lastname: 'string',
    company: 'string',
  },
}
