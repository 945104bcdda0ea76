/**
 * Every check of a `POST /v1/events` request before its batch is written: bot, body shape and
 * limits, token, per-client rate limit, client ID, origin, secrets, identity verification and the
 * visitor's country and network. The route answers what this decides.
 */
import { DevtrailError } from '../errors.js'
import type { IpFacts } from '../network/ipDatabases.js'
import type { NetworkAccounts } from '../network/networkAccounts.js'
import { checkIdentifies } from './checkIdentifies.js'
import { collectorOriginAllowed, type CollectorAssets } from './collectorAsset.js'
import { countryFromHeader } from './enrich.js'
import type { IngestBatch } from './ingest.js'
import { prepareEvents } from './prepareEvents.js'
import type { SecretScrubber } from './secretScan.js'
import { issueToken, TOKEN_TTL_MS, type TokenVerifier } from './tokens.js'
import { validateEventBatch } from './validateBatch.js'

/** What the checks need, made once per collector. */
export interface BatchChecks {
  /** The secret session tokens are signed with. */
  tokenSecret: string
  /** Verifies the tokens requests carry. */
  tokens: TokenVerifier
  /** The assets by client ID. */
  assets: CollectorAssets
  /** Removes secrets from URLs and copied text. */
  scrubber: SecretScrubber
  /** Whether a user agent is a bot's. */
  isBot: (userAgent: string | undefined) => boolean
  /** Country and network of an address. */
  ipFactsOf: (ip: string) => IpFacts
  /** The account domains workspaces map networks to. */
  networkAccounts: NetworkAccounts
}

/** A collector request, as the checks see it. */
export interface CollectorRequest {
  /** The parsed JSON body. */
  body: unknown
  /** The User-Agent header. */
  userAgent: string | undefined
  /** The Origin header, when not empty. */
  origin: string | undefined
  /** The client's address as TRUST_PROXY allows; looked up, never stored. */
  ip: string
  /** The value of the trusted country header, when one is configured. */
  countryHeader: string | string[] | undefined
  /** When the request arrived, epoch ms. */
  receivedAt: number
  /** Counts the request against the client ID it is for; throws rate_limited over the limit. */
  limitPerClient: (clientId: string) => Promise<void>
}

/** What to answer: write the batch (with a fresh token or none), drop it (a bot's), or refuse it. */
export type BatchAcceptance =
  | { outcome: 'write'; batch: IngestBatch; token: string | undefined }
  | { outcome: 'drop' }
  | { outcome: 'refuse'; error: DevtrailError }

/** Answers 403 for an Origin the asset does not allow (readable, so the tracker drops what it cannot send). */
function originRefusal(origin: string | undefined): DevtrailError {
  return new DevtrailError('forbidden', origin ? `origin ${origin} is not allowed for this client ID` : 'an Origin header is required for this client ID')
}

async function checkBatch(checks: BatchChecks, request: CollectorRequest): Promise<BatchAcceptance> {
  const { receivedAt } = request
  if (checks.isBot(request.userAgent)) return { outcome: 'drop' }
  const batch = validateEventBatch(request.body)
  const anonymousId = batch.anonymous_id.toLowerCase()
  // a token must be this visitor's, of this client, and unexpired: else the tracker resends without it
  const claims = batch.token === undefined ? null : checks.tokens.verify(batch.token, receivedAt)
  if (batch.token !== undefined && (!claims || claims.clientId !== batch.client_id || claims.anonymousId !== anonymousId)) {
    return { outcome: 'refuse', error: new DevtrailError('token_expired', "the token expired or is not this visitor's: send the batch again without it") }
  }
  await request.limitPerClient(batch.client_id)
  const asset = await checks.assets.get(batch.client_id)
  if (!asset) return { outcome: 'refuse', error: new DevtrailError('not_found', `unknown client_id ${batch.client_id}`) }
  if (!collectorOriginAllowed(asset, request.origin)) return { outcome: 'refuse', error: originRefusal(request.origin) }
  // a fresh token when none was sent or the one sent is past half its life
  const token =
    !claims || claims.expiresAt - receivedAt < TOKEN_TTL_MS / 2 ? issueToken(checks.tokenSecret, { clientId: batch.client_id, anonymousId }).token : undefined
  // identity verification: refused identifies never reach identity resolution, and are counted
  const { identify, ...ingestAsset } = asset
  const { events, rejected: identifyRejected } = checkIdentifies(identify, await prepareEvents(batch.events, checks.scrubber), receivedAt)
  const ipFacts = checks.ipFactsOf(request.ip)
  const country = countryFromHeader(request.countryHeader) || ipFacts.country
  const networkDomain = await checks.networkAccounts.domainOf(asset.workspaceId, request.ip, ipFacts.network)
  return {
    outcome: 'write',
    batch: { asset: ingestAsset, anonymousId, country, network: ipFacts.network, networkDomain, receivedAt, events, identifyRejected },
    token,
  }
}

/**
 * Decides what a collector request gets: its batch to write, a drop (bots), or the error to answer
 * (invalid body, stale token, rate limit, unknown client ID, origin not allowed). A failing store
 * still throws: that is no answer about the request.
 */
export async function acceptBatch(checks: BatchChecks, request: CollectorRequest): Promise<BatchAcceptance> {
  try {
    return await checkBatch(checks, request)
  } catch (error) {
    if (error instanceof DevtrailError) return { outcome: 'refuse', error }
    throw error
  }
}
