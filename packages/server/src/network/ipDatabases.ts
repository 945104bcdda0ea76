/**
 * The offline IP databases the collector enriches with, loaded once at start. A database that is
 * missing or unreadable is left out with a warning: the server runs, country then comes from the
 * trusted proxy header only and no network owner is recorded.
 */
import { defaultCountryDatabase, loadIpCountry, type IpCountry } from './ipCountry.js'
import { BoundedCache } from '../boundedCache.js'
import { asnDataFolder, loadIpNetworks, type IpNetworks, type NetworkOwner } from './ipNetworks.js'

/** The loaded databases; null where one is missing or turned off. */
export interface IpDatabases {
  /** IP -> country. */
  country: IpCountry | null
  /** IP -> network owner (ASN organisation). */
  networks: IpNetworks | null
}

/** Where to read the databases from; `off` turns one off, unset means the installed data package. */
export interface IpDatabasePaths {
  /** An mmdb file whose records hold `country_code` (IP_COUNTRY_DATABASE). */
  country?: string
  /** A folder holding `asn-ipv4-num.csv` and `asn-ipv6-num.csv` (IP_NETWORK_DATA). */
  networks?: string
}

/** Where start-up messages go (Fastify's logger fits). */
export interface IpDatabaseLog {
  info(message: string): void
  warn(message: string): void
}

function day(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : 'unknown date'
}

/** Loads the databases, logging each one's build date, or why it is left out. */
export function loadIpDatabases(paths: IpDatabasePaths, log: IpDatabaseLog): IpDatabases {
  let country: IpCountry | null = null
  const countryPath = paths.country === 'off' ? null : (paths.country ?? defaultCountryDatabase())
  if (countryPath) {
    try {
      country = loadIpCountry(countryPath)
      log.info(`IP-to-country database ${countryPath} built ${day(country.builtAt)}`)
    } catch (error) {
      log.warn(
        `IP-to-country database ${countryPath} not loaded (${error instanceof Error ? error.message : String(error)}): country comes from the proxy header only`,
      )
    }
  } else if (paths.country === 'off') {
    log.info('IP-to-country lookups are off: country comes from the proxy header only')
  } else {
    log.warn('no IP-to-country database: country comes from the proxy header only')
  }
  let networks: IpNetworks | null = null
  const networksPath = paths.networks === 'off' ? null : (paths.networks ?? asnDataFolder())
  if (networksPath) {
    try {
      networks = loadIpNetworks(networksPath)
      log.info(`IP-to-ASN data ${networksPath} of ${day(networks.builtAt)}: ${networks.size} networks`)
    } catch (error) {
      log.warn(`IP-to-ASN data ${networksPath} not loaded (${error instanceof Error ? error.message : String(error)}): no network owners`)
    }
  } else if (paths.networks === 'off') {
    log.info('IP-to-ASN lookups are off: no network owners')
  } else {
    log.warn('no IP-to-ASN data: no network owners')
  }
  return { country, networks }
}

/** What an address tells: its country ('' when unknown) and its network's owner (null when unknown). */
export interface IpFacts {
  country: string
  network: NetworkOwner | null
}

/** Looks an address up in the loaded databases; the address itself goes no further. */
export function ipFactsOf(databases: IpDatabases | undefined, ip: string): IpFacts {
  return { country: databases?.country?.countryOf(ip) ?? '', network: databases?.networks?.ownerOf(ip) ?? null }
}

/** `ipFactsOf` for one set of databases, remembering the last `capacity` addresses (the databases do not change while loaded). */
export function cachedIpFacts(databases: IpDatabases | undefined, capacity = 10_000): (ip: string) => IpFacts {
  const known = new BoundedCache<string, IpFacts>(capacity)
  // the longest address text is an IPv6 address with an embedded IPv4 one (45 characters)
  return (ip) => (ip.length > 45 ? ipFactsOf(databases, ip) : known.get(ip, (address) => ipFactsOf(databases, address)))
}
