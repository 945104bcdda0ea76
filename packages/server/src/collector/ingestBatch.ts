/** The batch types of the ingest pipeline: what the checks hand to the write, and what the write answers. */
import type { NetworkOwner } from '../network/ipNetworks.js'
import type { CollectorAsset } from './collectorAsset.js'
import type { DropCounts } from './dropReasons.js'
import type { IngestEvent } from './enrich.js'

/** One validated `POST /v1/events` request. */
export interface IngestBatch {
  /** The asset, without its identify secrets (they stay in the collector, never cross to the writer thread). */
  asset: Omit<CollectorAsset, 'identify'>
  /** The visitor's anonymous id (lower case). */
  anonymousId: string
  /** Country from the trusted proxy header, else from the IP databases, or ''. */
  country: string
  /** The owner of the visitor's network (from the IP-to-ASN data), or null. */
  network?: NetworkOwner | null
  /** The account domain the workspace maps the visitor's network to (anonymous activity only), or null. */
  networkDomain?: string | null
  /** When the request arrived, epoch ms. */
  receivedAt: number
  /** The events, secrets removed, copies classified and identifies checked (refused ones removed). */
  events: IngestEvent[]
  /** Identifies of the request refused by identity verification (counted as `identify_rejected`). */
  identifyRejected?: number
}

/** What the write did with one batch. */
export interface BatchResult {
  /** Events kept: stored now or stored before (a retry), the `accepted` of the answer. */
  kept: number
  /** Events not stored by reason (duplicates: activities stored before, by an earlier try). */
  dropped: DropCounts
  /** The ids of the activities this write inserted (lower case), for the alert evaluator. */
  newActivityIds: string[]
}
