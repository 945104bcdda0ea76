/**
 * Settings > Integrations: each CRM connection's status, what it sends, its last and next run and
 * the records failing with their reasons. An admin session also chooses what is sent, runs it now
 * and disconnects; any other session reads the same status without a control (the server refuses
 * those changes anyway). Connecting takes a credential, so it stays in the CLI: the page shows the command.
 */
import type { OperationAnswer } from '@devtrail/client'
import { useEffect, useState } from 'preact/hooks'
import type { Session } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { useChanges } from '../../components/useChanges.js'
import { useApi } from '../../useApi.js'
import { CrmConnectionCard } from './CrmConnectionCard.js'

/** How often the page reads the connections again while a run is going. */
const RUNNING_REFRESH_MS = 1000
/** How long a run asked for now is followed closely. */
const FOLLOW_MS = 30_000
/** How often otherwise (the next scheduled run). */
const IDLE_REFRESH_MS = 30_000

/** The `devtrail crm connect` commands of a workspace, with placeholders for what only the operator has. */
function ConnectCommands({ workspaceId }: { workspaceId: string }) {
  return (
    <section class="card" aria-label="Connect a CRM">
      <h2>Connect a CRM</h2>
      <p>
        Connecting takes the CRM's credential, which never travels through the dashboard: run one of these on the server (the token or secret is read from an
        environment variable), choosing what is sent with one <code>--segment</code> or <code>--audience</code> per segment or audience id.
      </p>
      <h3>HubSpot (private app token)</h3>
      <code class="snippet" data-command="hubspot">
        {`HUBSPOT_TOKEN=… devtrail crm connect hubspot --workspace ${workspaceId} --token-env HUBSPOT_TOKEN --segment <segment id> --audience <audience id>`}
      </code>
      <h3>Salesforce (connected app)</h3>
      <code class="snippet" data-command="salesforce">
        {`SALESFORCE_SECRET=… devtrail crm connect salesforce --workspace ${workspaceId} --client-id <consumer key> --client-secret-env SALESFORCE_SECRET --login-url https://<your domain>.my.salesforce.com --segment <segment id>`}
      </code>
    </section>
  )
}

/** The integrations tab; `canChange` is false for a read-only session. */
export function IntegrationSettings({ session, canChange = session.scope === 'admin' }: { session: Session; canChange?: boolean }) {
  const changes = useChanges()
  // after "Sync now" the queued run is followed closely for a while, as is any run going
  const [followUntil, setFollowUntil] = useState(0)
  const [running, setRunning] = useState(false)
  const refreshMs = running || Date.now() < followUntil ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS
  const connections = useApi<OperationAnswer<'listCrmConnections'>>('/crm/connections', refreshMs, changes.version)
  const segments = useApi<OperationAnswer<'listSegments'>>('/segments')
  const audiences = useApi<OperationAnswer<'listAudiences'>>('/audiences')
  const list = connections.data?.data
  useEffect(() => setRunning(list?.some((connection) => connection.last_run !== null && connection.last_run.finished_at === null) ?? false), [list])
  return (
    <>
      <ChangeError error={changes.error} />
      {connections.error ? (
        <p class="error" role="alert">
          {connections.error}
        </p>
      ) : null}
      {list === undefined ? <p>Loading…</p> : null}
      {list?.length === 0 ? <p>No CRM is connected to this workspace.</p> : null}
      {list?.map((connection) => (
        <CrmConnectionCard
          key={connection.crm}
          connection={connection}
          segments={segments.data?.data ?? []}
          audiences={audiences.data?.data ?? []}
          changes={canChange ? changes : null}
          onSyncRequested={() => setFollowUntil(Date.now() + FOLLOW_MS)}
        />
      ))}
      {list?.length === 0 ? <ConnectCommands workspaceId={session.workspace_id} /> : null}
    </>
  )
}
