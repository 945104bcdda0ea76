/**
 * Identity verification at the collector: each identify of a batch is checked against its
 * asset's identify policy and secrets before identity resolution sees it.
 */
import type { IdentifyCheck } from '../admin/identifySecrets.js'
import { identitySignedWith } from '../identity/identitySignature.js'
import type { IngestEvent } from './enrich.js'

/** What becomes of one identify: resolved as a verified identity, resolved unverified, or refused. */
export type IdentifyVerdict = 'verified' | 'unverified' | 'rejected'

/**
 * The verdict on an identify carrying `signature` (or none). A signature must match a secret
 * valid at `now` (the current one, or the previous one within its overlap window): a wrong
 * signature is refused under either policy; no signature is refused under `signed` and resolved
 * unverified under `unsigned`.
 */
export function identifyVerdict(check: IdentifyCheck, event: Extract<IngestEvent, { type: 'IDENTIFY' }>, now: number): IdentifyVerdict {
  if (event.signature === undefined) return check.policy === 'signed' ? 'rejected' : 'unverified'
  const secrets = check.secrets.filter((entry) => entry.validUntil === null || entry.validUntil > now).map((entry) => entry.secret)
  return identitySignedWith(secrets, event.identity, event.signature) ? 'verified' : 'rejected'
}

/**
 * The events of a batch as identity resolution gets them: refused identifies removed (they link
 * the visitor to nobody and change nothing), the others marked `verified` or not; and how many
 * were refused (the `identify_rejected` count).
 */
export function checkIdentifies(check: IdentifyCheck, events: readonly IngestEvent[], now: number): { events: IngestEvent[]; rejected: number } {
  let rejected = 0
  const kept: IngestEvent[] = []
  for (const event of events) {
    if (event.type !== 'IDENTIFY') {
      kept.push(event)
      continue
    }
    const verdict = identifyVerdict(check, event, now)
    if (verdict === 'rejected') rejected += 1
    else kept.push({ ...event, verified: verdict === 'verified' })
  }
  return { events: kept, rejected }
}
