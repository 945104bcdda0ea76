/** Settings > GitHub: the workspace's webhook endpoints, connecting one (its secret shown once) and disconnecting one. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { SecretOnce } from '../../components/SecretOnce.js'
import { useChanges } from '../../components/useChanges.js'
import { formatTime } from '../../format.js'
import { useApi } from '../../useApi.js'

/** The GitHub tab. */
export function GithubSettings() {
  const changes = useChanges()
  const hooks = useApi<OperationAnswer<'listGithubHooks'>>('/github/hooks', 0, changes.version)
  const [connection, setConnection] = useState<Schema<'GithubConnection'> | undefined>(undefined)
  const connect = async () => {
    const answer = await changes.run(() => sendJson<OperationAnswer<'connectGithubHook'>>('POST', '/github/hooks', { url: location.origin }))
    if (answer) setConnection(answer.data)
  }
  return (
    <>
      <ChangeError error={changes.error} />
      {connection ? (
        <section class="card" aria-label="New GitHub webhook">
          <h2>Paste into GitHub (Settings &gt; Webhooks &gt; Add webhook)</h2>
          <dl class="facts">
            <dt>Payload URL</dt>
            <dd>
              <code>{connection.payload_url}</code>
            </dd>
            <dt>Content type</dt>
            <dd>{connection.content_type}</dd>
            <dt>Events</dt>
            <dd>{connection.events.join(', ')}</dd>
          </dl>
          <SecretOnce label="Webhook secret" secret={connection.secret} hint="paste it into GitHub's Secret field" />
        </section>
      ) : null}
      <DataTable<Schema<'GithubHook'>>
        caption="GitHub webhooks"
        name="github-hooks"
        rows={hooks.data?.data}
        error={hooks.error}
        rowKey={(hook) => hook.id}
        empty="No GitHub webhook yet."
        columns={[
          { heading: 'Payload URL', cell: (hook) => <code>{`${location.origin}/v1/github/${hook.id}`}</code> },
          { heading: 'Connected', cell: (hook) => formatTime(hook.created_at) },
          {
            heading: 'Disconnect',
            cell: (hook) => (
              <button
                type="button"
                class="danger"
                disabled={changes.busy}
                onClick={() => changes.run(() => sendJson('DELETE', `/github/hooks/${encodeURIComponent(hook.id)}`))}
              >
                Disconnect<span class="visually-hidden"> {hook.id}</span>
              </button>
            ),
          },
        ]}
      />
      <button type="button" onClick={connect} disabled={changes.busy}>
        Connect a GitHub webhook
      </button>
    </>
  )
}
