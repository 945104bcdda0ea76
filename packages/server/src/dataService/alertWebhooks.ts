/**
 * The OpenAPI 3.1 `webhooks` of alerts: what a webhook destination receives (`alert.fired`,
 * `alert.digest`), signed per Standard Webhooks, and what its answer means to the sender.
 */
import { AlertDigestEvent, AlertFiredEvent } from '../alerts/alertEvent.js'

/** The event schemas, added to the document's components (their nested schemas are named there too). */
export const alertEventSchemas = { AlertFiredEvent, AlertDigestEvent }

const signatureHeaders = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The message id (`msg_...`): the same on every retry of one alert; deduplicate by it.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in seconds since the epoch; refuse ones far from now.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the destination\'s secret (`whsec_...`), space-separated: two during a secret rotation\'s overlap. Verify with any Standard Webhooks library.',
    schema: { type: 'string' },
  },
]

const responses = {
  '2XX': { description: 'Received: not sent again.' },
  '429': { description: 'Sent again after `Retry-After` (seconds or an HTTP date), for up to 24 h.' },
  '5XX': {
    description:
      'Sent again with exponential backoff and jitter for up to 24 h; network errors and timeouts (10 s) too. A destination failing for hours is paused until a successful test.',
  },
  '4XX': { description: 'Any other 4xx (and 3xx: redirects are not followed) is final: recorded in the delivery log, not sent again.' },
}

function webhook(name: string, summary: string, description: string) {
  return {
    post: {
      operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}Webhook`,
      summary,
      description,
      tags: ['alerts'],
      parameters: signatureHeaders,
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
      responses,
    },
  }
}

/** The document's `webhooks`. */
export function alertWebhooks(): Record<string, unknown> {
  return {
    'alert.fired': webhook(
      'AlertFiredEvent',
      'A rule fired for an account',
      'One alert: the rule, what happened, the account, the developer when known, the activity and the latest ones. Per account, alerts arrive in the order they were decided.',
    ),
    'alert.digest': webhook(
      'AlertDigestEvent',
      "A rule's alerts past its hourly rate, gathered",
      'Sent at the end of the hour, listing the accounts (most alerts first).',
    ),
  }
}
