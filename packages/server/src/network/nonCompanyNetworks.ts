/**
 * Networks that never name an account: ISPs, carriers, clouds, hosting, CDNs and VPN providers,
 * whose addresses are anyone's. The list is data (nonCompanyNetworks.json), checked at ingest and
 * when mappings are imported.
 */
import { createRequire } from 'node:module'
import type { NetworkOwner } from './ipNetworks.js'

interface NonCompanyList {
  asns: { asn: number; name: string }[]
  organisationPatterns: string[]
}

const list = createRequire(import.meta.url)('./nonCompanyNetworks.json') as NonCompanyList
const ASNS = new Map(list.asns.map((entry) => [entry.asn, entry.name]))
const PATTERNS = list.organisationPatterns.map((pattern) => new RegExp(pattern, 'i'))

/**
 * Why a network cannot name an account (`AS16509 is Amazon AWS`, `"Example Hosting Ltd" looks like
 * hosting or an ISP`), or null when it may: a company network as far as the list knows.
 */
export function nonCompanyReason(owner: NetworkOwner): string | null {
  const listed = ASNS.get(owner.asn)
  if (listed) return `AS${owner.asn} is ${listed}, an ISP, cloud, hosting or VPN network`
  const pattern = PATTERNS.find((regex) => regex.test(owner.organisation))
  return pattern ? `AS${owner.asn} "${owner.organisation}" is an ISP, cloud, hosting or VPN network` : null
}
