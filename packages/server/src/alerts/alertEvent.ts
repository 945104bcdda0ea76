/**
 * What an alert says, in one shape for every destination: the body of a webhook event
 * (`{type, timestamp, data}`, Standard Webhooks' recommended envelope), the source of the Slack
 * message and of the e-mail. The TypeBox schemas document it in the OpenAPI `webhooks` section.
 */
import { Type, type Static } from 'typebox'

const NullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description: `${description}; null when unknown.` })

/** The account an alert is about. */
export const AlertAccount = Type.Object(
  {
    id: Type.String(),
    account_name: Type.String(),
    account_domain: Type.String(),
    country: NullableText('ISO 3166-1 alpha-2 country'),
    developer_activity: Type.String({ description: 'HIGH, MEDIUM or LOW.' }),
    customer_fit: Type.String({ description: 'STRONG, MODERATE or WEAK.' }),
    dashboard_url: NullableText("The account's page in the dashboard (set DEVTRAIL_PUBLIC_URL)"),
  },
  { additionalProperties: false, title: 'AlertAccount' },
)

/** The developer behind the activity, when known. */
export const AlertDeveloper = Type.Object(
  {
    id: Type.String(),
    developer_name: NullableText('Name'),
    developer_business_email: NullableText('E-mail'),
  },
  { additionalProperties: false, title: 'AlertDeveloper' },
)

/** One activity as an alert shows it. */
export const AlertActivity = Type.Object(
  {
    id: Type.String(),
    activity_type: Type.String({ description: 'PAGE_VISIT, COPY_COMMAND, PRODUCT_LOGIN, STAR, ...' }),
    activity_source: Type.String({ description: 'WEBSITE, DOCS, PRODUCT or GITHUB.' }),
    page: NullableText('The page'),
    copied_text: NullableText('What was copied'),
    action_time: Type.Integer({ description: 'When it happened, epoch ms.' }),
  },
  { additionalProperties: false, title: 'AlertActivity' },
)

/** The rule that fired. */
export const AlertRuleRef = Type.Object(
  {
    id: Type.Union([Type.String(), Type.Null()], { description: 'null for a test message.' }),
    name: Type.String(),
    trigger: Type.String({
      description:
        'level_medium, level_high, new_developer, first_seen, github_star, github_fork, github_issue, command_copy, page_visit, first_product_login (or test).',
    }),
  },
  { additionalProperties: false, title: 'AlertRuleRef' },
)

/** An account in a digest, with how many alerts it had in the period. */
export const AlertDigestAccount = Type.Object(
  { account: AlertAccount, alerts: Type.Integer({ minimum: 1, description: 'Alerts (or activities, in a scheduled digest) in the period.' }) },
  { additionalProperties: false, title: 'AlertDigestAccount' },
)

/** `alert.fired` data: one alert about one account. */
export const AlertFiredData = Type.Object(
  {
    rule: AlertRuleRef,
    title: Type.String({ description: 'What happened, in a sentence.' }),
    account: Type.Union([AlertAccount, Type.Null()]),
    developer: Type.Union([AlertDeveloper, Type.Null()]),
    activity: Type.Union([AlertActivity, Type.Null()], { description: 'The activity that fired the rule; null for a level change.' }),
    recent_activities: Type.Array(AlertActivity, { maxItems: 5, description: "The account's latest activities, newest first." }),
  },
  { additionalProperties: false, title: 'AlertFiredData' },
)

/** `alert.digest` data: the alerts of a busy hour (or the accounts of a daily/weekly e-mail digest). */
export const AlertDigestData = Type.Object(
  {
    rule: Type.Union([AlertRuleRef, Type.Null()], { description: 'The rule whose alerts were gathered; null for a scheduled digest.' }),
    title: Type.String(),
    period_start: Type.Integer({ description: 'epoch ms' }),
    period_end: Type.Integer({ description: 'epoch ms' }),
    accounts: Type.Array(AlertDigestAccount, { description: 'Accounts, most alerts first.' }),
  },
  { additionalProperties: false, title: 'AlertDigestData' },
)

const envelope = <T extends string, D extends typeof AlertFiredData | typeof AlertDigestData>(type: T, data: D, title: string, description: string) =>
  Type.Object(
    {
      type: Type.Literal(type),
      timestamp: Type.String({ description: 'When the alert was decided, ISO 8601 UTC.' }),
      data,
    },
    { additionalProperties: false, title, description },
  )

/** `alert.fired`: a rule fired for an account (also what `destination test` sends, with `rule.trigger` = `test`). */
export const AlertFiredEvent = envelope('alert.fired', AlertFiredData, 'AlertFiredEvent', 'A rule fired for an account.')

/** `alert.digest`: the alerts a rule gathered past its hourly rate. */
export const AlertDigestEvent = envelope('alert.digest', AlertDigestData, 'AlertDigestEvent', 'Alerts gathered into one message.')

/** `alert.fired` data. */
export type AlertFired = Static<typeof AlertFiredData>
/** `alert.digest` data. */
export type AlertDigest = Static<typeof AlertDigestData>
/** An account as an alert shows it. */
export type AlertAccountView = Static<typeof AlertAccount>
/** An activity as an alert shows it. */
export type AlertActivityView = Static<typeof AlertActivity>

/** What a delivery carries: one alert or one digest. */
export type AlertMessage = { type: 'alert.fired'; data: AlertFired } | { type: 'alert.digest'; data: AlertDigest }

/** The webhook body of a message decided at `decidedAt`. */
export function webhookBodyOf(message: AlertMessage, decidedAt: number): string {
  return JSON.stringify({ type: message.type, timestamp: new Date(decidedAt).toISOString(), data: message.data })
}
