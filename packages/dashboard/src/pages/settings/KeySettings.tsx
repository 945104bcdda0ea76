/** Settings > API keys: every key with its scope and last use, a new key (shown once) and revoking one. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { SecretOnce } from '../../components/SecretOnce.js'
import { useChanges } from '../../components/useChanges.js'
import { formatTime } from '../../format.js'
import { useApi } from '../../useApi.js'

type ApiKey = Schema<'ApiKeySettings'>

/** The API keys tab. */
export function KeySettings() {
  const changes = useChanges()
  const keys = useApi<OperationAnswer<'listApiKeys'>>('/keys', 0, changes.version)
  const [name, setName] = useState('')
  const [scope, setScope] = useState<ApiKey['scope']>('read')
  const [created, setCreated] = useState<string | undefined>(undefined)
  const create = async (event: Event) => {
    event.preventDefault()
    const answer = await changes.run(() => sendJson<OperationAnswer<'createApiKey'>>('POST', '/keys', { name: name.trim(), scope }))
    if (answer) {
      setCreated(answer.data.key)
      setName('')
    }
  }
  return (
    <>
      <ChangeError error={changes.error} />
      {created ? <SecretOnce label="API key" secret={created} hint="store it where the script or service that uses it keeps secrets" /> : null}
      <DataTable<ApiKey>
        caption="API keys"
        name="keys"
        rows={keys.data?.data}
        error={keys.error}
        rowKey={(key) => key.id}
        columns={[
          { heading: 'Name', cell: (key) => key.name },
          { heading: 'Key', cell: (key) => <code>{key.key_prefix}…</code> },
          { heading: 'Scope', cell: (key) => key.scope },
          { heading: 'Created', cell: (key) => formatTime(key.created_at) },
          { heading: 'Last used', cell: (key) => formatTime(key.last_used_at) || 'never' },
          {
            heading: 'Status',
            cell: (key) =>
              key.revoked_at === null ? (
                <button
                  type="button"
                  class="danger"
                  disabled={changes.busy}
                  onClick={() => changes.run(() => sendJson('POST', `/keys/${encodeURIComponent(key.id)}/revoke`))}
                >
                  Revoke<span class="visually-hidden"> {key.name}</span>
                </button>
              ) : (
                `revoked ${formatTime(key.revoked_at)}`
              ),
          },
        ]}
      />
      <form class="card settings-form" onSubmit={create} aria-label="New API key">
        <h2>New API key</h2>
        <label for="key-name">Name</label>
        <input id="key-name" required maxLength={100} value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <label for="key-scope">Scope</label>
        <select id="key-scope" value={scope} onChange={(event) => setScope(event.currentTarget.value as ApiKey['scope'])}>
          <option value="read">read: reads and exports</option>
          <option value="write">write: also list rows and other data changes</option>
          <option value="admin">admin: also these settings</option>
        </select>
        <button type="submit" disabled={changes.busy}>
          Create key
        </button>
      </form>
    </>
  )
}
