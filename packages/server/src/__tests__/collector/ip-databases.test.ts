import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ipNumberOf, ipRangeOf, isPublicAddress } from '../../network/ipAddress.js'
import { defaultCountryDatabase, loadIpCountry } from '../../network/ipCountry.js'
import { loadIpDatabases } from '../../network/ipDatabases.js'
import { asnDataFolder, loadIpNetworks } from '../../network/ipNetworks.js'
import { parseNetworkKey } from '../../network/networkKey.js'
import { nonCompanyReason } from '../../network/nonCompanyNetworks.js'
import nonCompanyList from '../../network/nonCompanyNetworks.json' with { type: 'json' }
import { knownAddresses, privateAddresses } from '../../../test/ipAddresses.js'

const country = loadIpCountry(defaultCountryDatabase()!)
const networks = loadIpNetworks(asnDataFolder()!)

describe('IP addresses', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6 addresses as numbers', () => {
    expect(ipNumberOf('8.8.8.8')).toEqual({ version: 4, value: 0x08080808 })
    expect(ipNumberOf('::ffff:8.8.8.8')).toEqual({ version: 4, value: 0x08080808 })
    expect(ipNumberOf('2001:db8::1')).toEqual({ version: 6, value: (0x20010db8n << 96n) | 1n })
    expect(ipNumberOf('fe80::1%eth0')).toEqual({ version: 6, value: (0xfe80n << 112n) | 1n })
    expect(ipNumberOf('not an ip')).toBeNull()
    expect(ipNumberOf('1.2.3.256')).toBeNull()
  })

  it('reads CIDR ranges and refuses set host bits', () => {
    expect(ipRangeOf('192.0.2.0/24')).toEqual({ version: 4, start: 0xc0000200, end: 0xc00002ff })
    expect(ipRangeOf('2001:db8::/32')).toEqual({ version: 6, start: 0x20010db8n << 96n, end: (0x20010db8n << 96n) | ((1n << 96n) - 1n) })
    expect(ipRangeOf('192.0.2.1/24')).toBeNull()
    expect(ipRangeOf('192.0.2.0/33')).toBeNull()
  })

  it('tells public addresses from private, loopback, link-local and documentation ones', () => {
    for (const ip of privateAddresses) expect(isPublicAddress(ipNumberOf(ip)!), ip).toBe(false)
    for (const { ip } of knownAddresses) expect(isPublicAddress(ipNumberOf(ip)!), ip).toBe(true)
  })

  it('parses mappings as AS numbers or CIDRs in one spelling, refusing private and over-broad ranges', () => {
    expect(parseNetworkKey('as36459')).toMatchObject({ kind: 'asn', asn: 36459, key: 'AS36459' })
    expect(parseNetworkKey(' 140.82.112.0/20 ')).toMatchObject({ kind: 'cidr', bits: 20, key: '140.82.112.0/20' })
    expect(parseNetworkKey('2A00:1450:4001:0::/48')).toMatchObject({ kind: 'cidr', key: '2a00:1450:4001::/48' })
    expect(parseNetworkKey('17.253.144.10')).toMatchObject({ kind: 'cidr', key: '17.253.144.10/32' })
    expect(() => parseNetworkKey('10.0.0.0/8')).toThrow('"10.0.0.0/8" is a private or reserved range: visitors never arrive from it')
    expect(() => parseNetworkKey('16.0.0.0/4')).toThrow('broader than /8')
    expect(() => parseNetworkKey('AS0')).toThrow('is no AS number')
    expect(() => parseNetworkKey('acme')).toThrow('"acme" is neither AS<number> nor a CIDR')
  })
})

describe('IP databases', () => {
  it('answers the country and network owner of well-known addresses, IPv4 and IPv6', () => {
    for (const known of knownAddresses) {
      expect({ ip: known.ip, country: country.countryOf(known.ip), owner: networks.ownerOf(known.ip) }).toEqual({
        ip: known.ip,
        country: known.country,
        owner: { asn: known.asn, organisation: known.organisation },
      })
    }
  })

  it('answers no country and no owner for private and reserved addresses, even where the data has a row', () => {
    // the npm data maps 192.168.1.1 to a country: the range check stops that
    for (const ip of privateAddresses) expect({ ip, country: country.countryOf(ip), owner: networks.ownerOf(ip) }).toEqual({ ip, country: '', owner: null })
    expect(country.countryOf('nonsense')).toBe('')
    expect(networks.ownerOf('nonsense')).toBeNull()
  })

  it('knows when the data was built', () => {
    expect(country.builtAt.getUTCFullYear()).toBeGreaterThanOrEqual(2026)
    expect(networks.builtAt?.toISOString()).toMatch(/^20\d\d-/)
    expect(networks.size).toBeGreaterThan(100_000)
    expect(networks.organisationOf(36459)).toBe('GitHub, Inc.')
  })

  it('reads IP-to-ASN data with quoted organisations, IPv6 bounds, blank lines and no final newline', () => {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-asn-'))
    writeFileSync(join(dir, 'asn-ipv4-num.csv'), '16777216,16777471,13335,"Cloudflare, Inc."\n\n134744064,134744319,15169,Google LLC')
    // 2a0a:a440::/29, as a 128-bit decimal
    const start = 0x2a0aa440n << 96n
    const end = start + (1n << 99n) - 1n
    writeFileSync(join(dir, 'asn-ipv6-num.csv'), `${start},${end},36459,"GitHub, ""Octo"" Inc."\n`)
    writeFileSync(join(dir, 'package.json'), '{"version":"2.3.2025010203"}')
    const data = loadIpNetworks(dir)
    expect(data.size).toBe(3)
    expect(data.builtAt?.toISOString()).toBe('2025-01-02T03:00:00.000Z')
    expect(data.ownerOf('1.0.0.255')).toEqual({ asn: 13335, organisation: 'Cloudflare, Inc.' })
    expect(data.ownerOf('1.0.1.0')).toBeNull()
    expect(data.ownerOf('8.8.8.8')).toEqual({ asn: 15169, organisation: 'Google LLC' })
    expect(data.ownerOf('2a0a:a447:ffff::1')).toEqual({ asn: 36459, organisation: 'GitHub, "Octo" Inc.' })
    expect(data.ownerOf('2a0a:a448::')).toBeNull()
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs without a database that is missing, saying so', () => {
    const messages: string[] = []
    const log = { info: (message: string) => messages.push(`info ${message}`), warn: (message: string) => messages.push(`warn ${message}`) }
    expect(loadIpDatabases({ country: '/nonexistent/country.mmdb', networks: '/nonexistent' }, log)).toEqual({ country: null, networks: null })
    expect(messages).toEqual([
      expect.stringMatching(/^warn IP-to-country database \/nonexistent\/country\.mmdb not loaded .*: country comes from the proxy header only$/),
      expect.stringMatching(/^warn IP-to-ASN data \/nonexistent not loaded .*: no network owners$/),
    ])
    expect(loadIpDatabases({ country: 'off', networks: 'off' }, log)).toEqual({ country: null, networks: null })
  })
})

describe('networks that never name an account', () => {
  it('holds unique AS numbers with names and patterns that compile', () => {
    const asns = nonCompanyList.asns.map((entry) => entry.asn)
    expect(new Set(asns).size).toBe(asns.length)
    for (const entry of nonCompanyList.asns) expect(entry.name, String(entry.asn)).not.toBe('')
    for (const pattern of nonCompanyList.organisationPatterns) expect(() => new RegExp(pattern, 'i')).not.toThrow()
  })

  it('refuses clouds, ISPs, hosting and VPN networks by number or by name, and lets company networks through', () => {
    expect(nonCompanyReason({ asn: 16509, organisation: 'Amazon.com, Inc.' })).toBe('AS16509 is Amazon AWS, an ISP, cloud, hosting or VPN network')
    expect(nonCompanyReason({ asn: 64500, organisation: 'Example Hosting Ltd' })).toContain('"Example Hosting Ltd" is an ISP, cloud, hosting or VPN network')
    expect(nonCompanyReason({ asn: 64501, organisation: 'Fast Fibre Broadband' })).not.toBeNull()
    expect(nonCompanyReason({ asn: 64502, organisation: 'SecureVPN GmbH' })).toBeNull()
    expect(nonCompanyReason({ asn: 64502, organisation: 'Secure VPN GmbH' })).not.toBeNull()
    for (const company of ['GitHub, Inc.', 'Apple Inc.', 'Siemens AG', 'Initrode Corporation']) {
      expect(nonCompanyReason({ asn: 64510, organisation: company }), company).toBeNull()
    }
    for (const known of knownAddresses) {
      const refused = nonCompanyReason(networks.ownerOf(known.ip)!) !== null
      expect({ ip: known.ip, refused }).toEqual({
        ip: known.ip,
        refused: ![
          'GitHub, Inc.',
          'Apple Inc.',
          'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)',
          'Nucleo de Inf. e Coord. do Ponto BR - NIC.BR',
        ].includes(known.organisation),
      })
    }
  })
})
