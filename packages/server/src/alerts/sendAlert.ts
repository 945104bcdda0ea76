/**
 * Sends one message to one destination and says what came of it: delivered, worth retrying
 * (network errors, timeouts, 5xx, 429 with its Retry-After) or final (any other 4xx, a refused
 * destination). Webhooks are signed per Standard Webhooks; Slack gets Block Kit; e-mail goes
 * through the SMTP mailer. HTTP goes through the outbound policy: checked before sending and
 * again at connect time, no redirects followed, 10 s per attempt, 1 KB of the answer kept.
 */
import type { Mailer } from '../email/createMailer.js'
import { DevtrailError } from '../errors.js'
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { AlertDeliveryStatus } from '../store/schema.js'
import { sendOutboundRequest } from '../outbound/sendOutboundRequest.js'
import type { AttemptOutcome } from './alertDeliveries.js'
import type { OpenDestination } from './alertDestinations.js'
import { alertEmailOf } from './alertEmail.js'
import { type AlertMessage, webhookBodyOf } from './alertEvent.js'
import { slackMessageOf } from './slackMessage.js'
import { signedWebhookHeaders } from './webhookSignature.js'

/** What an attempt came to. */
export type SendOutcome =
  | { result: 'delivered'; responseCode: number | null; responseBody: string | null }
  | { result: 'retry'; responseCode: number | null; responseBody: string | null; error: string; retryAfterMs: number | null }
  | { result: 'final'; responseCode: number | null; responseBody: string | null; error: string }

/** What the delivery log keeps of a send: the delivery's new `status`, the answer, and the error of a failure. */
export function attemptOf(status: AlertDeliveryStatus, outcome: SendOutcome): AttemptOutcome {
  return { status, responseCode: outcome.responseCode, responseBody: outcome.responseBody, error: outcome.result === 'delivered' ? null : outcome.error }
}

/** What sending needs besides the destination. */
export interface SendContext {
  policy: OutboundPolicy
  mailer: Mailer | null
  /** Per-attempt deadline in ms (default 10 s). */
  timeoutMs?: number
  signal?: AbortSignal
  now?: number
}

/** A Retry-After header (seconds or an HTTP date) in ms, or null. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

async function postJson(url: string, body: string, headers: Record<string, string>, context: SendContext): Promise<SendOutcome> {
  let response: Awaited<ReturnType<typeof sendOutboundRequest>>
  try {
    response = await sendOutboundRequest(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Devtrail-Alerts/1', ...headers },
        body,
        timeoutMs: context.timeoutMs ?? 10_000,
        maxBodyBytes: 1024,
        ...(context.signal ? { signal: context.signal } : {}),
      },
      context.policy,
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // a destination the policy refuses (now private, or resolving to a private address) will not get better by retrying
    if (error instanceof DevtrailError || (error as { code?: string }).code === 'EPRIVATEDESTINATION') {
      return { result: 'final', responseCode: null, responseBody: null, error: `refused: ${message}` }
    }
    return { result: 'retry', responseCode: null, responseBody: null, error: message, retryAfterMs: null }
  }
  const { status } = response
  if (status >= 200 && status < 300) return { result: 'delivered', responseCode: status, responseBody: response.body }
  if (status === 429 || status >= 500) {
    return {
      result: 'retry',
      responseCode: status,
      responseBody: response.body,
      error: `HTTP ${status}`,
      retryAfterMs: retryAfterMs(response.headers['retry-after'], context.now),
    }
  }
  return {
    result: 'final',
    responseCode: status,
    responseBody: response.body,
    error: `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
  }
}

async function sendEmail(destination: OpenDestination, message: AlertMessage, context: SendContext): Promise<SendOutcome> {
  if (!context.mailer)
    return { result: 'final', responseCode: null, responseBody: null, error: 'no SMTP server is configured (SMTP_URL or SMTP_HOST, and SMTP_FROM)' }
  try {
    const sent = await context.mailer.send(alertEmailOf(message, destination.recipients))
    return { result: 'delivered', responseCode: null, responseBody: sent.response.slice(0, 1024) }
  } catch (error) {
    const smtpCode = (error as { responseCode?: number }).responseCode
    const text = error instanceof Error ? error.message : String(error)
    // SMTP 5xx is a permanent refusal (unknown recipient, rejected sender); 4xx and network errors pass
    if (typeof smtpCode === 'number' && smtpCode >= 500) return { result: 'final', responseCode: null, responseBody: null, error: `SMTP ${smtpCode}: ${text}` }
    return { result: 'retry', responseCode: null, responseBody: null, error: text, retryAfterMs: null }
  }
}

/** Sends `message` (delivery `deliveryId`, decided at `decidedAt`) to `destination`. */
export async function sendAlert(
  destination: OpenDestination,
  deliveryId: string,
  decidedAt: number,
  message: AlertMessage,
  context: SendContext,
): Promise<SendOutcome> {
  if (destination.kind === 'email') return sendEmail(destination, message, context)
  if (!destination.target) return { result: 'final', responseCode: null, responseBody: null, error: 'the destination has no URL' }
  if (destination.kind === 'slack') return postJson(destination.target, JSON.stringify(slackMessageOf(message)), {}, context)
  const body = webhookBodyOf(message, decidedAt)
  return postJson(destination.target, body, { ...signedWebhookHeaders(deliveryId, context.now ?? Date.now(), body, destination.secrets) }, context)
}
