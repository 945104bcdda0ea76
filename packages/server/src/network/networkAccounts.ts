/**
 * Which account a visitor's network names in a workspace, from the mappings imported with
 * `devtrail networks import`: the most specific CIDR holding the address, else the network's AS.
 * A network of an ISP, cloud, hosting or VPN provider names none, whatever is mapped.
 */
import type { Store } from '../store/store.js'
import { ipNumberOf, rangeHolds, type IpRange } from './ipAddress.js'
import type { NetworkOwner } from './ipNetworks.js'
import { parseNetworkKey } from './networkKey.js'
import { nonCompanyReason } from './nonCompanyNetworks.js'

interface WorkspaceMappings {
  byAsn: Map<number, string>
  /** Most specific first. */
  ranges: { range: IpRange; bits: number; domain: string }[]
}

/** A workspace's network mappings, cached for `ttlMs` so the collector does not query per request. */
export class NetworkAccounts {
  private readonly _store: Store
  private readonly _ttlMs: number
  private readonly _cache = new Map<string, { mappings: Promise<WorkspaceMappings>; expires: number }>()

  constructor(store: Store, ttlMs = 10_000) {
    this._store = store
    this._ttlMs = ttlMs
  }

  /** The account domain the visitor's network names in the workspace, or null. */
  async domainOf(workspaceId: string, ip: string, owner: NetworkOwner | null): Promise<string | null> {
    if (owner && nonCompanyReason(owner) !== null) return null
    const address = ipNumberOf(ip)
    if (!address) return null
    let mappings: WorkspaceMappings
    try {
      mappings = await this._mappings(workspaceId)
    } catch {
      // the store is failing: the write after this answers 503; naming an account is not worth a different error
      return null
    }
    if (mappings.byAsn.size === 0 && mappings.ranges.length === 0) return null
    const range = mappings.ranges.find((entry) => rangeHolds(entry.range, address))
    if (range) return range.domain
    return owner ? (mappings.byAsn.get(owner.asn) ?? null) : null
  }

  private _mappings(workspaceId: string): Promise<WorkspaceMappings> {
    const now = Date.now()
    const cached = this._cache.get(workspaceId)
    if (cached && cached.expires > now) return cached.mappings
    const mappings = this._load(workspaceId)
    this._cache.set(workspaceId, { mappings, expires: now + this._ttlMs })
    // a failed read is not remembered: the next request asks again
    mappings.catch(() => this._cache.delete(workspaceId))
    return mappings
  }

  private async _load(workspaceId: string): Promise<WorkspaceMappings> {
    const rows = await this._store.db.selectFrom('network_accounts').select(['network', 'domain']).where('workspace_id', '=', workspaceId).execute()
    const byAsn = new Map<number, string>()
    const ranges: WorkspaceMappings['ranges'] = []
    for (const row of rows) {
      let key: ReturnType<typeof parseNetworkKey>
      try {
        key = parseNetworkKey(row.network)
      } catch {
        // a mapping stored under older rules that no longer parses names nothing
        continue
      }
      if (key.kind === 'asn') byAsn.set(key.asn, row.domain)
      else ranges.push({ range: key.range, bits: key.bits, domain: row.domain })
    }
    ranges.sort((a, b) => b.bits - a.bits)
    return { byAsn, ranges }
  }
}
