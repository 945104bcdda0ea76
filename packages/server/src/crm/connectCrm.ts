/**
 * Connecting a workspace to a CRM: the credential is tried first (HubSpot: the `devtrail`
 * properties are created; Salesforce: the custom fields are checked through describe), then the
 * connection is saved sealed and its first run enqueued. A credential the CRM refuses is never saved.
 */
import type { OutboundPolicy } from '../outbound/destinationPolicy.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { type ConnectionInput, type CrmConnection, saveConnection } from './crmConnections.js'
import { requestSyncNow } from './crmSyncJobs.js'
import { CrmCredentialRefused, CrmSetupMissing } from './crmWriter.js'
import { createCrmWriters } from './crmWriters.js'

/** The CRM refused the credential, or lacks what Devtrail needs: the message says which. */
export class CrmConnectRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CrmConnectRefused'
  }
}

/** Tries the credential, saves the connection and asks for a run now. */
export async function connectCrm(store: Store, box: SecretBox, policy: OutboundPolicy, input: ConnectionInput, now = Date.now()): Promise<CrmConnection> {
  // a throwaway connection id: the credential is sealed again under the real one when saved
  const trial: CrmConnection = {
    id: `trial-${input.workspaceId}`,
    workspaceId: input.workspaceId,
    crm: input.crm,
    sealedCredentials: box.seal(JSON.stringify(input.credentials), `crm-credentials:trial-${input.workspaceId}`),
    settings: input.settings,
    selection: input.selection,
    status: 'active',
    statusReason: null,
    syncIntervalMs: 0,
    lastRunId: null,
    lastSuccessAt: null,
    nextRunAt: null,
  }
  try {
    const writer = await createCrmWriters(box, policy).writerFor(trial)
    await writer.prepare()
  } catch (error) {
    if (error instanceof CrmCredentialRefused || error instanceof CrmSetupMissing) throw new CrmConnectRefused(error.message)
    throw error
  }
  const connection = await saveConnection(store, box, input, now)
  await requestSyncNow(store, connection, now)
  return connection
}
