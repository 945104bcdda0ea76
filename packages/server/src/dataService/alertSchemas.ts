/** TypeBox schemas of the alert routes: rules, destinations and the delivery log, as the data service answers them. */
import { Type } from 'typebox'
import { ALERT_FITS, ALERT_SOURCES } from '../alerts/alertRules.js'
import { ALERT_TRIGGERS } from '../alerts/alertTriggers.js'

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description })

/** What alerts of a rule must also be about. */
export const AlertFilters = Type.Object(
  {
    segmentId: Type.Optional(Type.String({ description: 'Only accounts (ACCOUNT segment) or developers (DEVELOPER segment) in this segment.' })),
    audienceId: Type.Optional(Type.String({ description: 'Only accounts with a contact in this audience.' })),
    sources: Type.Optional(Type.Array(Type.String({ enum: [...ALERT_SOURCES] }), { description: 'Only activities from these sources.' })),
    customerFits: Type.Optional(Type.Array(Type.String({ enum: [...ALERT_FITS] }), { description: 'Only accounts with one of these customer fits.' })),
    countries: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { description: 'Only accounts (else activities) in these countries (ISO 3166-1 alpha-2).' }),
    ),
  },
  { additionalProperties: false, title: 'AlertFilters' },
)

/** A rule. */
export const AlertRuleRecord = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    trigger: Type.String({ enum: [...ALERT_TRIGGERS] }),
    pattern: Nullable(Type.String(), "page_visit and command_copy: the page or copied text matched ('*' is any run of characters); null otherwise."),
    filters: AlertFilters,
    destination_ids: Type.Array(Type.String()),
    quiet_window_ms: Type.Integer({ minimum: 0, description: 'At most one alert per account in this window (ms; 0: one per matching activity).' }),
    digest_above: Nullable(Type.Integer({ minimum: 1 }), 'Past this many alerts in an hour, the rest of the hour is sent as one digest; null: never.'),
    enabled: Type.Boolean(),
    created_at: Type.Integer({ description: 'epoch ms' }),
    updated_at: Type.Integer({ description: 'epoch ms' }),
  },
  { additionalProperties: false, title: 'AlertRule' },
)

const ruleFields = {
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Unique within the workspace.' }),
  trigger: Type.String({ enum: [...ALERT_TRIGGERS] }),
  pattern: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  filters: AlertFilters,
  destination_ids: Type.Array(Type.String(), { minItems: 1, maxItems: 20 }),
  quiet_window_ms: Type.Integer({ minimum: 0, maximum: 366 * 86_400_000, description: 'Default 24 h.' }),
  digest_above: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  enabled: Type.Boolean(),
}

/** A new rule. */
export const NewAlertRule = Type.Object(
  {
    name: ruleFields.name,
    trigger: ruleFields.trigger,
    pattern: Type.Optional(ruleFields.pattern),
    filters: Type.Optional(ruleFields.filters),
    destination_ids: ruleFields.destination_ids,
    quiet_window_ms: Type.Optional(ruleFields.quiet_window_ms),
    digest_above: Type.Optional(ruleFields.digest_above),
    enabled: Type.Optional(ruleFields.enabled),
  },
  { additionalProperties: false, title: 'NewAlertRule' },
)

/** Changes to a rule (only what is given changes). */
export const AlertRuleChanges = Type.Object(
  Object.fromEntries(Object.entries(ruleFields).map(([key, schema]) => [key, Type.Optional(schema)])) as {
    [K in keyof typeof ruleFields]: ReturnType<typeof Type.Optional<(typeof ruleFields)[K]>>
  },
  { additionalProperties: false, title: 'AlertRuleChanges' },
)

/** A destination (never its secret, never a Slack URL). */
export const AlertDestinationRecord = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    kind: Type.Union([Type.Literal('slack'), Type.Literal('webhook'), Type.Literal('email')]),
    url: Nullable(Type.String(), "A webhook's URL; null for Slack (its URL is a credential, kept sealed) and e-mail."),
    recipients: Type.Array(Type.String(), { description: 'E-mail recipients (empty for the other kinds).' }),
    digest: Nullable(Type.String(), 'daily or weekly digest e-mail; null: none.'),
    previous_secret_expires_at: Nullable(Type.Integer(), 'When the rotated-out secret stops signing (epoch ms); null when only one secret signs.'),
    failing_since: Nullable(Type.Integer(), 'Since when every delivery failed (epoch ms); null when the last one succeeded.'),
    paused_at: Nullable(Type.Integer(), 'When it was paused for failing (epoch ms); null while active. A successful test resumes it.'),
    paused_reason: Nullable(Type.String(), 'Why it was paused.'),
    created_at: Type.Integer({ description: 'epoch ms' }),
  },
  { additionalProperties: false, title: 'AlertDestination' },
)

/** A new destination. */
export const NewAlertDestination = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    kind: Type.Union([Type.Literal('slack'), Type.Literal('webhook'), Type.Literal('email')]),
    url: Type.Optional(Type.String({ maxLength: 2000, description: 'slack and webhook: a public https URL.' })),
    recipients: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: 50, description: 'email: the recipients.' })),
    digest: Type.Optional(Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Null()])),
  },
  { additionalProperties: false, title: 'NewAlertDestination' },
)

/** One entry of the delivery log. */
export const AlertDeliveryRecord = Type.Object(
  {
    id: Type.String({ description: 'Also the webhook-id of a webhook delivery.' }),
    destination_id: Type.String(),
    rule_id: Nullable(Type.String(), 'null for tests and scheduled digests.'),
    account_id: Nullable(Type.String(), 'The account the alert is about, when it is about one.'),
    kind: Type.String({ description: 'alert, digest or test.' }),
    status: Type.String({ description: 'pending, retrying, delivered, failed (final), digest (held for the hourly digest) or digested.' }),
    attempts: Type.Integer(),
    response_code: Nullable(Type.Integer(), 'The last HTTP status; null without an HTTP answer.'),
    response_body: Nullable(Type.String(), 'The first 1 KB of the last response.'),
    error: Nullable(Type.String(), 'Why the last attempt failed.'),
    created_at: Type.Integer({ description: 'epoch ms' }),
    updated_at: Type.Integer({ description: 'epoch ms' }),
  },
  { additionalProperties: false, title: 'AlertDelivery' },
)
