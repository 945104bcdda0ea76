/**
 * The steps of a `POST /v1/events` request, in the order `pipeline.ts` lists them. Each reads and
 * extends the `Ingest` in progress, or stops it: its events dropped for a reason, or refused.
 */
import type { EventBatch } from '@devtrail/core/protocol'
import { DevtrailError } from '../errors.js'
import { checkIdentifies } from './checkIdentifies.js'
import { collectorOriginAllowed } from './collectorAsset.js'
import { addDrops } from './dropReasons.js'
import { countryFromHeader } from './enrich.js'
import type { Ingest, Stop } from './ingestRequest.js'
import { issueToken, TOKEN_TTL_MS } from './tokens.js'

/** The value of a step's result that a later step needs: a missing one is a pipeline in the wrong order. */
function set<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`ingest pipeline: ${what} is read before the step that sets it`)
  return value
}

/** The validated body. */
const bodyOf = (ingest: Ingest): EventBatch => set(ingest.body, 'the body')

/** A bot's request: answered 200 with nothing accepted, so it has nothing to retry. */
export function dropBots(ingest: Ingest): Stop | undefined {
  return ingest.context.isBot(ingest.request.userAgent) ? { reason: 'bot' } : undefined
}

/** The body's shape and limits (400 naming the field). */
export function validate(ingest: Ingest): Stop | undefined {
  try {
    ingest.body = ingest.context.validate(ingest.request.body)
  } catch (error) {
    if (error instanceof DevtrailError) return { reason: 'invalid', error }
    throw error
  }
  ingest.anonymousId = ingest.body.anonymous_id.toLowerCase()
  return undefined
}

/** A token must be this visitor's, of this client, and unexpired: else the tracker resends without it (not a drop). */
export function checkToken(ingest: Ingest): Stop | undefined {
  const body = bodyOf(ingest)
  if (body.token === undefined) return undefined
  const claims = ingest.context.tokens.verify(body.token, ingest.request.receivedAt)
  if (!claims || claims.clientId !== body.client_id || claims.anonymousId !== ingest.anonymousId) {
    return { reason: null, error: new DevtrailError('token_expired', "the token expired or is not this visitor's: send the batch again without it") }
  }
  ingest.tokenExpiresAt = claims.expiresAt
  return undefined
}

/** The per-client-ID rate limit (429 with Retry-After; the tracker retries later). */
export async function limitPerClient(ingest: Ingest): Promise<Stop | undefined> {
  try {
    await ingest.request.limitPerClient(bodyOf(ingest).client_id)
  } catch (error) {
    if (error instanceof DevtrailError) return { reason: 'rate_limited', error }
    throw error
  }
  return undefined
}

/** The asset of the client ID (404 for an unknown one: no asset to count the drop for). */
export async function findAsset(ingest: Ingest): Promise<Stop | undefined> {
  const clientId = bodyOf(ingest).client_id
  ingest.asset = await ingest.context.assets.get(clientId)
  return ingest.asset ? undefined : { reason: null, error: new DevtrailError('not_found', `unknown client_id ${clientId}`) }
}

/** The Origin must be one the asset allows (403, readable, so the tracker drops what it cannot send). */
export function checkOrigin(ingest: Ingest): Stop | undefined {
  const { origin } = ingest.request
  if (collectorOriginAllowed(set(ingest.asset, 'the asset'), origin)) return undefined
  const message = origin ? `origin ${origin} is not allowed for this client ID` : 'an Origin header is required for this client ID'
  return { reason: 'origin_not_allowed', error: new DevtrailError('forbidden', message) }
}

/** A fresh token when none was sent or the one sent is past half its life. */
export function renewToken(ingest: Ingest): undefined {
  const { receivedAt } = ingest.request
  if (ingest.tokenExpiresAt !== null && ingest.tokenExpiresAt - receivedAt >= TOKEN_TTL_MS / 2) return undefined
  const body = bodyOf(ingest)
  ingest.token = issueToken(ingest.context.tokenSecret, { clientId: body.client_id, anonymousId: ingest.anonymousId }).token
  return undefined
}

/** Secrets removed from free text (again: an old or altered tracker may have let one through), copies classified. */
export async function scrubAndClassify(ingest: Ingest): Promise<undefined> {
  ingest.events = await ingest.context.prepare(bodyOf(ingest).events)
  return undefined
}

/** A copy of prose, an address or a link through a copy button is no activity. */
export function dropProseCopies(ingest: Ingest): undefined {
  const kept = ingest.events.filter((event) => event.type !== 'COPY' || event.activity !== null)
  addDrops(ingest.dropped, 'prose_copy', ingest.events.length - kept.length)
  ingest.events = kept
  return undefined
}

/** Identity verification: refused identifies never reach identity resolution, and are counted by reason. */
export function verifyIdentifies(ingest: Ingest): undefined {
  const { events, rejected } = checkIdentifies(set(ingest.asset, 'the asset').identify, ingest.events, ingest.request.receivedAt)
  if (rejected > 0) {
    // the checked events keep their order with the refused identifies left out: walk both lists
    let next = 0
    for (const event of ingest.events) {
      if (events[next]?.id === event.id && events[next]?.type === event.type) next += 1
      else if (event.type === 'IDENTIFY') addDrops(ingest.dropped, event.signature === undefined ? 'unsigned_identify' : 'invalid_signature', 1)
    }
  }
  ingest.events = events
  ingest.identifyRejected = rejected
  return undefined
}

/** The visitor's country (trusted header, else the IP databases) and network, and the account its network maps to. */
export async function locateVisitor(ingest: Ingest): Promise<undefined> {
  const { request, context } = ingest
  const { identify, ...asset } = set(ingest.asset, 'the asset')
  const ipFacts = context.ipFactsOf(request.ip)
  ingest.batch = {
    asset,
    anonymousId: ingest.anonymousId,
    country: countryFromHeader(request.countryHeader) || ipFacts.country,
    network: ipFacts.network,
    networkDomain: await context.networkAccounts.domainOf(asset.workspaceId, request.ip, ipFacts.network),
    receivedAt: request.receivedAt,
    events: ingest.events,
    identifyRejected: ingest.identifyRejected,
  }
  return undefined
}

/** The batch written with others in one transaction (a group commit); answered once durable. */
export async function commit(ingest: Ingest): Promise<Stop | undefined> {
  try {
    ingest.result = await ingest.context.commit(set(ingest.batch, 'the batch'))
  } catch (error) {
    // not a drop: the tracker sends the events again later
    if (error instanceof DevtrailError) return { reason: null, error }
    ingest.request.onWriteError(error)
    return { reason: null, error: new DevtrailError('unavailable', 'the events could not be stored: retry later') }
  }
  return undefined
}

/** The activities this request added, handed to the alert evaluator off the request (a retried batch adds none). */
export function handToAlerts(ingest: Ingest): undefined {
  const { asset } = set(ingest.batch, 'the batch')
  ingest.context.committed(asset.workspaceId, set(ingest.result, 'the write result').newActivityIds)
  return undefined
}
