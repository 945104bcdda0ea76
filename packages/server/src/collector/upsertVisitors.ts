/** Step 1 of an ingest write: the group's visitors, created or updated. */
import type { Insertable } from 'kysely'
import { newId } from '../ids.js'
import type { VisitorTable } from '../store/schema.js'
import { upsertVisitorRows } from '../visitors/visitorRows.js'
import type { IngestBatch } from './ingestBatch.js'
import { ROWS_PER_INSERT, visitorKey, type IngestTransaction, type IngestVisitor } from './ingestWrite.js'

/**
 * Creates or updates one visitor row per workspace and anonymous id of the group (last seen,
 * country and network of the latest batch), in key order; returns them by `visitorKey`.
 */
export async function upsertVisitors(tx: IngestTransaction, batches: readonly IngestBatch[]): Promise<Map<string, IngestVisitor>> {
  const rows = new Map<string, Insertable<VisitorTable> & { last_seen: number }>()
  for (const batch of batches) {
    const key = visitorKey(batch.asset.workspaceId, batch.anonymousId)
    const row = rows.get(key)
    if (row) {
      row.last_seen = Math.max(row.last_seen, batch.receivedAt)
      row.country = batch.country || row.country
      if (batch.network) {
        row.network = batch.network.organisation
        row.network_asn = batch.network.asn
      }
    } else {
      rows.set(key, {
        id: newId(),
        workspace_id: batch.asset.workspaceId,
        anonymous_id: batch.anonymousId,
        country: batch.country || null,
        network: batch.network?.organisation ?? null,
        network_asn: batch.network?.asn ?? null,
        first_seen: batch.receivedAt,
        last_seen: batch.receivedAt,
      })
    }
  }
  // a stable order keeps concurrent collectors from locking the same visitors in opposite orders
  const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
  const visitors = new Map<string, IngestVisitor>()
  for (let start = 0; start < ordered.length; start += ROWS_PER_INSERT) {
    const stored = await upsertVisitorRows(tx, ordered.slice(start, start + ROWS_PER_INSERT))
    for (const visitor of stored) {
      visitors.set(visitorKey(visitor.workspace_id, visitor.anonymous_id), { id: visitor.id, developerId: visitor.developer_id, identity: visitor.identity })
    }
  }
  return visitors
}
