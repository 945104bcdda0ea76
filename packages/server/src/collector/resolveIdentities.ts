/** Steps 2 and 3 of an ingest write: identity resolution of the group's identifies. */
import { lockWorkspaceIdentities } from '../store/identityLock.js'
import { identifyVisitor } from '../identity/identifyVisitor.js'
import type { IngestBatch } from './ingestBatch.js'
import { occurredAtOfEvent, visitorOf, type IngestWrite } from './ingestWrite.js'

/** The batches of the group with at least one identify. */
export function identifyingBatches(write: IngestWrite): IngestBatch[] {
  return write.batches.filter((batch) => batch.events.some((event) => event.type === 'IDENTIFY'))
}

/**
 * On PostgreSQL, takes a transaction lock per workspace with identifies (in workspace order), so
 * collectors on one PostgreSQL do not both create a developer for the same new person.
 */
export async function lockIdentifyingWorkspaces(write: IngestWrite, identifying: readonly IngestBatch[]): Promise<void> {
  await lockWorkspaceIdentities(
    write.tx,
    write.dialect,
    identifying.map((batch) => batch.asset.workspaceId),
  )
}

/**
 * Resolves every identify of the batches, in order: the visitor gets its developer, and the
 * developer and their accounts are marked touched.
 */
export async function resolveIdentities(write: IngestWrite, identifying: readonly IngestBatch[]): Promise<void> {
  for (const batch of identifying) {
    const visitor = visitorOf(write, batch)
    for (const event of batch.events) {
      if (event.type !== 'IDENTIFY') continue
      const outcome = await identifyVisitor(write.tx, {
        workspaceId: batch.asset.workspaceId,
        visitorId: visitor.id,
        identity: event.identity,
        country: batch.country,
        // which identify is a person's latest is decided by when it happened, not by arrival
        occurredAt: occurredAtOfEvent(event, batch),
        now: write.now,
        verified: event.verified === true,
      })
      // a refused claim (a conflict) is no sign-in: buildActivityRows stores no PRODUCT_LOGIN for it
      event.refused = outcome === null
      if (!outcome) continue
      visitor.developerId = outcome.developerId
      visitor.identity = outcome.identity
      write.touchedDevelopers.add(outcome.developerId)
      for (const accountId of outcome.accountIds) write.touchedAccounts.set(accountId, batch.asset.activityLevels)
    }
  }
}
