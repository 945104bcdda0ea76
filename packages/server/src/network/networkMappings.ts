/**
 * A workspace's network-to-company mappings one at a time (the repository of `network_accounts`
 * besides the file import): list, add (checked as the import checks a row), remove.
 */
import { accountDomainOf } from '../accounts/accountDomain.js'
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import type { Insertable } from 'kysely'
import type { NetworkAccountTable } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import type { IpNetworks } from './ipNetworks.js'
import { parseNetworkKey, rangeStartText, type NetworkKey } from './networkKey.js'
import { nonCompanyReason } from './nonCompanyNetworks.js'

/** A stored mapping. */
export interface NetworkMapping {
  /** `AS<number>` or a CIDR in canonical form. */
  network: string
  /** The account's registrable domain. */
  domain: string
  created_at: number
  updated_at: number
}

/** Why a network may not name an account, from the non-company list and the IP-to-ASN data (when loaded), or null. */
export function networkRefusal(key: NetworkKey, networks: IpNetworks | null): string | null {
  if (key.kind === 'asn') return nonCompanyReason({ asn: key.asn, organisation: networks?.organisationOf(key.asn) ?? '' })
  const owner = networks?.ownerOf(rangeStartText(key.range))
  return owner ? nonCompanyReason(owner) : null
}

/** A checked mapping (canonical network, registrable domain); params_invalid with the reason otherwise. */
export function checkNetworkMapping(network: string, domain: string, networks: IpNetworks | null): { network: string; domain: string } {
  let key: NetworkKey
  try {
    key = parseNetworkKey(network)
  } catch (error) {
    throw new DevtrailError('params_invalid', `network: ${(error as Error).message}`)
  }
  const accountDomain = accountDomainOf(domain)
  if (!accountDomain) throw new DevtrailError('params_invalid', `domain: ${JSON.stringify(domain)} names no company (a business domain such as acme.io)`)
  const refused = networkRefusal(key, networks)
  if (refused) throw new DevtrailError('params_invalid', `network: ${key.key} cannot name an account: ${refused}`)
  return { network: key.key, domain: accountDomain }
}

/** A workspace's mappings, by network. */
export async function listNetworkMappings(store: Store, workspaceId: string): Promise<NetworkMapping[]> {
  const rows = await store.db
    .selectFrom('network_accounts')
    .select(['network', 'domain', 'created_at', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('network')
    .execute()
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at), updated_at: Number(row.updated_at) }))
}

/** The mapping of a network (canonical form), or undefined. */
export async function findNetworkMapping(store: Store, workspaceId: string, network: string): Promise<NetworkMapping | undefined> {
  const row = await store.db
    .selectFrom('network_accounts')
    .select(['network', 'domain', 'created_at', 'updated_at'])
    .where('workspace_id', '=', workspaceId)
    .where('network', '=', network)
    .executeTakeFirst()
  return row && { ...row, created_at: Number(row.created_at), updated_at: Number(row.updated_at) }
}

/** Maps a checked network to a domain (a network mapped already takes the new domain). */
export async function putNetworkMapping(
  store: Store,
  workspaceId: string,
  mapping: { network: string; domain: string },
  now = Date.now(),
): Promise<NetworkMapping> {
  await getWorkspace(store, workspaceId)
  await store.db
    .insertInto('network_accounts')
    .values({ workspace_id: workspaceId, network: mapping.network, domain: mapping.domain, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['workspace_id', 'network']).doUpdateSet({ domain: mapping.domain, updated_at: now }))
    .execute()
  return (await findNetworkMapping(store, workspaceId, mapping.network))!
}

/** Maps networks to domains in statements of 500 rows (a network mapped already takes the new domain), in the caller's transaction. */
export async function upsertNetworkMappings(db: Db, rows: readonly Insertable<NetworkAccountTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('network_accounts')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) =>
        conflict.columns(['workspace_id', 'network']).doUpdateSet((eb) => ({ domain: eb.ref('excluded.domain'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute()
  }
}

/** Removes the mapping of a network (canonical form); not_found when there is none. */
export async function removeNetworkMapping(store: Store, workspaceId: string, network: string): Promise<NetworkMapping> {
  const mapping = await findNetworkMapping(store, workspaceId, network)
  if (!mapping) throw new DevtrailError('not_found', `network ${network} is not mapped`)
  await store.db.deleteFrom('network_accounts').where('workspace_id', '=', workspaceId).where('network', '=', network).execute()
  return mapping
}
