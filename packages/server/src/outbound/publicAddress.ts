/**
 * Whether an IP address is a public unicast destination, from the IANA special-purpose address
 * registries of both families. An IPv6 address that carries an IPv4 address is judged by the IPv4
 * address it carries (mapped, NAT64, 6to4, Teredo), or refused outright where it cannot be public
 * (IPv4-compatible, SIIT, local-use NAT64); any other IPv6 address must lie in the global unicast
 * space 2000::/3 outside the registry's non-public blocks. Any spelling parses the same
 * (compressed, expanded, dotted-quad tail, upper case, a zone id).
 */
import { ipNumberOf, ipRangeOf, type IpRange } from '../network/ipAddress.js'

const rangesOf = (cidrs: readonly string[]): IpRange[] => cidrs.map((cidr) => ipRangeOf(cidr)!)

/** IPv4 special-purpose blocks (RFC 6890 and its updates), with multicast, reserved and broadcast. */
const IPV4_NOT_PUBLIC = rangesOf([
  '0.0.0.0/8', // this network
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.31.196.0/24', // AS112
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '192.175.48.0/24', // AS112 direct delegation
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the limited broadcast address
])

/** How an IPv6 block carries IPv4 addresses: which ones, or none when the block is never public. */
interface Ipv4Embedding {
  block: IpRange
  /** The IPv4 addresses the block's address carries (all must be public), or null: refused outright. */
  ipv4Of: ((value: bigint) => number[]) | null
}

const low32 = (value: bigint) => Number(value & 0xffffffffn)

/** IPv6 blocks that carry an IPv4 address. IPv4-mapped ::ffff:0:0/96 is parsed as its IPv4 address. */
const IPV6_EMBEDDINGS: Ipv4Embedding[] = [
  { block: ipRangeOf('::/96')!, ipv4Of: null }, // IPv4-compatible (deprecated), ::, ::1
  { block: ipRangeOf('::ffff:0:0:0/96')!, ipv4Of: null }, // SIIT IPv4-translated
  { block: ipRangeOf('64:ff9b::/96')!, ipv4Of: (value) => [low32(value)] }, // NAT64 well-known prefix
  { block: ipRangeOf('64:ff9b:1::/48')!, ipv4Of: null }, // NAT64 local use
  { block: ipRangeOf('2002::/16')!, ipv4Of: (value) => [Number((value >> 80n) & 0xffffffffn)] }, // 6to4
  // Teredo: the server's address, then the client's with every bit inverted
  { block: ipRangeOf('2001::/32')!, ipv4Of: (value) => [Number((value >> 64n) & 0xffffffffn), (low32(value) ^ 0xffffffff) >>> 0] },
]

/** The global unicast space; IPv6 outside it (ULA, link-local, multicast, discard, SRv6 SIDs, unassigned) is not public. */
const IPV6_GLOBAL_UNICAST = ipRangeOf('2000::/3')!

/** Non-public blocks inside 2000::/3. */
const IPV6_NOT_PUBLIC = rangesOf([
  '2001::/23', // IETF protocol assignments (Teredo, above, is judged by its IPv4 addresses)
  '2001:db8::/32', // documentation
  '2620:4f:8000::/48', // AS112 direct delegation
  '3fff::/20', // documentation
])

const holds = (range: IpRange, value: bigint) => range.version === 6 && range.start <= value && value <= range.end

function isPublicIpv4(value: number): boolean {
  return !IPV4_NOT_PUBLIC.some((range) => range.version === 4 && range.start <= value && value <= range.end)
}

/** Whether `address` (any textual spelling of an IPv4 or IPv6 address, brackets and zone id allowed) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = ipNumberOf(address.trim().replace(/^\[(.*)\]$/, '$1'))
  if (ip === null) return false
  if (ip.version === 4) return isPublicIpv4(ip.value)
  const embedding = IPV6_EMBEDDINGS.find((candidate) => holds(candidate.block, ip.value))
  // a block that carries none (ipv4Of null) is refused outright
  if (embedding) return embedding.ipv4Of?.(ip.value).every(isPublicIpv4) === true
  return holds(IPV6_GLOBAL_UNICAST, ip.value) && !IPV6_NOT_PUBLIC.some((range) => holds(range, ip.value))
}
