/** A connection's credentials sealed with the server's secret box, bound to the connection id. */
import type { SecretBox } from '../secrets/secretBox.js'
import type { CrmCredentials } from './crmSettings.js'

const contextOf = (connectionId: string) => `crm-credentials:${connectionId}`

/** `credentials` sealed for the connection `connectionId`. */
export function sealCredentials(box: SecretBox, connectionId: string, credentials: CrmCredentials): string {
  return box.seal(JSON.stringify(credentials), contextOf(connectionId))
}

/** The credentials sealed for `connectionId`; a SecretBoxError when they do not open. */
export function openCredentials(box: SecretBox, connectionId: string, sealed: string): CrmCredentials {
  return JSON.parse(box.open(sealed, contextOf(connectionId))) as CrmCredentials
}
