/**
 * GitHub webhooks: `POST /v1/github/{hook_id}` checks the delivery's
 * `X-Hub-Signature-256` against the hook's secret over the raw body, answers `ping`, and stores
 * star, fork, watch, issues, pull_request and issue_comment deliveries as GITHUB activities, once
 * per `X-GitHub-Delivery` and once per signed body (the signature does not cover the delivery id,
 * so a replay under a new id is caught by the body's SHA-256). Every answer that stores or
 * acknowledges is 204. Hook secrets are stored sealed: a secret the server cannot open (no key,
 * or another key than the one that sealed it) refuses every delivery to its hook with 401, as
 * unverifiable, and logs why (never the secret): not a 5xx, which reads as a passing fault of
 * the server, while this lasts until an operator restores the key or reconnects the hook.
 */
import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import type { AppOptions } from '../appOptions.js'
import { DevtrailError } from '../errors.js'
import { claimDeliveryBody, deliveryBodySha256 } from '../github/deliveryBodies.js'
import { activityOfDelivery } from '../github/githubDelivery.js'
import { findGithubHook, openGithubHookSecret, sealClearGithubHookSecrets } from '../github/githubHooks.js'
import { githubSignatureValid } from '../github/githubSignature.js'
import { writeGithubActivities } from '../github/writeGithubActivities.js'
import { FailureWindow, rateLimitsOf } from '../http/rateLimits.js'

/** The largest delivery accepted: the stored events are a few KB; GitHub itself caps payloads at 25 MB. */
export const MAX_GITHUB_BODY_BYTES = 1024 * 1024

/** A request body kept as received (the signature covers the exact bytes); not enumerable, so body walks skip it. */
class RawBody {
  readonly #bytes: Buffer
  constructor(bytes: Buffer) {
    this.#bytes = bytes
  }
  /** The bytes as received. */
  get bytes(): Buffer {
    return this.#bytes
  }
}

const headerOf = (value: string | string[] | undefined): string => (typeof value === 'string' ? value.trim() : '')

/** The JSON payload of a delivery: the body itself, or the `payload` field of a form-encoded one. */
function payloadOf(contentType: string | undefined, bytes: Buffer): unknown {
  const text = (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
    ? (new URLSearchParams(bytes.toString('utf8')).get('payload') ?? '')
    : bytes.toString('utf8')
  try {
    return JSON.parse(text)
  } catch {
    throw new DevtrailError('params_invalid', 'the delivery payload is not valid JSON')
  }
}

/** The webhook route. */
export const githubRoutes: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const { store, secretBox } = options
  if (secretBox) {
    const sealed = await sealClearGithubHookSecrets(store, secretBox)
    if (sealed > 0) app.log.info({ hooks: sealed }, `sealed ${sealed} GitHub webhook secrets stored in clear by an earlier version`)
  }
  const limits = rateLimitsOf(options.rateLimits)
  // unknown hooks and bad signatures count as failed authentication, like bad data-service keys
  const failures = new FailureWindow(limits.failedAuthPerIp, limits.windowMs)
  // encapsulated: only this plugin's route keeps raw bodies
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded'])
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, new RawBody(body as Buffer))
  })

  app.post(
    '/v1/github/:hook_id',
    {
      bodyLimit: MAX_GITHUB_BODY_BYTES,
      schema: { params: Type.Object({ hook_id: Type.String({ maxLength: 64 }) }) },
    },
    async (request, reply) => {
      const receivedAt = Date.now()
      const { hook_id: hookId } = request.params as { hook_id: string }
      const retryAfterSeconds = failures.retryAfterSeconds(request.ip)
      if (retryAfterSeconds > 0) throw new DevtrailError('rate_limited', 'too many failed deliveries from this address', { retryAfterSeconds })
      const hook = await findGithubHook(store, hookId)
      if (!hook) {
        failures.record(request.ip)
        throw new DevtrailError('not_found', `unknown GitHub webhook ${hookId}`)
      }
      let secret: string
      try {
        secret = openGithubHookSecret(secretBox, hook)
      } catch (error) {
        // the server's configuration, not the sender: not counted as a failed authentication
        request.log.error({ err: error, hookId: hook.id }, 'a GitHub webhook secret could not be opened: deliveries to its hook are refused')
        throw new DevtrailError('unauthorized', "the server cannot check this webhook's signatures (its secret key is missing or changed): see the server log")
      }
      const bytes = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0)
      const signature = request.headers['x-hub-signature-256']
      if (!githubSignatureValid(secret, bytes, signature)) {
        // only a signature that was presented and wrong counts against the address
        if (signature !== undefined) failures.record(request.ip)
        throw new DevtrailError('unauthorized', 'missing or wrong X-Hub-Signature-256: check the webhook secret')
      }
      const event = headerOf(request.headers['x-github-event'])
      if (event === 'ping') return reply.status(204).send()
      const deliveryId = headerOf(request.headers['x-github-delivery'])
      if (!deliveryId) throw new DevtrailError('params_invalid', 'missing X-GitHub-Delivery header')
      const activity = activityOfDelivery(event, deliveryId, payloadOf(request.headers['content-type'], bytes), receivedAt)
      const bodySha256 = deliveryBodySha256(bytes)
      const claim = (tx: Parameters<typeof claimDeliveryBody>[0]) => claimDeliveryBody(tx, hook.id, bodySha256, receivedAt)
      if (activity && (await writeGithubActivities(store, hook.workspace_id, [activity], receivedAt, { claim })) > 0) {
        app.alerts.committed(hook.workspace_id, [activity])
      }
      return reply.status(204).send()
    },
  )
}
