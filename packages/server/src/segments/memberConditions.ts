/**
 * SQL conditions of segment filters, shared by segment membership and audiences.
 * Text comparisons ignore case; tags match whole comma-separated names.
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely'
import { normaliseDomain } from '../accounts/ensureAccount.js'
import type { Database } from '../store/schema.js'
import type { AccountSegmentFilter, BuyerSegmentFilter, DeveloperSegmentFilter } from './segmentFilter.js'

const DAY_MS = 86_400_000

type Condition = Expression<SqlBool>

/** Escapes LIKE wildcards so a value matches literally (used with `escape '\'`). */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** `lower(column) in (lowered values)`. */
function oneOf(column: string, values: string[]): Condition {
  const lowered = [...new Set(values.map((value) => value.trim().toLowerCase()))]
  return sql<SqlBool>`lower(${sql.ref(column)}) in (${sql.join(lowered)})`
}

/** The comma-separated `column` holds at least one of `tags` (whole names, case and spaces ignored). */
function anyTag(column: string, tags: string[]): Condition {
  const padded = sql`(',' || replace(lower(${sql.ref(column)}), ' ', '') || ',')`
  const parts = tags.map((tag) => sql<SqlBool>`${padded} like ${`%,${likeLiteral(tag.toLowerCase().replace(/ /g, ''))},%`} escape '\\'`)
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`
}

// punctuation that separates words in a job title ("Co-founder & CTO", "VP, Engineering / Platform")
const WORD_SEPARATORS = [',', '-', '/', '&', '(', ')', '.', ':', ';', '|', '+', '\t']

/** A value's words, lower-cased and joined by single spaces: the form both sides are compared in. */
function titleWords(value: string): string {
  let text = value.toLowerCase()
  for (const separator of WORD_SEPARATORS) text = text.split(separator).join(' ')
  return text.split(' ').filter(Boolean).join(' ')
}

/**
 * The text `column` contains one of `values` as whole words, case ignored: `CTO` matches
 * "CTO" and "Co-founder & CTO", never "Director"; `VP Engineering` matches "Senior VP Engineering".
 */
function containsWordsOfAny(column: string, values: string[]): Condition {
  let text = sql`lower(${sql.ref(column)})`
  for (const separator of WORD_SEPARATORS) text = sql`replace(${text}, ${separator}, ' ')`
  // runs of spaces left by the separators count as one
  for (let pass = 0; pass < 3; pass++) text = sql`replace(${text}, '  ', ' ')`
  const padded = sql`(' ' || ${text} || ' ')`
  const parts = values
    .map(titleWords)
    .filter(Boolean)
    .map((words) => sql<SqlBool>`${padded} like ${`% ${likeLiteral(words)} %`} escape '\\'`)
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`
}

/** Conditions on `accounts` for an ACCOUNT segment filter. */
export function accountConditions(filter: AccountSegmentFilter, now: number): Condition[] {
  const conditions: Condition[] = []
  if (filter.country) conditions.push(oneOf('accounts.country', filter.country))
  if (filter.developer_activity) conditions.push(oneOf('accounts.developer_activity', filter.developer_activity))
  if (filter.customer_fit) conditions.push(oneOf('accounts.customer_fit', filter.customer_fit))
  if (filter.tags) conditions.push(anyTag('accounts.tags', filter.tags))
  if (filter.min_active_developers !== undefined) conditions.push(sql<SqlBool>`accounts.active_developers_count >= ${filter.min_active_developers}`)
  if (filter.max_active_developers !== undefined) conditions.push(sql<SqlBool>`accounts.active_developers_count <= ${filter.max_active_developers}`)
  if (filter.active_within_days !== undefined) conditions.push(sql<SqlBool>`accounts.latest_activity >= ${now - filter.active_within_days * DAY_MS}`)
  return conditions
}

/** Conditions on `developers` for a DEVELOPER segment filter. */
export function developerConditions(
  eb: ExpressionBuilder<Database, 'developers'>,
  workspaceId: string,
  filter: DeveloperSegmentFilter,
  now: number,
): Condition[] {
  const conditions: Condition[] = []
  if (filter.account_ids) conditions.push(eb('developers.account_id', 'in', filter.account_ids))
  if (filter.account_domains) {
    const domains = filter.account_domains.map((domain) => normaliseDomain(domain) ?? domain.toLowerCase())
    conditions.push(
      eb(
        'developers.account_id',
        'in',
        eb.selectFrom('accounts').select('accounts.id').where('accounts.workspace_id', '=', workspaceId).where('accounts.domain', 'in', domains),
      ),
    )
  }
  if (filter.country) conditions.push(oneOf('developers.country', filter.country))
  if (filter.tags) conditions.push(anyTag('developers.tags', filter.tags))
  if (filter.activity_types) {
    const types = [...new Set(filter.activity_types.map((type) => type.toLowerCase()))]
    let active = eb
      .selectFrom('activities')
      .select('activities.developer_id')
      .where('activities.workspace_id', '=', workspaceId)
      .where(sql<SqlBool>`lower(activities.activity_type) in (${sql.join(types)})`)
    if (filter.activity_within_days !== undefined) active = active.where('activities.occurred_at', '>=', now - filter.activity_within_days * DAY_MS)
    conditions.push(eb('developers.id', 'in', active))
  }
  if (filter.active_within_days !== undefined) conditions.push(sql<SqlBool>`developers.latest_activity >= ${now - filter.active_within_days * DAY_MS}`)
  return conditions
}

/** Conditions on `contacts` for a BUYER segment filter (also the audience filter's designation, job function, seniority). */
export function buyerConditions(filter: BuyerSegmentFilter): Condition[] {
  const conditions: Condition[] = []
  if (filter.designation) conditions.push(containsWordsOfAny('contacts.designation', filter.designation))
  if (filter.seniority) conditions.push(oneOf('contacts.seniority', filter.seniority))
  if (filter.job_function) conditions.push(oneOf('contacts.job_function', filter.job_function))
  if (filter.country) conditions.push(oneOf('contacts.country', filter.country))
  if (filter.tags) conditions.push(anyTag('contacts.tags', filter.tags))
  if (filter.verified_only) conditions.push(sql<SqlBool>`contacts.email_verified = 1`)
  return conditions
}

/** The contact's country or state is one of `locations` (the audience filter's location). */
export function locationCondition(locations: string[]): Condition {
  return sql<SqlBool>`(${oneOf('contacts.country', locations)} or ${oneOf('contacts.state', locations)})`
}
