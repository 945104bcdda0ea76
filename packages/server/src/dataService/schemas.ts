/**
 * Response schemas of the data service, field for field its resources (packages/server/test/specResources.ts).
 * They drive serialisation (no extra field ever leaves) and the OpenAPI document.
 */
import { Type, type TSchema } from 'typebox'
import { AudienceFilter } from '../audiences/audienceFilter.js'
import { errorStatus } from '../errors.js'

/** Rows in one page of segment members, account developers and segments. */
export const PAGE_SIZE = 100
/** Rows in one page of activities (`page` given). */
export const ACTIVITY_PAGE_SIZE = 1000

/** A value Devtrail may not know: the schema, or null (never '' or 0). */
const Nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description })
const ActivityDate = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', description: `${description}: \`YYYY-MM-DD HH:MM:SS\` UTC.` })
const NullableActivityDate = (description: string) =>
  Nullable(ActivityDate(description), `${description}: \`YYYY-MM-DD HH:MM:SS\` UTC; null when never active.`)
const NullableEpochMs = (description: string) => Nullable(Type.Integer({ minimum: 0 }), `${description}: epoch milliseconds; null when never active.`)
const IsoTime = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$', description: `${description}: ISO 8601 UTC with milliseconds.` })
const NullableIsoTime = (description: string) => Nullable(IsoTime(description), `${description}: ISO 8601 UTC with milliseconds; null when never.`)
const NullableText = (description: string) => Nullable(Type.String(), `${description}; null when unknown.`)

/** `{error:{message, type}}`, the body of every error. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object(
      {
        message: Type.String(),
        type: Type.String({ enum: Object.keys(errorStatus), description: 'What went wrong, as a stable code (the HTTP status follows from it).' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'Error' },
)

/** Error answers every authenticated route may give. */
export const errorResponses = {
  400: { ...ErrorBody, description: 'params_invalid: a bad parameter or body' },
  401: { ...ErrorBody, description: 'unauthorized: missing, unknown or revoked x-api-key' },
  403: { ...ErrorBody, description: 'forbidden: the key or session lacks the scope this operation needs' },
  404: { ...ErrorBody, description: 'not_found: unknown id, or an id of another workspace' },
  429: { ...ErrorBody, description: 'rate_limited: too many requests for this key (see Retry-After)' },
  500: { ...ErrorBody, description: 'internal_error' },
  503: { ...ErrorBody, description: 'unavailable: the store is not answering (see Retry-After)' },
}

/** The component name of a record schema: its title, or the name a `Type.Ref` points to. */
function titleOf(schema: TSchema): string | undefined {
  const { title, $ref } = schema as { title?: unknown; $ref?: unknown }
  if (typeof title === 'string') return title
  return typeof $ref === 'string' ? ($ref.split('/').at(-1) ?? $ref).replace(/#$/, '') : undefined
}

/** The title of a wrapper of `item` (`AccountPage`), when the item is named. */
const wrapperTitle = (item: TSchema, suffix: string) => {
  const title = titleOf(item)
  return title === undefined ? {} : { title: `${title}${suffix}` }
}

/** The request id, also in the `x-request-id` header. */
export const RequestId = Type.String({ description: 'The id of this request (also the x-request-id header).' })

/** `{data:[T], total_pages, next_page, request_id}`, named `<T>Page`. */
export function Paged(item: TSchema, description = `Pages of ${PAGE_SIZE} rows; page starts at 1.`) {
  return Type.Object(
    {
      data: Type.Array(item),
      total_pages: Type.Integer({ minimum: 0, description }),
      next_page: Type.Union([Type.Integer({ minimum: 2 }), Type.Null()], { description: 'The next page number; null on the last page and past the end.' }),
      request_id: RequestId,
    },
    { additionalProperties: false, ...wrapperTitle(item, 'Page') },
  )
}

/** `{data:[T], request_id}`, named `<T>Results`. */
export function Listed(item: TSchema) {
  return Type.Object({ data: Type.Array(item), request_id: RequestId }, { additionalProperties: false, ...wrapperTitle(item, 'Results') })
}

/** `{data:[T], request_id}`, plus `total_pages` and `next_page` when `page` was given (activities), named `<T>Results`. */
export function ActivityList(item: TSchema) {
  return Type.Object(
    {
      data: Type.Array(item),
      total_pages: Type.Optional(Type.Integer({ minimum: 0, description: `Only with \`page\`: pages of ${ACTIVITY_PAGE_SIZE} activities.` })),
      next_page: Type.Optional(
        Type.Union([Type.Integer({ minimum: 2 }), Type.Null()], { description: 'Only with `page`: the next page number; null on the last page.' }),
      ),
      request_id: RequestId,
    },
    { additionalProperties: false, ...wrapperTitle(item, 'Results') },
  )
}

/** The `page` query parameter. */
/** Pages beyond a million are refused: the offset must stay inside a 32-bit integer. */
export const PageQuery = Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, from 1 (default 1) to 1,000,000.' })

/** The query string of a paged list: the optional `page`. */
export const PageQuerystring = Type.Object({ page: Type.Optional(PageQuery) })

/** What an account's or developer's activity list answers, with and without `page`. */
export const ACTIVITY_LIST_DESCRIPTION = `Most recent first. Without \`page\`: the latest ${ACTIVITY_PAGE_SIZE} activities and no paging fields. With \`page\` (an extension): pages of ${ACTIVITY_PAGE_SIZE} with total_pages and next_page.`

export const Segment = Type.Object(
  {
    name: Type.String(),
    segment_id: Type.String(),
    type: Type.String({ description: 'ACCOUNT, DEVELOPER or BUYER' }),
    description: Type.String(),
  },
  { additionalProperties: false, title: 'Segment' },
)

export const Account = Type.Object(
  {
    id: Type.String(),
    account_name: Type.String(),
    account_domain: Type.String(),
    country: NullableText('Country code'),
    first_activity_date: NullableActivityDate('First activity'),
    last_activity_date: NullableActivityDate('Latest activity'),
    first_activity: NullableEpochMs('First activity'),
    latest_activity: NullableEpochMs('Latest activity'),
    active_developers_count: Type.Integer({ minimum: 0 }),
    developer_activity: Type.String({ description: 'HIGH, MEDIUM or LOW' }),
    customer_fit: Type.String({ description: 'STRONG, MODERATE or WEAK' }),
    tags: Type.String({ description: 'Comma-separated tag names.' }),
  },
  { additionalProperties: false, title: 'Account' },
)

export const AccountActivity = Type.Object(
  {
    activity_type: Type.String({ description: 'PAGE_VISIT, COPY_COMMAND, COPY_CODE, PRODUCT_LOGIN, FORK, ...' }),
    actor: NullableText('Who did it (e-mail or other identifier)'),
    activity_source: Type.String({ description: 'WEBSITE, DOCS, PRODUCT or GITHUB' }),
    page: NullableText('The page URL'),
    copied_text: NullableText('The copied command or code, secrets redacted (copies only)'),
    developer_designation: NullableText("The person's job title"),
    country: NullableText('Country code'),
    activity_date: ActivityDate('When it happened'),
    source_type: Type.String({ description: 'WEBSITE_JS, DOCS_JS or PRODUCT_JS' }),
    developer_id: NullableText('The developer (null while the visitor is not identified)'),
  },
  { additionalProperties: false, title: 'AccountActivity' },
)

const developerFields = {
  id: Type.String(),
  developer_name: Type.String(),
  developer_business_email: NullableText('An e-mail address'),
  latest_activity: NullableEpochMs('Latest activity'),
  first_activity: NullableEpochMs('First activity'),
  last_activity_date: NullableActivityDate('Latest activity'),
  first_activity_date: NullableActivityDate('First activity'),
}

/** A developer of an account (no tags). */
export const Developer = Type.Object(developerFields, { additionalProperties: false, title: 'Developer' })

/** A developer or buyer of a segment (with tags). */
export const SegmentDeveloper = Type.Object(
  { ...developerFields, tags: Type.String({ description: 'Comma-separated tag names.' }) },
  { additionalProperties: false, title: 'SegmentDeveloper' },
)

export const DeveloperActivity = Type.Object(
  {
    account_id: NullableText('The account (null when the activity has none)'),
    activity_type: Type.String(),
    actor: NullableText('Who did it (e-mail or other identifier)'),
    source_type: Type.String(),
    source: Type.String({ description: 'The activity source (WEBSITE, DOCS, PRODUCT, GITHUB).' }),
    copied_text: NullableText('The copied command or code, secrets redacted (copies only)'),
    action_time: Type.Integer({ minimum: 0, description: 'Epoch milliseconds.' }),
  },
  { additionalProperties: false, title: 'DeveloperActivity' },
)

export const List = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    description: Type.String({ description: "'' when none was given." }),
    type: Type.String({ description: 'ACCOUNT or DEVELOPER' }),
  },
  { additionalProperties: false, title: 'List' },
)

export const Audience = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    source: Type.String({ description: 'SEGMENT' }),
    source_id: Type.String({ description: 'The segment id.' }),
    filter: AudienceFilter,
    limit: Type.Integer(),
    verified_only: Type.Boolean(),
    count: Type.Integer({ minimum: 0 }),
    credits_consumed: Type.Integer({ minimum: 0 }),
    auto_refresh: Type.Boolean(),
    created_by: Type.String(),
    last_synced_at: NullableIsoTime('Last member refresh'),
    created_at: IsoTime('Creation'),
    updated_at: IsoTime('Last change'),
    type: Type.String({ description: 'BUYER' }),
  },
  { additionalProperties: false, title: 'Audience' },
)

export const AudienceMember = Type.Object(
  {
    id: Type.String({ description: 'The contact id.' }),
    source: Type.String({ description: 'DEVTRAIL' }),
    full_name: NullableText('Full name'),
    designation: NullableText('Job title'),
    org_id: NullableText("The contact's account id"),
    state: NullableText('State or region'),
    country: NullableText('Country'),
    email: Type.String(),
    email_verified: Type.Boolean(),
    type: Type.String({ description: 'BUYER' }),
    isCrmSynced: NullableText('The CRM record id once synced'),
    crmLastSyncedTime: NullableIsoTime('Last CRM sync'),
  },
  { additionalProperties: false, title: 'AudienceMember' },
)
