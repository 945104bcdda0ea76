/**
 * The collector: `POST /v1/events` runs the ingest pipeline (collector/pipeline.ts: checks, group
 * commit, hand-over to the alert evaluator) and answers 200 once durable, with the events kept,
 * those dropped by reason, and a fresh token when the request had none or an old one.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppOptions } from '../appOptions.js'
import { botDetector } from '../collector/botDetector.js'
import { CollectorAssets } from '../collector/collectorAsset.js'
import { DropCounter } from '../collector/dropCounter.js'
import { GroupCommit, type GroupCommitOptions } from '../collector/groupCommit.js'
import type { BatchResult, IngestBatch } from '../collector/ingestBatch.js'
import type { IngestContext } from '../collector/ingestRequest.js'
import { runIngest } from '../collector/pipeline.js'
import { openBatchWriter, type BatchWriterOptions } from '../collector/batchWriter.js'
import { MAX_EVENTS_BODY_BYTES } from '../collector/schemas.js'
import { TokenVerifier } from '../collector/tokens.js'
import { SecretScrubber } from '../collector/secretScan.js'
import { prepareEvents } from '../collector/prepareEvents.js'
import { validateEventBatch } from '../collector/validateBatch.js'
import { DevtrailError } from '../errors.js'
import { isStoreUnavailable } from '../store/storeUnavailable.js'
import { cachedIpFacts } from '../network/ipDatabases.js'
import { NetworkAccounts } from '../network/networkAccounts.js'
import { rateLimitsOf } from '../http/rateLimits.js'
import { collectorRateLimits } from '../collector/collectorRateLimits.js'

/** Collector options beyond the app's. */
export interface CollectorOptions extends AppOptions {
  /** Group commit window and size. */
  groupCommit?: GroupCommitOptions
  /** Who writes the groups (a SQLite writer thread, PostgreSQL transactions in flight). */
  writer?: BatchWriterOptions
  /** Longest wait before drop counts are written, in ms (default 1000). */
  dropFlushMs?: number
}

/** Whether a failed write means "retry later" for everything queued, not one bad batch. */
function unavailable(error: unknown): boolean {
  return isStoreUnavailable(error) || (error instanceof DevtrailError && error.type === 'unavailable')
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin
  return typeof origin === 'string' && origin !== '' ? origin : undefined
}

/** The collector: `POST /v1/events`. */
export const collectorRoutes: FastifyPluginAsync<CollectorOptions> = async (app, options) => {
  const { store, tokenSecret } = options
  const assets = new CollectorAssets(store, undefined, {
    ...(options.secretBox ? { secretBox: options.secretBox } : {}),
    onSecretError: (error) => app.log.error({ err: error }, 'an identify secret could not be opened: signed identifies of its asset are refused'),
  })
  const { limitPerIp, limitPerClient } = await collectorRateLimits(app, rateLimitsOf(options.rateLimits))
  const writer = openBatchWriter(store, options.writer)
  const committer = new GroupCommit<IngestBatch, BatchResult>((batches) => writer.write(batches), {
    isUnavailable: unavailable,
    concurrency: writer.concurrency,
    ...(writer.groupEvents ? { maxEvents: writer.groupEvents } : {}),
    ...(writer.groupWaitMs !== undefined ? { maxWaitMs: writer.groupWaitMs } : {}),
    // a statement times out after 3 s; with the rollback after it a write could take twice that
    writeTimeoutMs: 3500,
    ...options.groupCommit,
  })
  const drops = new DropCounter(store, {
    ...(options.dropFlushMs !== undefined ? { flushMs: options.dropFlushMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'drop counts could not be stored: kept for the next write'),
  })
  const scrubber = new SecretScrubber()
  const context: IngestContext = {
    tokenSecret,
    tokens: new TokenVerifier(tokenSecret),
    assets,
    validate: validateEventBatch,
    prepare: (events) => prepareEvents(events, scrubber),
    isBot: botDetector(),
    ipFactsOf: cachedIpFacts(options.ipDatabases),
    networkAccounts: new NetworkAccounts(store),
    commit: (batch) => committer.add(batch, batch.events.length),
    // committed: the rules are evaluated off this request (a workspace without rules costs a lookup)
    committed: (workspaceId, activityIds) =>
      app.alerts.committed(
        workspaceId,
        activityIds.map((id) => ({ id })),
      ),
    drops,
  }
  // the app closes the store after this: answer every waiting request first
  app.addHook('onClose', async () => {
    await committer.close()
    await writer.close()
    await drops.close()
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
  app.post('/v1/events', { bodyLimit: MAX_EVENTS_BODY_BYTES, onRequest: limitPerIp, logLevel: quietLevel }, (request) =>
    runIngest(context, {
      body: request.body,
      userAgent: request.headers['user-agent'],
      origin: originOf(request),
      // request.ip is the client as TRUST_PROXY allows; it is looked up and never stored
      ip: request.ip,
      countryHeader: options.countryHeader ? request.headers[options.countryHeader] : undefined,
      receivedAt: Date.now(),
      limitPerClient: (clientId) => limitPerClient(request, clientId),
      onWriteError: (error) => request.log.error({ err: error }, 'storing events failed'),
    }),
  )
}
