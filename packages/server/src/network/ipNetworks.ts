/**
 * The network owner of an address (its autonomous system: number and organisation), read offline
 * from the open IP-to-ASN data of `@ip-location-db/asn` (CC BY 4.0: RouteViews, DB-IP, NRO).
 * npm carries that data as CSV only, so it is loaded once into sorted arrays and searched by halving.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ipNumberOf, isPublicAddress, type IpNumber } from './ipAddress.js'

/** An autonomous system: who routes a network. */
export interface NetworkOwner {
  /** The AS number. */
  asn: number
  /** The organisation holding it (`Cloudflare, Inc.`); '' when the data names none. */
  organisation: string
}

/** A loaded IP-to-ASN database. */
export interface IpNetworks {
  /** The owner of the network an address is in, or null (private, reserved or unrouted addresses, or not an address). */
  ownerOf(ip: string): NetworkOwner | null
  /** The organisation of an AS number, or null when no network of the data has it. */
  organisationOf(asn: number): string | null
  /** The data's date (from the package version, `2.3.YYYYMMDDHH`), or null when the version does not say. */
  builtAt: Date | null
  /** Networks loaded (IPv4 + IPv6 ranges). */
  size: number
}

/**
 * Ascending, non-overlapping ranges of one IP version as 32-bit words, most significant first
 * (1 word per IPv4 bound, 4 per IPv6 bound): typed arrays of a few MB, with no per-row objects.
 */
interface Table {
  /** Words per bound: 1 (IPv4) or 4 (IPv6). */
  words: number
  starts: Uint32Array
  ends: Uint32Array
  /** The AS number of each range. */
  asns: Uint32Array
}

const NEWLINE = 0x0a
const COMMA = 0x2c
const QUOTE = 0x22
const WORD = 2 ** 32

/** The organisation in bytes `from`..`to` of a line, maybe quoted. */
function organisationAt(bytes: Buffer, from: number, to: number): string {
  const name = bytes.toString('utf8', from, to).trim()
  return name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name
}

/** The decimal number in bytes `from`..`to` (up to 2^53). */
function decimal(bytes: Buffer, from: number, to: number): number {
  let value = 0
  for (let at = from; at < to; at += 1) value = value * 10 + (bytes[at]! - 48)
  return value
}

/** Writes the decimal number in bytes `from`..`to` as `words` 32-bit words into `target` at `offset`, without big integers. */
function decimalWords(bytes: Buffer, from: number, to: number, target: Uint32Array, offset: number, words: number): void {
  target.fill(0, offset, offset + words)
  for (let at = from; at < to; at += 1) {
    let carry = bytes[at]! - 48
    for (let word = offset + words - 1; word >= offset; word -= 1) {
      const value = target[word]! * 10 + carry
      target[word] = value % WORD
      carry = Math.floor(value / WORD)
    }
  }
}

/** Calls `onLine` with each line of a file (bytes `from`..`to` of a reused 1 MB buffer): the file is never held whole. */
function forEachLine(path: string, onLine: (bytes: Buffer, from: number, to: number) => void): void {
  const file = openSync(path, 'r')
  try {
    const chunk = Buffer.allocUnsafe(1 << 20)
    let kept = 0
    for (;;) {
      const read = readSync(file, chunk, kept, chunk.length - kept, null)
      const end = kept + read
      let from = 0
      for (let at = chunk.indexOf(NEWLINE, from); at >= 0 && at < end; at = chunk.indexOf(NEWLINE, from)) {
        onLine(chunk, from, at)
        from = at + 1
      }
      if (read === 0) {
        if (from < end) onLine(chunk, from, end)
        return
      }
      // the unfinished line moves to the front, the next read completes it
      chunk.copy(chunk, 0, from, end)
      kept = end - from
      if (kept === chunk.length) throw new Error(`${path} has a line longer than 1 MB`)
    }
  } finally {
    closeSync(file)
  }
}

/** Reads one `-num.csv` file (`start,end,asn,organisation` per line, bounds in decimal). */
function readTable(path: string, words: number, organisations: Map<number, string>): Table {
  let count = 0
  forEachLine(path, () => {
    count += 1
  })
  const table: Table = { words, starts: new Uint32Array(count * words), ends: new Uint32Array(count * words), asns: new Uint32Array(count) }
  let row = 0
  forEachLine(path, (bytes, from, lineEnd) => {
    const first = bytes.indexOf(COMMA, from)
    const second = first < 0 ? -1 : bytes.indexOf(COMMA, first + 1)
    const third = second < 0 ? -1 : bytes.indexOf(COMMA, second + 1)
    if (row >= count || third < 0 || third >= lineEnd || bytes[from] === QUOTE) return
    decimalWords(bytes, from, first, table.starts, row * words, words)
    decimalWords(bytes, first + 1, second, table.ends, row * words, words)
    const asn = decimal(bytes, second + 1, third)
    // one organisation per AS in this data: decoded once, at its first range
    if (!organisations.has(asn)) organisations.set(asn, organisationAt(bytes, third + 1, lineEnd))
    table.asns[row] = asn
    row += 1
  })
  if (row === count) return table
  // blank or malformed lines: trim the arrays to the rows read
  return { words, starts: table.starts.slice(0, row * words), ends: table.ends.slice(0, row * words), asns: table.asns.slice(0, row) }
}

/** An address as 32-bit words, most significant first. */
function addressWords(address: IpNumber): number[] {
  if (address.version === 4) return [address.value]
  return [96n, 64n, 32n, 0n].map((shift) => Number((address.value >> shift) & 0xffffffffn))
}

/** -1, 0 or 1 as the bound at `row` is below, at or above the address. */
function compareBound(bounds: Uint32Array, words: number, row: number, address: number[]): number {
  for (let word = 0; word < words; word += 1) {
    const bound = bounds[row * words + word]!
    const value = address[word]!
    if (bound !== value) return bound < value ? -1 : 1
  }
  return 0
}

/** The row of the range holding the address, or -1. */
function rangeIndex(table: Table, address: number[]): number {
  let low = 0
  let high = table.asns.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (compareBound(table.starts, table.words, middle, address) > 0) high = middle - 1
    else if (compareBound(table.ends, table.words, middle, address) < 0) low = middle + 1
    else return middle
  }
  return -1
}

/** The date in a `2.3.YYYYMMDDHH` package version. */
function dateOfVersion(version: string): Date | null {
  const match = /\.(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(version)
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]))) : null
}

/** Where the installed `@ip-location-db/asn` package is, or null when it is not installed. */
export function asnDataFolder(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('@ip-location-db/asn/package.json'))
  } catch {
    return null
  }
}

/** Loads the IP-to-ASN data from `folder` (its `asn-ipv4-num.csv` and `asn-ipv6-num.csv`); throws when they cannot be read. */
export function loadIpNetworks(folder: string): IpNetworks {
  const organisations = new Map<number, string>()
  const v4 = readTable(join(folder, 'asn-ipv4-num.csv'), 1, organisations)
  const v6 = readTable(join(folder, 'asn-ipv6-num.csv'), 4, organisations)
  let version = ''
  try {
    version = (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version?: string }).version ?? ''
  } catch {
    version = ''
  }
  return {
    ownerOf(ip) {
      const address = ipNumberOf(ip)
      if (!address || !isPublicAddress(address)) return null
      const table = address.version === 4 ? v4 : v6
      const index = rangeIndex(table, addressWords(address))
      if (index < 0) return null
      const asn = table.asns[index]!
      return { asn, organisation: organisations.get(asn) ?? '' }
    },
    organisationOf: (asn) => organisations.get(asn) ?? null,
    builtAt: dateOfVersion(version),
    size: v4.asns.length + v6.asns.length,
  }
}
