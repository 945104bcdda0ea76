/** One collector request as the ingest pipeline carries it from step to step, and what the steps need. */
import type { EventBatch, TrackerEvent } from '@devtrail/core/protocol'
import type { DevtrailError } from '../errors.js'
import type { IpFacts } from '../network/ipDatabases.js'
import type { NetworkAccounts } from '../network/networkAccounts.js'
import type { CollectorAsset, CollectorAssets } from './collectorAsset.js'
import type { DropCounter } from './dropCounter.js'
import type { DropCounts, DropReason } from './dropReasons.js'
import type { IngestEvent } from './enrich.js'
import type { BatchResult, IngestBatch } from './ingestBatch.js'
import type { TokenVerifier } from './tokens.js'

/** What the steps need, made once per collector (the heavier modules come in here, so the SQLite writer thread never loads them). */
export interface IngestContext {
  /** The secret session tokens are signed with. */
  tokenSecret: string
  /** Verifies the tokens requests carry. */
  tokens: TokenVerifier
  /** The assets by client ID. */
  assets: CollectorAssets
  /** The batch in a body, or a params_invalid error naming the field (validateBatch.ts). */
  validate: (body: unknown) => EventBatch
  /** The events with secrets removed and copies classified (prepareEvents.ts). */
  prepare: (events: readonly TrackerEvent[]) => Promise<IngestEvent[]>
  /** Whether a user agent is a bot's. */
  isBot: (userAgent: string | undefined) => boolean
  /** Country and network of an address. */
  ipFactsOf: (ip: string) => IpFacts
  /** The account domains workspaces map networks to. */
  networkAccounts: NetworkAccounts
  /** Writes the batch with others in one transaction (a group commit); resolves once durable. */
  commit: (batch: IngestBatch) => Promise<BatchResult>
  /** Hands the ids of newly stored activities to the alert evaluator (never throws, never waits). */
  committed: (workspaceId: string, activityIds: readonly string[]) => void
  /** Counts the dropped events per asset, day and reason. */
  drops: DropCounter
}

/** A collector request, as the steps see it. */
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
  /** Hears a write that failed for a reason other than the request (logged; the answer is 503). */
  onWriteError: (error: unknown) => void
}

/** One request in the pipeline: what the steps found so far (null: not yet). */
export interface Ingest {
  /** What the steps need. */
  readonly context: IngestContext
  /** The request. */
  readonly request: CollectorRequest
  /** The validated body. */
  body: EventBatch | null
  /** The visitor's anonymous id, lower case ('' before validation). */
  anonymousId: string
  /** When the token the request carried expires (null: it carried none). */
  tokenExpiresAt: number | null
  /** The asset of the client ID. */
  asset: CollectorAsset | null
  /** A fresh token for the answer, when one is due. */
  token: string | undefined
  /** The events still on their way to the store. */
  events: IngestEvent[]
  /** Events dropped so far, by reason. */
  dropped: DropCounts
  /** Identifies refused by identity verification. */
  identifyRejected: number
  /** The batch to write. */
  batch: IngestBatch | null
  /** What the write did with it. */
  result: BatchResult | null
}

/**
 * How a step stops a request: its events dropped for `reason` (answered with `error` when there is
 * one, else 200 and the counts), or refused with no drop (`reason` null: the tracker sends the
 * events again, or there is no asset to count them for).
 */
export type Stop = { reason: DropReason; error?: DevtrailError } | { reason: null; error: DevtrailError }

/** A step of the pipeline: it changes the ingest, or stops it. */
export type IngestStep = (ingest: Ingest) => Stop | undefined | Promise<Stop | undefined>
