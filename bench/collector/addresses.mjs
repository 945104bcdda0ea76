// Public client addresses the offline IP databases know (a fixed-seed walk over IPv4 and some IPv6),
// so every request of the collector bench costs a real country and network lookup.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** 2,000 addresses with a known network owner, the same in every run. */
export async function publicAddresses(dist) {
  const { loadIpDatabases, ipFactsOf } = await import(pathToFileURL(join(dist, 'network/ipDatabases.js')).href)
  const ipDatabases = loadIpDatabases({}, { info: () => {}, warn: (message) => console.warn(message) })
  const addresses = []
  let seed = 0x2545f491
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return seed
  }
  while (addresses.length < 2000) {
    const value = next()
    const ip =
      addresses.length % 10 === 9
        ? `2a0${value % 10}:${(value >>> 8) & 0xfff}::${value & 0xff}`
        : [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.')
    if (ipFactsOf(ipDatabases, ip).network) addresses.push(ip)
  }
  return addresses
}
