/**
 * Aggregates kept at write time, in the ingest transaction: developers' and their contacts' first
 * and latest activity (an account's are in accounts/accountAggregates.ts). One UPDATE each, with
 * index-backed subqueries, so the cost per batch does not grow with history.
 */
import type { Db, Store } from '../store/store.js'
import { copyDeveloperActivitySpan } from '../contacts/contactRows.js'
import { recountDeveloperActivitySpan } from '../developers/developerRows.js'

/** Recomputes a developer's first_activity and latest_activity from its activities, and its linked contacts'. */
export async function refreshDeveloperAggregates(db: Db, developerId: string): Promise<void> {
  await recountDeveloperActivitySpan(db, developerId)
  // a contact (buyer) linked to the developer shows the developer's activity
  await copyDeveloperActivitySpan(db, developerId)
}
