/**
 * The country of an address, read offline from an open IP-to-country database in MaxMind DB form
 * (by default the CC0 `@ip-location-db/geo-whois-asn-country-mmdb`, IPv4 and IPv6 in one file).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Reader, type Response } from 'mmdb-lib'
import { ipNumberOf, isPublicAddress } from './ipAddress.js'

/** A loaded IP-to-country database. */
export interface IpCountry {
  /** The ISO 3166-1 alpha-2 country of an address, or '' (private, reserved or unknown addresses, or not an address). */
  countryOf(ip: string): string
  /** When the database was built (its metadata's build epoch). */
  builtAt: Date
}

/** The installed database file, or null when the package is not installed. */
export function defaultCountryDatabase(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')
  } catch {
    return null
  }
}

/** Opens an mmdb file whose records hold `country_code`; throws when it cannot be read or is no MaxMind DB. */
export function loadIpCountry(path: string): IpCountry {
  const reader = new Reader<Response>(readFileSync(path))
  return {
    countryOf(ip) {
      const address = ipNumberOf(ip)
      if (!address || !isPublicAddress(address)) return ''
      // the reader wants the plain IPv4 form of a mapped address
      const text = address.version === 4 ? [24, 16, 8, 0].map((shift) => Math.floor(address.value / 2 ** shift) % 256).join('.') : ip.trim().replace(/%.*$/, '')
      // ip-location-db records hold `country_code`; MaxMind-shaped ones `country.iso_code`
      const record = reader.get(text) as { country_code?: string; country?: { iso_code?: string } } | null
      const code = (record?.country_code ?? record?.country?.iso_code ?? '').toUpperCase()
      return /^[A-Z]{2}$/.test(code) ? code : ''
    },
    builtAt: reader.metadata.buildEpoch,
  }
}
