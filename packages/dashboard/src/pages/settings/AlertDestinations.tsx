/**
 * Alert destinations: Slack, webhook and e-mail, each with its state (active, failing, paused with
 * the reason), a test message, a webhook's secret rotated (shown once), deletion, and its delivery log.
 */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { DataTable } from '../../components/DataTable.js'
import { SecretOnce } from '../../components/SecretOnce.js'
import type { Changes } from '../../components/useChanges.js'
import { formatTime } from '../../format.js'
import { AlertDeliveryLog } from './AlertDeliveryLog.js'
import { NewAlertDestination } from './NewAlertDestination.js'

type Destination = Schema<'AlertDestination'>

/** Where a destination sends, in words (a Slack URL is a credential: never shown). */
function whereOf(destination: Destination): string {
  if (destination.kind === 'email') return `${destination.recipients.join(', ')}${destination.digest ? ` (${destination.digest} digest)` : ''}`
  return destination.url ?? 'Slack incoming webhook (kept sealed)'
}

/** A destination's state in words. */
function stateOf(destination: Destination): string {
  if (destination.paused_at !== null) return `paused ${formatTime(destination.paused_at)}: ${destination.paused_reason ?? 'no reason given'}`
  if (destination.failing_since !== null) return `failing since ${formatTime(destination.failing_since)}`
  return 'active'
}

/** Props of AlertDestinations. */
export interface AlertDestinationsProps {
  destinations: Destination[] | undefined
  error: string | undefined
  rules: Schema<'AlertRule'>[]
  /** The tab's changes, or null for a read-only session (no control is shown). */
  changes: Changes | null
}

/** The destinations part of the Alerts tab. */
export function AlertDestinations({ destinations, error, rules, changes }: AlertDestinationsProps) {
  const [secret, setSecret] = useState<{ name: string; secret: string } | undefined>(undefined)
  const [tested, setTested] = useState<string | undefined>(undefined)
  const [shown, setShown] = useState<string | undefined>(undefined)
  const path = (destination: Destination) => `/alerts/destinations/${encodeURIComponent(destination.id)}`
  const test = async (destination: Destination) => {
    const answer = await changes?.run(() => sendJson<OperationAnswer<'testAlertDestination'>>('POST', `${path(destination)}/test`))
    if (answer) {
      const code = answer.data.response_code === null ? '' : ` (${answer.data.response_code})`
      setTested(
        `Test to ${destination.name}: ${answer.data.status}${code}${answer.data.error ? `: ${answer.data.error}` : ''}${answer.resumed ? '; the destination is resumed' : ''}`,
      )
      setShown(destination.id)
    }
  }
  const rotate = async (destination: Destination) => {
    const answer = await changes?.run(() => sendJson<OperationAnswer<'rotateAlertDestinationSecret'>>('POST', `${path(destination)}/rotate-secret`, {}))
    if (answer?.secret) setSecret({ name: destination.name, secret: answer.secret })
  }
  const shownDestination = destinations?.find((destination) => destination.id === shown)
  return (
    <>
      {secret ? (
        <SecretOnce label="Webhook secret" secret={secret.secret} hint={`the receiver of ${secret.name} verifies the Standard Webhooks signature with it`} />
      ) : null}
      {tested ? <p role="status">{tested}</p> : null}
      <DataTable<Destination>
        caption="Alert destinations"
        name="alert-destinations"
        rows={destinations}
        error={error}
        rowKey={(destination) => destination.id}
        empty="No destination yet."
        columns={[
          { heading: 'Name', cell: (destination) => destination.name },
          { heading: 'Kind', cell: (destination) => destination.kind },
          { heading: 'Sends to', cell: whereOf },
          { heading: 'State', cell: stateOf },
          {
            heading: 'Deliveries',
            cell: (destination) => (
              <button type="button" onClick={() => setShown(destination.id)}>
                Delivery log<span class="visually-hidden"> of {destination.name}</span>
              </button>
            ),
          },
          ...(changes
            ? [
                {
                  heading: 'Actions',
                  cell: (destination: Destination) => (
                    <div class="actions">
                      <button type="button" disabled={changes.busy} onClick={() => test(destination)}>
                        Test<span class="visually-hidden"> {destination.name}</span>
                      </button>
                      {destination.kind === 'webhook' ? (
                        <button type="button" disabled={changes.busy} onClick={() => rotate(destination)}>
                          Rotate secret<span class="visually-hidden"> of {destination.name}</span>
                        </button>
                      ) : null}
                      <button type="button" class="danger" disabled={changes.busy} onClick={() => changes.run(() => sendJson('DELETE', path(destination)))}>
                        Delete<span class="visually-hidden"> {destination.name}</span>
                      </button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      {shownDestination ? <AlertDeliveryLog key={shownDestination.id} destination={shownDestination} rules={rules} version={changes?.version ?? 0} /> : null}
      {changes ? <NewAlertDestination changes={changes} onSecret={setSecret} /> : null}
    </>
  )
}
