/** Settings > Networks: company networks (CIDR or AS number) whose anonymous visitors count for an account. */
import type { OperationAnswer, Schema } from '@devtrail/client'
import { useState } from 'preact/hooks'
import { sendJson, withQuery } from '../../api.js'
import { ChangeError } from '../../components/ChangeError.js'
import { DataTable } from '../../components/DataTable.js'
import { useChanges } from '../../components/useChanges.js'
import { useApi } from '../../useApi.js'

/** The networks tab. */
export function NetworkSettings() {
  const changes = useChanges()
  const networks = useApi<OperationAnswer<'listNetworkMappings'>>('/networks', 0, changes.version)
  const [network, setNetwork] = useState('')
  const [domain, setDomain] = useState('')
  const add = async (event: Event) => {
    event.preventDefault()
    if (await changes.run(() => sendJson('POST', '/networks', { network: network.trim(), domain: domain.trim() }))) {
      setNetwork('')
      setDomain('')
    }
  }
  return (
    <>
      <ChangeError error={changes.error} />
      <DataTable<Schema<'NetworkMapping'>>
        caption="Network mappings"
        name="networks"
        rows={networks.data?.data}
        error={networks.error}
        rowKey={(mapping) => mapping.network}
        empty="No networks mapped yet."
        columns={[
          { heading: 'Network', cell: (mapping) => <code>{mapping.network}</code> },
          { heading: 'Account domain', cell: (mapping) => mapping.domain },
          {
            heading: 'Remove',
            cell: (mapping) => (
              <button
                type="button"
                class="danger"
                disabled={changes.busy}
                onClick={() => changes.run(() => sendJson('DELETE', withQuery('/networks', { network: mapping.network })))}
              >
                Remove<span class="visually-hidden"> {mapping.network}</span>
              </button>
            ),
          },
        ]}
      />
      <form class="card settings-form" onSubmit={add} aria-label="Map a network">
        <h2>Map a network</h2>
        <label for="network">Network (a CIDR such as 192.0.2.0/24, or AS64500)</label>
        <input id="network" required value={network} onInput={(event) => setNetwork(event.currentTarget.value)} />
        <label for="network-domain">Company domain</label>
        <input id="network-domain" required value={domain} onInput={(event) => setDomain(event.currentTarget.value)} />
        <button type="submit" disabled={changes.busy}>
          Map network
        </button>
      </form>
    </>
  )
}
