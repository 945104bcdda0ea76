/**
 * Builds each connection's writer from its sealed credentials, once per process and credential:
 * the connection's request windows outlive a writer (a reconnect keeps counting the same limit).
 * Every CRM URL passes the outbound destination policy first; HubSpot's agent checks each address
 * again at connect time (jsforce takes no agent: its login and instance URLs are checked instead).
 */
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { checkDestination, type OutboundPolicy, publicOnlyLookup } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { CrmConnection } from './crmConnections.js'
import { openCredentials } from './crmCredentials.js'
import type { CrmWriter } from './crmWriter.js'
import { createHubspotWriter } from './hubspotWriter.js'
import { RequestWindow } from './requestWindow.js'
import { createSalesforceWriter } from './salesforceWriter.js'

/** HubSpot's search endpoints: 5 requests per second per account. */
const SEARCH_PER_SECOND = 5
/** Share of a rolling limit used: the CRM counts a request when it arrives, a little after we send it. */
const LIMIT_SHARE = 0.97

/** Writers per connection. */
export interface CrmWriters {
  /** The connection's writer (built again when its credentials changed). */
  writerFor(connection: CrmConnection): Promise<CrmWriter>
}

/** How writers wait for asynchronous work (tests shorten it). */
export interface CrmWriterTuning {
  /** How often a Salesforce Bulk job's state is read, ms (default 5 s). */
  bulkPollMs?: number
}

/** Writers opened with `box`, sending under `policy`. */
export function createCrmWriters(box: SecretBox, policy: OutboundPolicy, tuning: CrmWriterTuning = {}): CrmWriters {
  const writers = new Map<string, { sealed: string; writer: CrmWriter }>()
  const windows = new Map<string, { window: RequestWindow; searchWindow: RequestWindow }>()

  function windowsOf(connection: CrmConnection) {
    const settings = connection.settings
    const limit = settings.crm === 'hubspot' ? Math.floor(settings.requestsPerWindow * LIMIT_SHARE) : 1000
    const windowMs = settings.crm === 'hubspot' ? settings.windowMs : 1000
    let held = windows.get(connection.id)
    if (!held || held.window.limit !== limit || held.window.windowMs !== windowMs) {
      held = { window: new RequestWindow(limit, windowMs), searchWindow: new RequestWindow(SEARCH_PER_SECOND - 1, 1000) }
      windows.set(connection.id, held)
    }
    return held
  }

  return {
    async writerFor(connection) {
      const cached = writers.get(connection.id)
      if (cached && cached.sealed === connection.sealedCredentials) return cached.writer
      const credentials = openCredentials(box, connection.id, connection.sealedCredentials)
      const settings = connection.settings
      let writer: CrmWriter
      if (settings.crm === 'hubspot' && credentials.crm === 'hubspot') {
        const url = await checkDestination(settings.apiUrl, policy)
        const agentOptions = { keepAlive: true, lookup: publicOnlyLookup(policy) as never }
        const httpAgent = url.protocol === 'https:' ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions)
        writer = createHubspotWriter({ token: credentials.token, apiUrl: settings.apiUrl, httpAgent, ...windowsOf(connection) })
      } else if (settings.crm === 'salesforce' && credentials.crm === 'salesforce') {
        writer = createSalesforceWriter({
          credentials,
          settings,
          bulkPollMs: tuning.bulkPollMs,
          checkUrl: async (url) => {
            await checkDestination(url, policy)
          },
        })
      } else {
        throw new Error(`connection ${connection.id}: its credentials are not for ${settings.crm}`)
      }
      writers.set(connection.id, { sealed: connection.sealedCredentials, writer })
      return writer
    },
  }
}
