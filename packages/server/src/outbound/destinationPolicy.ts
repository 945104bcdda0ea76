/**
 * Where Devtrail may send requests (webhooks, Slack, CRMs): public https destinations only, unless
 * the operator allows private ones (`DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS=1`, for on-premise
 * receivers and tests). A destination is checked when it is saved (`checkDestination`) and again
 * when each connection is made (`publicOnlyLookup`), so a name that later resolves to a private
 * address (DNS rebinding) is refused too. Which addresses are public is `publicAddress.ts`.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP } from 'node:net'
import { DevtrailError } from '../errors.js'
import { isPublicAddress } from './publicAddress.js'

/** The operator's outbound policy. */
export interface OutboundPolicy {
  /** Allow http and private, loopback and link-local destinations (DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS). */
  allowPrivate: boolean
}

/** Whether an IP address is a public unicast address (see `publicAddress.ts`: every IPv6 form that carries an IPv4 address is judged by it). */
export { isPublicAddress }

/** Resolves a host name to every address it has. */
export type ResolveAll = (hostname: string) => Promise<string[]>

const resolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses.map((entry) => entry.address))))
  })

/**
 * Checks a destination URL under `policy` and returns it parsed: https (http only when private
 * destinations are allowed), no user name or password in it, and a host whose every address is
 * public. Refuses with `params_invalid` and says why.
 */
export async function checkDestination(url: string, policy: OutboundPolicy, resolve: ResolveAll = resolveAll): Promise<URL> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new DevtrailError('params_invalid', 'the destination is not a valid URL')
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(parsed.protocol))
    throw new DevtrailError('params_invalid', `the destination must be an https URL (got ${parsed.protocol.replace(':', '')})`)
  if (parsed.username || parsed.password) throw new DevtrailError('params_invalid', 'the destination URL may not carry a user name or password')
  if (policy.allowPrivate) return parsed
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await resolve(host)
  } catch {
    throw new DevtrailError('params_invalid', `the destination host ${host} does not resolve`)
  }
  const refused = addresses.find((address) => !isPublicAddress(address))
  if (addresses.length === 0 || refused !== undefined) {
    throw new DevtrailError(
      'params_invalid',
      `the destination host ${host} resolves to a private, loopback or link-local address (${refused ?? 'none'}); set DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS=1 to allow on-premise receivers`,
    )
  }
  return parsed
}

/** A refusal at connect time: the name resolved to an address the policy does not allow. */
export class PrivateDestinationError extends Error {
  readonly code = 'EPRIVATEDESTINATION'
  constructor(hostname: string, address: string) {
    super(`${hostname} resolved to ${address}, a private, loopback or link-local address`)
    this.name = 'PrivateDestinationError'
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for http.Agent / https.Agent / net.connect that resolves as usual, then refuses the
 * connection when any address is not public (under a policy that allows private ones, it is plain
 * `dns.lookup`). It answers in the form asked for (`all` or a single address).
 */
export function publicOnlyLookup(policy: OutboundPolicy) {
  return function lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const refused = policy.allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address))
      if (refused) return callback(new PrivateDestinationError(hostname, refused.address), [])
      if (options.all) return callback(null, addresses)
      const first = addresses[0]
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), [])
      callback(null, first.address, first.family)
    })
  }
}
