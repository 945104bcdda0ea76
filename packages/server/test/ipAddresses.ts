/** A test set of addresses for the offline IP databases. */

/** Well-known public addresses and what the installed databases say of them (ip-location-db 2026-06-17). */
export const knownAddresses = [
  { ip: '8.8.8.8', country: 'US', asn: 15169, organisation: 'Google LLC' },
  { ip: '1.1.1.1', country: 'AU', asn: 13335, organisation: 'Cloudflare, Inc.' },
  { ip: '193.0.6.139', country: 'NL', asn: 3333, organisation: 'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)' },
  { ip: '140.82.112.3', country: 'US', asn: 36459, organisation: 'GitHub, Inc.' },
  { ip: '17.253.144.10', country: 'US', asn: 714, organisation: 'Apple Inc.' },
  { ip: '133.242.0.3', country: 'JP', asn: 7684, organisation: 'SAKURA Internet Inc.' },
  { ip: '200.160.2.3', country: 'BR', asn: 22548, organisation: 'Nucleo de Inf. e Coord. do Ponto BR - NIC.BR' },
  { ip: '2001:4860:4860::8888', country: 'US', asn: 15169, organisation: 'Google LLC' },
  { ip: '2a00:1450:4001::1', country: 'IE', asn: 15169, organisation: 'Google LLC' },
  { ip: '::ffff:193.0.6.139', country: 'NL', asn: 3333, organisation: 'Reseaux IP Europeens Network Coordination Centre (RIPE NCC)' },
]

/** Addresses that are no visitor's public network: never a country or an owner, whatever the data says. */
export const privateAddresses = ['127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.1.1', '100.64.0.1', '169.254.1.1', '::1', 'fe80::1', 'fd00::1', '2001:db8::1']
