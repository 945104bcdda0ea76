/** TypeBox schemas of the stats endpoints (the dashboard's reads); shared ones carry an `$id`. */
import { Type } from 'typebox'
import { DAY_MS } from './rollup.js'
import { DevtrailError } from '../errors.js'

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
/** The longest range a stats read covers, in days. */
export const MAX_RANGE_DAYS = 400
/** Range a stats read covers without `from` and `to`. */
export const DEFAULT_RANGE_DAYS = 30

/** `from` and `to`: an inclusive range of UTC days. */
export const RangeQuery = {
  from: Type.Optional(
    Type.String({ pattern: DATE_PATTERN, description: `First UTC day, YYYY-MM-DD (default: ${DEFAULT_RANGE_DAYS - 1} days before \`to\`).` }),
  ),
  to: Type.Optional(Type.String({ pattern: DATE_PATTERN, description: 'Last UTC day, YYYY-MM-DD, inclusive (default: today).' })),
}

/** Rows a top table answers. */
export const LimitQuery = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Rows at most (default 10, at most 1000).' }))

/** A UTC day as `YYYY-MM-DD`. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

function dayOfDate(field: string, text: string): number {
  const time = Date.parse(`${text}T00:00:00Z`)
  if (Number.isNaN(time) || dateOfDay(time / DAY_MS) !== text) throw new DevtrailError('params_invalid', `${field}: "${text}" is not a date (YYYY-MM-DD)`)
  return time / DAY_MS
}

/** The inclusive day range of a query: defaults, order and length checked (400 params_invalid). */
export function dayRangeOf(query: { from?: string; to?: string }, now = Date.now()): { fromDay: number; toDay: number } {
  const toDay = query.to ? dayOfDate('to', query.to) : Math.floor(now / DAY_MS)
  const fromDay = query.from ? dayOfDate('from', query.from) : toDay - (DEFAULT_RANGE_DAYS - 1)
  if (fromDay > toDay) throw new DevtrailError('params_invalid', `from: ${query.from} is after to: ${dateOfDay(toDay)}`)
  if (toDay - fromDay + 1 > MAX_RANGE_DAYS) throw new DevtrailError('params_invalid', `from, to: a range covers at most ${MAX_RANGE_DAYS} days`)
  return { fromDay, toDay }
}

const Count = (description: string) => Type.Integer({ minimum: 0, description })

/** Totals of a range. */
export const OverviewTotals = Type.Object(
  {
    page_visits: Count('Page visits.'),
    copies: Count('Copied commands and code snippets.'),
    sign_ins: Count('Sign-ins to the Cloud Product (PRODUCT_LOGIN).'),
    developers: Count(
      'Distinct identified developers active in the range: exact while the range holds at most 5,000 developer days, past that a HyperLogLog estimate within about 2 %.',
    ),
    identify_rejected: Count('Identifies refused by identity verification (unsigned or wrongly signed under the `signed` identify policy, or wrongly signed).'),
  },
  { $id: 'OverviewTotals', additionalProperties: false },
)

/** `GET /stats/overview`. */
export const Overview = Type.Object(
  {
    data: Type.Object(
      {
        from: Type.String({ description: 'First day of the range.' }),
        to: Type.String({ description: 'Last day of the range (inclusive).' }),
        previous_from: Type.String({ description: 'First day of the previous period (as long as the range, just before it).' }),
        previous_to: Type.String({ description: 'Last day of the previous period.' }),
        series: Type.Array(
          Type.Object(
            {
              date: Type.String({ description: 'UTC day, YYYY-MM-DD.' }),
              activity_source: Type.String({ description: 'WEBSITE, DOCS, PRODUCT or GITHUB.' }),
              page_visits: Count('Page visits that day from that source.'),
              copies: Count('Copies that day from that source.'),
              sign_ins: Count('Sign-ins that day from that source.'),
              developers: Count('Identified developers active that day on that source (exact or estimated like the totals).'),
              identify_rejected: Count('Identifies refused by identity verification that day on that source.'),
            },
            { additionalProperties: false },
          ),
          { description: 'Days and sources with activity, by day then source.' },
        ),
        totals: Type.Ref('OverviewTotals'),
        previous: Type.Ref('OverviewTotals'),
      },
      { additionalProperties: false },
    ),
    request_id: Type.String(),
  },
  { additionalProperties: false },
)

/** A row of a top table. */
export const TopRow = Type.Object(
  {
    value: Type.String({ description: 'The page URL, the copied text (redacted, as stored), the referring host or the country code.' }),
    activity_type: Type.Union([Type.String(), Type.Null()], { description: 'PAGE_VISIT for pages, COPY_COMMAND or COPY_CODE for copies, null otherwise.' }),
    count: Count('How often, in the range.'),
  },
  { $id: 'TopRow', additionalProperties: false },
)

/** p75 web vitals of a page. */
export const PageVitals = Type.Object(
  {
    page: Type.String(),
    lcp: Type.Union([Type.Number(), Type.Null()], { description: 'Largest Contentful Paint p75, ms; null without measurements.' }),
    inp: Type.Union([Type.Number(), Type.Null()], { description: 'Interaction to Next Paint p75, ms; null without measurements.' }),
    cls: Type.Union([Type.Number(), Type.Null()], { description: 'Cumulative Layout Shift p75; null without measurements.' }),
    samples: Count('LCP, INP and CLS measurements behind the figures.'),
  },
  { $id: 'PageVitals', additionalProperties: false },
)

const NullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description })

/** An activity of the live feed. */
export const LiveActivity = Type.Object(
  {
    id: Type.String(),
    activity_type: Type.String(),
    activity_source: Type.String(),
    page: NullableText('The page; null when none.'),
    copied_text: NullableText('The copied text (redacted, as stored); null for anything but a copy.'),
    country: NullableText('Country code; null when unknown.'),
    developer_id: NullableText('The developer; null while anonymous.'),
    developer_name: NullableText("The developer's name; null when unknown."),
    account_id: NullableText('The account; null when none.'),
    account_name: NullableText("The account's name; null when none."),
    action_time: Type.Integer({ description: 'When it happened, epoch ms.' }),
    received_time: Type.Integer({ description: 'When Devtrail received it, epoch ms.' }),
  },
  { $id: 'LiveActivity', additionalProperties: false },
)

/** A developer's profile: the Developer record, their identities and account. */
export const DeveloperProfile = Type.Object(
  {
    id: Type.String(),
    developer_name: NullableText('Name; null when unknown.'),
    developer_business_email: NullableText('E-mail; null when unknown.'),
    designation: NullableText('Job title; null when unknown.'),
    country: NullableText('Country code; null when unknown.'),
    tags: Type.String({ description: 'Comma-separated tag names.' }),
    first_activity: Type.Union([Type.Integer(), Type.Null()]),
    latest_activity: Type.Union([Type.Integer(), Type.Null()]),
    first_activity_date: Type.Union([Type.String(), Type.Null()]),
    last_activity_date: Type.Union([Type.String(), Type.Null()]),
    account_id: NullableText('Their current account; null when none.'),
    account_name: NullableText("That account's name."),
    identities: Type.Array(
      Type.Object({ type: Type.String({ description: 'email, github or linkedin' }), username: Type.String() }, { additionalProperties: false }),
    ),
  },
  { $id: 'DeveloperProfile', additionalProperties: false },
)

/** An activity in a developer's timeline. */
export const TimelineActivity = Type.Object(
  {
    activity_type: Type.String(),
    activity_source: Type.String(),
    source_type: Type.String(),
    page: NullableText('The page; null when none.'),
    copied_text: NullableText('The copied text; null for anything but a copy.'),
    country: NullableText('Country code; null when unknown.'),
    account_id: NullableText('The account it counted for; null when none.'),
    action_time: Type.Integer({ description: 'Epoch ms.' }),
    activity_date: Type.String({ description: '`YYYY-MM-DD HH:MM:SS` UTC.' }),
  },
  { $id: 'TimelineActivity', additionalProperties: false },
)

/** Events the collector dropped on a day for an asset and a reason. */
export const IngestDrop = Type.Object(
  {
    date: Type.String({ description: 'The UTC day, YYYY-MM-DD.' }),
    asset_id: Type.String({ description: 'The asset the events were sent to.' }),
    asset_name: Type.Union([Type.String(), Type.Null()], { description: "The asset's name, null once the asset is deleted." }),
    asset_kind: Type.Union([Type.String(), Type.Null()], { description: 'WEBSITE, DOCS or PRODUCT, null once the asset is deleted.' }),
    reason: Type.String({
      description:
        'Why: bot, invalid, rate_limited, origin_not_allowed, prose_copy, unsigned_identify, invalid_signature or duplicate (see the collector protocol).',
    }),
    count: Count('Events dropped.'),
  },
  { $id: 'IngestDrop', additionalProperties: false },
)
