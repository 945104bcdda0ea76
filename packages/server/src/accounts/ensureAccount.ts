import { newId } from '../ids.js'
import type { Db } from '../store/store.js'

/** A company domain in its canonical form: lower case, no scheme, path, port or `www.`; null if it is not a domain. */
export function normaliseDomain(input: string): string | null {
  let host = input.trim().toLowerCase()
  if (!host) return null
  host = host
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
  host = host.replace(/^www\./, '')
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/.test(host)) return null
  return host
}

/** A readable account name from its domain: `acme-labs.io` -> `Acme Labs`. */
export function accountNameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain
  return label
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The id of the workspace's account for a (normalised) company domain, created on first sight.
 * Safe under concurrency: the unique (workspace_id, domain) constraint decides the winner.
 */
export async function ensureAccount(db: Db, workspaceId: string, domain: string, now = Date.now()): Promise<string> {
  const existing = await db.selectFrom('accounts').select('id').where('workspace_id', '=', workspaceId).where('domain', '=', domain).executeTakeFirst()
  if (existing) return existing.id
  await db
    .insertInto('accounts')
    .values({ id: newId(), workspace_id: workspaceId, name: accountNameFromDomain(domain), domain, created_at: now })
    .onConflict((conflict) => conflict.columns(['workspace_id', 'domain']).doNothing())
    .execute()
  const row = await db.selectFrom('accounts').select('id').where('workspace_id', '=', workspaceId).where('domain', '=', domain).executeTakeFirstOrThrow()
  return row.id
}
