/**
 * Every IPv6 form that carries an IPv4 address is judged by that address, in every spelling, when
 * a destination is saved (`checkDestination`, a bracketed URL host) and when it connects
 * (`publicOnlyLookup`): IPv4-mapped, NAT64 64:ff9b::/96, 6to4 and Teredo (its client address
 * inverted) carrying a private address are refused and carrying a public one pass; IPv4-compatible
 * ::/96, SIIT ::ffff:0:0:0/96 and local-use NAT64 64:ff9b:1::/48 are refused whatever they carry.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkDestination, isPublicAddress, publicOnlyLookup } from '../../outbound/destinationPolicy.js'

const strict = { allowPrivate: false }

/** Non-public IPv4 blocks as [first, last]. */
const PRIVATE_IPV4: [number, number][] = (
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const
).map(([address, bits]) => {
  const start = address.split('.').reduce((value, part) => value * 256 + Number(part), 0)
  return [start, start + 2 ** (32 - bits) - 1]
})

/** Public IPv4 blocks (a CDN's, public resolvers', an ISP's). */
const PUBLIC_IPV4: [number, number][] = [
  [0x08080000, 0x0808ffff], // 8.8.0.0/16
  [0x01010100, 0x010101ff], // 1.1.1.0/24
  [0x97650000, 0x9765ffff], // 151.101.0.0/16
  [0x5db80000, 0x5db8ffff], // 93.184.0.0/16
]

const ipv4In = (blocks: [number, number][]) => fc.constantFrom(...blocks).chain(([first, last]) => fc.integer({ min: first, max: last }))
const privateIpv4 = ipv4In(PRIVATE_IPV4)
const publicIpv4 = ipv4In(PUBLIC_IPV4)
const bits = (width: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(width)) - 1n })

type Embed = (ipv4: number) => fc.Arbitrary<bigint>
/** The forms judged by the IPv4 address they carry. */
const JUDGED: Record<string, Embed> = {
  mapped: (ipv4) => fc.constant((0xffffn << 32n) | BigInt(ipv4)),
  nat64: (ipv4) => fc.constant((0x64ff9bn << 96n) | BigInt(ipv4)),
  '6to4': (ipv4) => bits(80).map((rest) => (0x2002n << 112n) | (BigInt(ipv4) << 80n) | rest),
  'teredo client': (ipv4) =>
    fc
      .tuple(publicIpv4, bits(32))
      .map(([server, flagsAndPort]) => (0x20010000n << 96n) | (BigInt(server) << 64n) | (flagsAndPort << 32n) | BigInt((ipv4 ^ 0xffffffff) >>> 0)),
  'teredo server': (ipv4) =>
    fc
      .tuple(publicIpv4, bits(32))
      .map(([client, flagsAndPort]) => (0x20010000n << 96n) | (BigInt(ipv4) << 64n) | (flagsAndPort << 32n) | BigInt((client ^ 0xffffffff) >>> 0)),
}
/** The forms refused whatever they carry. */
const REFUSED: Record<string, Embed> = {
  'IPv4-compatible': (ipv4) => fc.constant(BigInt(ipv4)),
  SIIT: (ipv4) => fc.constant((0xffffn << 48n) | BigInt(ipv4)),
  'local NAT64': (ipv4) => bits(16).map((subnet) => (0x64ff9b0001n << 80n) | (subnet << 32n) | BigInt(ipv4)),
}

const groupsOf = (value: bigint) => Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(112 - 16 * index)) & 0xffffn))
const dotted = (value: bigint) => [24, 16, 8, 0].map((shift) => (Number(value & 0xffffffffn) >>> shift) & 255).join('.')

/** Every textual spelling of an IPv6 address. */
function spellingsOf(value: bigint): string[] {
  const groups = groupsOf(value)
  const expanded = groups.map((group) => group.toString(16).padStart(4, '0')).join(':')
  const full = groups.map((group) => group.toString(16)).join(':')
  const compressed = new URL(`http://[${expanded}]/`).hostname.slice(1, -1)
  const mixed = `${groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':')}:${dotted(value)}`
  // the compressed form with its last two groups as a dotted quad (when it ends in two groups)
  const head = /^(.*:)[0-9a-f]+:[0-9a-f]+$/.exec(compressed)?.[1]
  const mixedCompressed = head ? `${head}${dotted(value)}` : mixed
  const plain = [expanded, full, compressed, mixed, mixedCompressed]
  return [...plain, ...plain.map((spelling) => spelling.toUpperCase()), `${compressed}%eth0`, `${mixed}%1`]
}

const connectRefusal = (address: string) => new Promise<unknown>((resolve) => publicOnlyLookup(strict)(address, { all: true }, (error) => resolve(error)))

async function expectRefused(value: bigint): Promise<void> {
  for (const spelling of spellingsOf(value)) {
    expect(isPublicAddress(spelling), spelling).toBe(false)
    expect(isPublicAddress(`[${spelling}]`), spelling).toBe(false)
    await expect(checkDestination(`https://[${spelling.replace('%', '%25')}]:8443/hook`, strict), spelling).rejects.toMatchObject({ type: 'params_invalid' })
    expect(await connectRefusal(spelling), spelling).toMatchObject({ code: 'EPRIVATEDESTINATION' })
  }
}

async function expectAccepted(value: bigint): Promise<void> {
  for (const spelling of spellingsOf(value)) {
    expect(isPublicAddress(spelling), spelling).toBe(true)
    expect(await connectRefusal(spelling), spelling).toBeNull()
    if (!spelling.includes('%')) await expect(checkDestination(`https://[${spelling}]/hook`, strict), spelling).resolves.toBeInstanceOf(URL)
  }
}

describe('IPv6 forms that carry an IPv4 address', () => {
  it.each(Object.entries(JUDGED))('refuses %s carrying a private IPv4 address, in every spelling, at save and at connect time', async (_form, embed) => {
    await fc.assert(fc.asyncProperty(privateIpv4.chain(embed), expectRefused), { numRuns: 60 })
  })

  it.each(Object.entries(JUDGED))('accepts %s carrying a public IPv4 address', async (_form, embed) => {
    await fc.assert(fc.asyncProperty(publicIpv4.chain(embed), expectAccepted), { numRuns: 30 })
  })

  it.each(Object.entries(REFUSED))('refuses %s whatever it carries', async (_form, embed) => {
    await fc.assert(fc.asyncProperty(fc.oneof(privateIpv4, publicIpv4).chain(embed), expectRefused), { numRuns: 60 })
  })

  it.each([
    '::ffff:0:a00:1',
    '0:0:0:0:ffff:0:10.0.0.1',
    '::10.0.0.1',
    '::8.8.8.8',
    '2001:0:4136:e378:8000:63bf:f5ff:fffe', // Teredo, client 10.0.0.1
    '2001:0:a00:1:8000:63bf:f7f7:f7f7', // Teredo, server 10.0.0.1
    '2002:c0a8:101::1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::808:808',
    '100::1',
    '100:0:0:1::1',
    '2001:2::1',
    '2001:10::1',
    '3fff::1',
    '5f00::1',
    'fec0::1',
    '4000::1',
    '192.31.196.1',
    '192.52.193.1',
    '192.175.48.1',
    '255.255.255.255',
  ])('refuses the special-purpose address %s', async (address) => {
    expect(isPublicAddress(address)).toBe(false)
    await expect(checkDestination(`https://${address.includes(':') ? `[${address}]` : address}/hook`, strict)).rejects.toMatchObject({ type: 'params_invalid' })
  })

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888', '2002:808:808::1', '64:ff9b::808:808', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})
