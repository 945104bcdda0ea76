/** Settings > Assets: create an asset, rename it, set its allowed origins and identify policy, rotate its identify secret, copy its snippet, delete it. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { SecretOnce } from '../../components/SecretOnce.js'
import { type Changes, useChanges } from '../../components/useChanges.js'
import { useApi } from '../../useApi.js'

type Asset = Schema<'AssetSettings'>

/** Origins typed one per line or comma-separated. */
const originsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean)

function NewAsset({ changes }: { changes: Changes }) {
  const [kind, setKind] = useState<Asset['kind']>('WEBSITE')
  const [name, setName] = useState('')
  const [origins, setOrigins] = useState('')
  const submit = async (event: Event) => {
    event.preventDefault()
    const created = await changes.run(() =>
      sendJson('POST', '/assets', { kind, allowed_origins: originsOf(origins), ...(name.trim() ? { name: name.trim() } : {}) }),
    )
    if (created) {
      setName('')
      setOrigins('')
    }
  }
  return (
    <form class="card settings-form" onSubmit={submit} aria-label="New asset">
      <h2>New asset</h2>
      <label for="asset-kind">Kind</label>
      <select id="asset-kind" value={kind} onChange={(event) => setKind(event.currentTarget.value as Asset['kind'])}>
        <option value="WEBSITE">Website</option>
        <option value="DOCS">Documentation</option>
        <option value="PRODUCT">Cloud product</option>
      </select>
      <label for="asset-name">Name</label>
      <input id="asset-name" value={name} onInput={(event) => setName(event.currentTarget.value)} />
      <label for="asset-origins">Allowed origins (one per line; * allows any)</label>
      <textarea id="asset-origins" required rows={2} value={origins} onInput={(event) => setOrigins(event.currentTarget.value)} />
      <button type="submit" disabled={changes.busy}>
        Create asset
      </button>
    </form>
  )
}

function AssetEditor({ asset, changes, onDone }: { asset: Asset; changes: Changes; onDone: () => void }) {
  const [name, setName] = useState(asset.name)
  const [origins, setOrigins] = useState(asset.allowed_origins.join('\n'))
  const [policy, setPolicy] = useState(asset.identify_policy)
  const [secret, setSecret] = useState<string | undefined>(undefined)
  const snippet = useApi<OperationAnswer<'getAssetSnippet'>>(`/assets/${encodeURIComponent(asset.id)}/snippet`)
  const path = `/assets/${encodeURIComponent(asset.id)}`
  const save = (event: Event) => {
    event.preventDefault()
    changes.run(() => sendJson('PATCH', path, { name: name.trim(), allowed_origins: originsOf(origins), identify_policy: policy }))
  }
  const rotate = async () => {
    const created = await changes.run(() => sendJson<OperationAnswer<'rotateIdentifySecret'>>('POST', `${path}/identify-secret`, {}))
    if (created) setSecret(created.data.secret)
  }
  const remove = async () => {
    if (await changes.run(() => sendJson('DELETE', path))) onDone()
  }
  return (
    <section class="card" aria-label={`Asset ${asset.name}`}>
      <h2>{asset.name}</h2>
      <form class="settings-form" onSubmit={save}>
        <label for="edit-asset-name">Name</label>
        <input id="edit-asset-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <label for="edit-asset-origins">Allowed origins (one per line)</label>
        <textarea id="edit-asset-origins" required rows={3} value={origins} onInput={(event) => setOrigins(event.currentTarget.value)} />
        <label for="edit-asset-policy">Identify policy</label>
        <select id="edit-asset-policy" value={policy} onChange={(event) => setPolicy(event.currentTarget.value as Asset['identify_policy'])}>
          <option value="signed">Signed identifies only</option>
          <option value="unsigned">Unsigned identifies too</option>
        </select>
        <button type="submit" disabled={changes.busy}>
          Save asset
        </button>
      </form>
      <p>
        Identify secret: {asset.identify_secret_created_at === null ? 'none' : `made ${new Date(asset.identify_secret_created_at).toISOString()}`}{' '}
        <button type="button" onClick={rotate} disabled={changes.busy}>
          {asset.identify_secret_created_at === null ? 'Create identify secret' : 'Rotate identify secret'}
        </button>
      </p>
      {secret ? <SecretOnce label="Identify secret" secret={secret} hint="store it in the backend that signs identities" /> : null}
      <h3>Install snippet</h3>
      {snippet.data ? <code class="snippet">{snippet.data.data.scriptTag}</code> : <p>{snippet.error ?? 'Loading…'}</p>}
      <p>
        <button type="button" class="danger" onClick={remove} disabled={changes.busy}>
          Delete asset
        </button>
      </p>
    </section>
  )
}

/** The assets tab. */
export function AssetSettings() {
  const changes = useChanges()
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const assets = useApi<OperationAnswer<'listAssets'>>('/assets', 0, changes.version)
  const chosen = assets.data?.data.find((asset) => asset.id === selected)
  return (
    <>
      <ChangeError error={changes.error} />
      <DataTable<Asset>
        caption="Assets"
        name="assets"
        rows={assets.data?.data}
        error={assets.error}
        rowKey={(asset) => asset.id}
        empty="No assets yet."
        columns={[
          { heading: 'Name', cell: (asset) => asset.name },
          { heading: 'Kind', cell: (asset) => asset.kind },
          { heading: 'Client ID', cell: (asset) => <code>{asset.client_id}</code> },
          { heading: 'Allowed origins', cell: (asset) => asset.allowed_origins.join(', ') },
          { heading: 'Identify', cell: (asset) => asset.identify_policy },
          {
            heading: 'Manage',
            cell: (asset) => (
              <button type="button" onClick={() => setSelected(asset.id)} aria-label={`Manage ${asset.name}`}>
                Manage
              </button>
            ),
          },
        ]}
      />
      {chosen ? <AssetEditor key={chosen.id} asset={chosen} changes={changes} onDone={() => setSelected(undefined)} /> : null}
      <NewAsset changes={changes} />
    </>
  )
}
