/** Step 4 of an ingest write: the accounts of anonymous visitors' networks. */
import { ensureAccount } from '../accounts/ensureAccount.js'
import { compareText, visitorOf, type IngestWrite, type NetworkAccountOf } from './ingestWrite.js'

/**
 * Creates (or finds) the account of every network domain an anonymous visitor of the group comes
 * from, in key order; returns which account a batch's activities count for.
 */
export async function mapNetworkAccounts(write: IngestWrite): Promise<NetworkAccountOf> {
  // an anonymous visitor from a network the workspace maps to a company counts for that account;
  // a person who identified keeps their own (identify wins)
  const networkAccounts = new Map<string, { workspaceId: string; domain: string }>()
  for (const batch of write.batches) {
    if (!batch.networkDomain || visitorOf(write, batch).developerId) continue
    networkAccounts.set(`${batch.asset.workspaceId}\u0000${batch.networkDomain}`, { workspaceId: batch.asset.workspaceId, domain: batch.networkDomain })
  }
  const networkAccountIds = new Map<string, string>()
  // in key order: two collectors creating the same new accounts cannot wait on each other in a cycle
  for (const [key, { workspaceId, domain }] of [...networkAccounts].sort(([a], [b]) => compareText(a, b))) {
    networkAccountIds.set(key, await ensureAccount(write.tx, workspaceId, domain, write.now))
  }
  return (batch, developerId) =>
    batch.networkDomain && !developerId ? (networkAccountIds.get(`${batch.asset.workspaceId}\u0000${batch.networkDomain}`) ?? null) : null
}
