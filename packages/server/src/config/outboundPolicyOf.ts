/** The outbound policy an environment sets. */
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import { type Environment, readVariable } from './readVariable.js'

/** Private destinations only with DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS on. */
export function outboundPolicyOf(env: Environment): OutboundPolicy {
  return { allowPrivate: readVariable(env, 'DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS') }
}
