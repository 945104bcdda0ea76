/**
 * Changing a workspace's network mappings, for the data service and the CLI alike: add (or
 * re-map) and remove one network. Each change is audited with the mapping before and after.
 */
import type { IpNetworks } from '../network/ipNetworks.js'
import { checkNetworkMapping, findNetworkMapping, putNetworkMapping, removeNetworkMapping, type NetworkMapping } from '../network/networkMappings.js'
import { parseNetworkKey } from '../network/networkKey.js'
import { DevtrailError } from '../errors.js'
import type { Store } from '../store/store.js'
import { auditChange, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

/** Maps a network (`AS64500` or a CIDR) to a company domain; refused for ISPs, clouds and VPNs. */
export async function addNetworkMappingAs(
  store: Store,
  caller: SettingsCaller,
  input: { workspaceId?: string; network: string; domain: string; networks: IpNetworks | null },
): Promise<NetworkMapping> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  const checked = checkNetworkMapping(input.network, input.domain, input.networks)
  const before = await findNetworkMapping(store, workspaceId, checked.network)
  const after = await putNetworkMapping(store, workspaceId, checked)
  await auditChange(store.db, caller, {
    workspaceId,
    action: before ? 'network.update' : 'network.add',
    targetType: 'network',
    targetId: checked.network,
    before: before ? { domain: before.domain } : null,
    after: { domain: after.domain },
  })
  return after
}

/** Removes the mapping of a network. */
export async function removeNetworkMappingAs(store: Store, caller: SettingsCaller, input: { workspaceId?: string; network: string }): Promise<NetworkMapping> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  let network: string
  try {
    network = parseNetworkKey(input.network).key
  } catch (error) {
    throw new DevtrailError('params_invalid', `network: ${(error as Error).message}`)
  }
  const removed = await removeNetworkMapping(store, workspaceId, network)
  await auditChange(store.db, caller, { workspaceId, action: 'network.remove', targetType: 'network', targetId: network, before: { domain: removed.domain } })
  return removed
}
