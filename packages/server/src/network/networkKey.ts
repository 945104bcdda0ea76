/** A network as a mapping names it: an AS number (`AS13335`) or a CIDR range, in one canonical spelling. */
import { ipRangeOf, isPublicAddress, rangeStart, type IpRange } from './ipAddress.js'

/** A parsed network: an AS, or an address range. */
export type NetworkKey = { kind: 'asn'; asn: number; key: string } | { kind: 'cidr'; range: IpRange; bits: number; key: string }

const MAX_ASN = 4_294_967_295
// broader ranges span many owners: no one company holds them
const MIN_BITS = { 4: 8, 6: 16 } as const

function ipv6Text(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(112 - index * 16)) & 0xffffn))
  // RFC 5952: the longest run of two or more zero groups becomes `::`
  let bestStart = -1
  let bestLength = 1
  for (let start = 0; start < 8; ) {
    let end = start
    while (end < 8 && groups[end] === 0) end += 1
    if (end - start > bestLength) {
      bestStart = start
      bestLength = end - start
    }
    start = end === start ? start + 1 : end
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.')
}

/** The first address of a range, as text. */
export function rangeStartText(range: IpRange): string {
  return range.version === 4 ? ipv4Text(range.start) : ipv6Text(range.start)
}

/** Parses `AS13335` (any case) or a CIDR (`192.0.2.0/24`; a bare address is a /32 or /128); throws a readable Error when it is neither or cannot be a company's network. */
export function parseNetworkKey(text: string): NetworkKey {
  const trimmed = text.trim()
  const asn = /^as(\d{1,10})$/i.exec(trimmed)
  if (asn) {
    const number = Number(asn[1])
    if (number < 1 || number > MAX_ASN) throw new Error(`"${trimmed}" is no AS number (1 to ${MAX_ASN})`)
    return { kind: 'asn', asn: number, key: `AS${number}` }
  }
  const range = ipRangeOf(trimmed)
  if (!range) throw new Error(`"${trimmed}" is neither AS<number> nor a CIDR range with its host bits zero (192.0.2.0/24, 2001:db8:1::/48)`)
  const width = range.version === 4 ? 32 : 128
  const bits = trimmed.includes('/') ? Number(trimmed.split('/')[1]) : width
  if (bits < MIN_BITS[range.version]) throw new Error(`"${trimmed}" is broader than /${MIN_BITS[range.version]}: no one company holds it`)
  if (!isPublicAddress(rangeStart(range))) {
    throw new Error(`"${trimmed}" is a private or reserved range: visitors never arrive from it`)
  }
  return { kind: 'cidr', range, bits, key: `${rangeStartText(range)}/${bits}` }
}
