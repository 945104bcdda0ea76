/**
 * The saved filter of a segment, one TypeBox schema per segment type (docs/segments.md).
 * Every condition is optional (an empty filter selects every account, developer or buyer);
 * text comparisons ignore case; unknown keys are rejected.
 */
import { Type, type Static, type TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { DevtrailError } from '../errors.js'
import type { SegmentType } from '../store/schema.js'

const Names = (description: string) => Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 500, description })
const Days = (description: string) => Type.Integer({ minimum: 1, maximum: 3650, description })

/** Filter of an ACCOUNT segment. */
export const AccountSegmentFilter = Type.Object(
  {
    country: Type.Optional(Names('Account country is one of these (e.g. US, DE).')),
    developer_activity: Type.Optional(Names('Activity level is one of these: HIGH, MEDIUM, LOW.')),
    customer_fit: Type.Optional(Names('Customer fit is one of these: STRONG, MODERATE, WEAK.')),
    tags: Type.Optional(Names('The account carries at least one of these tags.')),
    min_active_developers: Type.Optional(Type.Integer({ minimum: 0, description: 'At least this many active developers.' })),
    max_active_developers: Type.Optional(Type.Integer({ minimum: 0, description: 'At most this many active developers.' })),
    active_within_days: Type.Optional(Days('Latest activity within the last N days.')),
  },
  { additionalProperties: false, title: 'AccountSegmentFilter' },
)

/** Filter of a DEVELOPER segment. */
export const DeveloperSegmentFilter = Type.Object(
  {
    account_ids: Type.Optional(Names('The developer belongs to one of these accounts (ids).')),
    account_domains: Type.Optional(Names('The developer belongs to an account with one of these domains.')),
    country: Type.Optional(Names('Developer country is one of these.')),
    tags: Type.Optional(Names('The developer carries at least one of these tags.')),
    activity_types: Type.Optional(Names('The developer has an activity of one of these types (e.g. COPY_COMMAND)...')),
    activity_within_days: Type.Optional(Days('...within the last N days (with activity_types; default: any time).')),
    active_within_days: Type.Optional(Days('Latest activity within the last N days.')),
  },
  { additionalProperties: false, title: 'DeveloperSegmentFilter' },
)

/** Filter of a BUYER segment (over imported contacts). */
export const BuyerSegmentFilter = Type.Object(
  {
    designation: Type.Optional(Names('The designation contains one of these (e.g. "engineering" matches "VP Engineering").')),
    seniority: Type.Optional(Names('Seniority is one of these.')),
    job_function: Type.Optional(Names('Job function is one of these.')),
    country: Type.Optional(Names('Country is one of these.')),
    tags: Type.Optional(Names('The contact carries at least one of these tags.')),
    verified_only: Type.Optional(Type.Boolean({ description: 'Only contacts with a verified e-mail.' })),
  },
  { additionalProperties: false, title: 'BuyerSegmentFilter' },
)

export type AccountSegmentFilter = Static<typeof AccountSegmentFilter>
export type DeveloperSegmentFilter = Static<typeof DeveloperSegmentFilter>
export type BuyerSegmentFilter = Static<typeof BuyerSegmentFilter>

/** A validated filter together with its segment type. */
export type SegmentFilter =
  | { type: 'ACCOUNT'; filter: AccountSegmentFilter }
  | { type: 'DEVELOPER'; filter: DeveloperSegmentFilter }
  | { type: 'BUYER'; filter: BuyerSegmentFilter }

/** The filter schema of each segment type. */
export const segmentFilterSchemas: Record<SegmentType, TSchema> = {
  ACCOUNT: AccountSegmentFilter,
  DEVELOPER: DeveloperSegmentFilter,
  BUYER: BuyerSegmentFilter,
}

/**
 * Checks `filter` against the schema of `type` and answers it typed.
 * Throws params_invalid naming the first bad key (`filter.colour: unknown key`).
 */
export function parseSegmentFilter(type: SegmentType, filter: unknown): SegmentFilter {
  const schema = segmentFilterSchemas[type]
  if (!schema) throw new DevtrailError('params_invalid', `type: must be ACCOUNT, DEVELOPER or BUYER`)
  const value = filter ?? {}
  checkAgainst(schema, value, 'filter')
  if (type === 'DEVELOPER') {
    const developer = value as DeveloperSegmentFilter
    if (developer.activity_within_days !== undefined && developer.activity_types === undefined) {
      throw new DevtrailError('params_invalid', 'filter.activity_within_days: needs filter.activity_types')
    }
  }
  if (type === 'ACCOUNT') {
    const account = value as AccountSegmentFilter
    if (
      account.min_active_developers !== undefined &&
      account.max_active_developers !== undefined &&
      account.min_active_developers > account.max_active_developers
    ) {
      throw new DevtrailError('params_invalid', 'filter.max_active_developers: must be >= filter.min_active_developers')
    }
  }
  return { type, filter: value } as SegmentFilter
}

/** Throws params_invalid with `<prefix>.<key>: <problem>` for the first error of `value` against `schema`. */
export function checkAgainst(schema: TSchema, value: unknown, prefix: string): void {
  if (Value.Check(schema, value)) return
  const errors = [...Value.Errors(schema, value)].filter((error) => error.keyword !== 'boolean')
  const first = errors[0]
  if (!first) throw new DevtrailError('params_invalid', `${prefix}: invalid`)
  const path = first.instancePath.split('/').filter(Boolean)
  const where = [prefix, ...path].join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]')
  const params = first.params as { additionalProperties?: string[] }
  if (first.keyword === 'additionalProperties' && params.additionalProperties?.[0]) {
    const allowed = Object.keys((schema as { properties?: object }).properties ?? {}).join(', ')
    throw new DevtrailError('params_invalid', `${where}.${params.additionalProperties[0]}: unknown key${path.length === 0 ? ` (allowed: ${allowed})` : ''}`)
  }
  if (first.keyword === 'type' && path.length === 0 && prefix === 'filter') {
    throw new DevtrailError('params_invalid', `${prefix}: must be an object`)
  }
  throw new DevtrailError('params_invalid', `${where}: ${first.message}`)
}
