/**
 * Standard Webhooks signing: `webhook-id`, `webhook-timestamp` and `webhook-signature` (one
 * `v1,<base64>` per live secret, space-separated, so a receiver holding either secret verifies
 * during a rotation's overlap).
 */
import { Webhook } from 'standardwebhooks'

/** The three headers of a signed webhook. */
export interface WebhookHeaders {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

/** The headers signing `body` as message `id` sent at `sentAt`, with every secret in `secrets` (current first). */
export function signedWebhookHeaders(id: string, sentAt: number, body: string, secrets: readonly string[]): WebhookHeaders {
  if (secrets.length === 0) throw new Error('a webhook destination without a signing secret cannot send')
  const timestamp = new Date(Math.floor(sentAt / 1000) * 1000)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' '),
  }
}
