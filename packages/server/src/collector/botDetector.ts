/** Bot verdicts of user agents, for the collector (bots' batches are accepted and dropped). */
import { isbot } from 'isbot'
import { BoundedCache } from '../boundedCache.js'

/** User agents up to this length have their bot verdict remembered. */
const REMEMBERED_AGENT_LENGTH = 512

/** Whether a user agent is a bot's, remembering the verdicts of the last 1,000 short agents (browsers repeat them). */
export function botDetector(): (userAgent: string | undefined) => boolean {
  const verdicts = new BoundedCache<string, boolean>(1000)
  return (userAgent) => (userAgent === undefined || userAgent.length > REMEMBERED_AGENT_LENGTH ? isbot(userAgent) : verdicts.get(userAgent, isbot))
}
