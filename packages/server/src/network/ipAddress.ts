/**
 * IP addresses and CIDR ranges as numbers, for range lookups: IPv4 as a 32-bit number, IPv6 as a
 * 128-bit bigint. An IPv4-mapped IPv6 address (`::ffff:8.8.8.8`, what a dual-stack socket reports)
 * is its IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net'

/** An address as a number: IPv4 in 0..2^32-1, IPv6 in 0..2^128-1. */
export type IpNumber = { version: 4; value: number } | { version: 6; value: bigint }

/** An inclusive range of addresses of one IP version. */
export type IpRange = { version: 4; start: number; end: number } | { version: 6; start: bigint; end: bigint }

function ipv4Value(text: string): number {
  return text.split('.').reduce((value, part) => value * 256 + Number(part), 0)
}

function ipv6Value(text: string): bigint {
  let address = text
  // a dotted IPv4 tail is two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (dotted) {
    const v4 = ipv4Value(dotted[1]!)
    address = `${address.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const [head = '', tail] = address.split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? headGroups : [...headGroups, ...new Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n)
}

const MAPPED_PREFIX = 0xffffn << 32n

/** The number of an address (zone id ignored), or null when the text is not an IP address. */
export function ipNumberOf(text: string): IpNumber | null {
  const address = text.trim().replace(/%.*$/, '')
  if (isIPv4(address)) return { version: 4, value: ipv4Value(address) }
  if (!isIPv6(address)) return null
  const value = ipv6Value(address)
  if (value >> 32n === 0xffffn) return { version: 4, value: Number(value - MAPPED_PREFIX) }
  return { version: 6, value }
}

/** The range of a CIDR (`192.0.2.0/24`, `2001:db8::/32`) or a single address, or null when it is neither or its host bits are set. */
export function ipRangeOf(text: string): IpRange | null {
  const [address = '', bitsText, ...rest] = text.trim().split('/')
  if (rest.length > 0 || (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText))) return null
  const ip = isIPv4(address)
    ? ({ version: 4, value: ipv4Value(address) } as const)
    : isIPv6(address)
      ? ({ version: 6, value: ipv6Value(address) } as const)
      : null
  if (!ip) return null
  const width = ip.version === 4 ? 32 : 128
  const bits = bitsText === undefined ? width : Number(bitsText)
  if (bits > width) return null
  const hostMask = (1n << BigInt(width - bits)) - 1n
  const start = BigInt(ip.value)
  if ((start & hostMask) !== 0n) return null
  return ip.version === 4 ? { version: 4, start: ip.value, end: Number(start | hostMask) } : { version: 6, start: ip.value, end: start | hostMask }
}

// special-purpose ranges (RFC 6890 and successors): never a visitor's public network, whatever a database says
const NOT_PUBLIC = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/3',
  '::/127',
  '64:ff9b:1::/48',
  '100::/64',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
].map((cidr) => ipRangeOf(cidr)!)

/** Whether an address can be a visitor's public address: not private, loopback, link-local, shared, documentation, multicast or reserved. */
export function isPublicAddress(ip: IpNumber): boolean {
  return !NOT_PUBLIC.some((range) => rangeHolds(range, ip))
}

/** The first address of a range. */
export function rangeStart(range: IpRange): IpNumber {
  return range.version === 4 ? { version: 4, value: range.start } : { version: 6, value: range.start }
}

/** Whether an address lies in a range. */
export function rangeHolds(range: IpRange, ip: IpNumber): boolean {
  if (range.version !== ip.version) return false
  return range.start <= ip.value && ip.value <= range.end
}
