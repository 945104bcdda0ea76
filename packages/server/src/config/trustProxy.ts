/** TRUST_PROXY, read the way Fastify's `trustProxy` option understands it. */
import { isIP } from 'node:net'
import { ConfigError } from './configError.js'

/** What Fastify's `trustProxy` option takes. */
export type TrustProxy = boolean | number | string[]

/** Parses TRUST_PROXY: `true`, `false`, a hop count, or a comma list of addresses, CIDRs and named ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/')
    const family = isIP(address ?? '')
    const bitsValid = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry)
    if (!named && (family === 0 || !bitsValid || rest.length > 0)) {
      throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or a comma list of IP addresses/CIDRs (bad entry "${entry}")`)
    }
  }
  return entries
}
