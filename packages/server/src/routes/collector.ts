/**
 * The collector: `POST /v1/events` validates a batch, checks its client ID,
 * origin and token, removes secrets again, classifies copies, and group-commits it, answering
 * 200 once durable, with a fresh token when the request had none or an old one.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import type { AppOptions } from '../appOptions.js'
import { checkIdentifies } from '../collector/checkIdentifies.js'
import { collectorOriginAllowed, CollectorAssets, type CollectorAsset } from '../collector/collectorAsset.js'
import { countryFromHeader } from '../collector/enrich.js'
import { GroupCommit, type GroupCommitOptions } from '../collector/groupCommit.js'
import type { IngestBatch } from '../collector/ingest.js'
import { openBatchWriter, type BatchWriterOptions } from '../collector/batchWriter.js'
import { MAX_EVENTS_BODY_BYTES } from '../collector/schemas.js'
import { issueToken, TOKEN_TTL_MS, TokenVerifier } from '../collector/tokens.js'
import { validateEventBatch } from '../collector/validateBatch.js'
import { prepareEvents } from '../collector/prepareEvents.js'
import { SecretScrubber } from '../collector/secretScan.js'
import { DevtrailError } from '../errors.js'
import { isStoreUnavailable } from '../store/storeUnavailable.js'
import { cachedIpFacts } from '../network/ipDatabases.js'
import { BoundedCache } from '../boundedCache.js'
import { NetworkAccounts } from '../network/networkAccounts.js'
import { rateLimitsOf } from '../http/rateLimits.js'
import { collectorRateLimits } from '../collector/collectorRateLimits.js'

/** Collector options beyond the app's. */
export interface CollectorOptions extends AppOptions {
  /** Group commit window and size. */
  groupCommit?: GroupCommitOptions
  /** Who writes the groups (a SQLite writer thread, PostgreSQL transactions in flight). */
  writer?: BatchWriterOptions
}

/** Whether a failed write means "retry later" for everything queued, not one bad batch. */
function unavailable(error: unknown): boolean {
  return isStoreUnavailable(error) || (error instanceof DevtrailError && error.type === 'unavailable')
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  return typeof origin === 'string' && origin !== '' ? origin : undefined
}

/** Answers 403 for an Origin the asset does not allow (readable, so the tracker drops what it cannot send). */
function checkOrigin(request: FastifyRequest, asset: CollectorAsset): void {
  const origin = originOf(request)
  if (!collectorOriginAllowed(asset, origin)) {
    throw new DevtrailError('forbidden', origin ? `origin ${origin} is not allowed for this client ID` : 'an Origin header is required for this client ID')
  }
}

/** User agents up to this length have their bot verdict remembered. */
const REMEMBERED_AGENT_LENGTH = 512

/** Whether a user agent is a bot's, remembering the verdicts of the last 1,000 short agents (browsers repeat them). */
function botDetector(): (userAgent: string | undefined) => boolean {
  const verdicts = new BoundedCache<string, boolean>(1000)
  return (userAgent) => (userAgent === undefined || userAgent.length > REMEMBERED_AGENT_LENGTH ? isbot(userAgent) : verdicts.get(userAgent, isbot))
}

/** The collector: `POST /v1/events`. */
export const collectorRoutes: FastifyPluginAsync<CollectorOptions> = async (app, options) => {
  const { store, tokenSecret } = options
  const assets = new CollectorAssets(store, undefined, {
    ...(options.secretBox ? { secretBox: options.secretBox } : {}),
    onSecretError: (error) => app.log.error({ err: error }, 'an identify secret could not be opened: signed identifies of its asset are refused'),
  })
  const networkAccounts = new NetworkAccounts(store)
  const scrubber = new SecretScrubber()
  const tokens = new TokenVerifier(tokenSecret)
  const isBot = botDetector()
  const ipFactsOf = cachedIpFacts(options.ipDatabases)
  const { limitPerIp, limitPerClient } = await collectorRateLimits(app, rateLimitsOf(options.rateLimits))
  const writer = openBatchWriter(store, options.writer)
  const committer = new GroupCommit<IngestBatch, number>((batches) => writer.write(batches), {
    isUnavailable: unavailable,
    concurrency: writer.concurrency,
    ...(writer.groupEvents ? { maxEvents: writer.groupEvents } : {}),
    ...(writer.groupWaitMs !== undefined ? { maxWaitMs: writer.groupWaitMs } : {}),
    // a statement times out after 3 s; with the rollback after it a write could take twice that
    writeTimeoutMs: 3500,
    ...options.groupCommit,
  })
  // the app closes the store after this: answer every waiting request first
  app.addHook('onClose', async () => {
    await committer.close()
    await writer.close()
  })

  // the tracker sends JSON as text/plain so browsers skip the CORS preflight
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(new DevtrailError('params_invalid', 'body is not valid JSON'), undefined)
    }
  })

  // Every answer carries the caller's origin so the tracker can read error types (401 -> new token,
  // other 4xx -> drop). CORS cannot guard these writes anyway (a text/plain POST needs no preflight):
  // the guard is the origin check against the asset, and only allowed origins ever get a 200.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'origin')
    const origin = originOf(request)
    if (origin) reply.header('access-control-allow-origin', origin)
  })

  // A preflight carries no body, so no client ID or token to check the origin against: answer
  // any origin here and enforce the asset's allowed origins on the POST itself (403, no CORS headers).
  app.options('/v1/*', async (_request, reply) => {
    return reply
      .status(204)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400')
      .send()
  })

  // a line per request at info level cost 8-15% of the collector's throughput: its requests are
  // logged at debug (and trace); failures are logged at error level whatever the level
  const quietLevel = app.log.level === 'debug' || app.log.level === 'trace' ? (app.log.level as 'debug' | 'trace') : 'warn'
  app.post('/v1/events', { bodyLimit: MAX_EVENTS_BODY_BYTES, onRequest: limitPerIp, logLevel: quietLevel }, async (request) => {
    const receivedAt = Date.now()
    if (isBot(request.headers['user-agent'])) return { accepted: 0 }
    const batch = validateEventBatch(request.body)
    const anonymousId = batch.anonymous_id.toLowerCase()
    // a token must be this visitor's, of this client, and unexpired: else the tracker resends without it
    const claims = batch.token === undefined ? null : tokens.verify(batch.token, receivedAt)
    if (batch.token !== undefined && (!claims || claims.clientId !== batch.client_id || claims.anonymousId !== anonymousId)) {
      throw new DevtrailError('token_expired', "the token expired or is not this visitor's: send the batch again without it")
    }
    await limitPerClient(request, batch.client_id)
    const asset = await assets.get(batch.client_id)
    if (!asset) throw new DevtrailError('not_found', `unknown client_id ${batch.client_id}`)
    checkOrigin(request, asset)
    // a fresh token when none was sent or the one sent is past half its life
    const token =
      !claims || claims.expiresAt - receivedAt < TOKEN_TTL_MS / 2 ? issueToken(tokenSecret, { clientId: batch.client_id, anonymousId }).token : undefined
    // identity verification: refused identifies never reach identity resolution, and are counted
    const { identify, ...ingestAsset } = asset
    const { events, rejected: identifyRejected } = checkIdentifies(identify, await prepareEvents(batch.events, scrubber), receivedAt)
    // request.ip is the client as TRUST_PROXY allows; it is looked up here and never stored
    const ipFacts = ipFactsOf(request.ip)
    const headerCountry = options.countryHeader ? countryFromHeader(request.headers[options.countryHeader]) : ''
    const country = headerCountry || ipFacts.country
    const networkDomain = await networkAccounts.domainOf(asset.workspaceId, request.ip, ipFacts.network)
    try {
      const item = { asset: ingestAsset, anonymousId, country, network: ipFacts.network, networkDomain, receivedAt, events, identifyRejected }
      const accepted = await committer.add(item, events.length)
      return token ? { accepted, token } : { accepted }
    } catch (error) {
      if (error instanceof DevtrailError) throw error
      request.log.error({ err: error }, 'storing events failed')
      throw new DevtrailError('unavailable', 'the events could not be stored: retry later')
    }
  })
}
