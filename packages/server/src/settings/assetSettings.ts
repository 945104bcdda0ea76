/**
 * Changing a workspace's assets, for the data service and the CLI alike: create, rename, allowed
 * origins, identify policy, identify secret (shown once), delete. Each change is audited with the
 * asset's settings before and after; the identify secret appears only as "set" or "rotated".
 */
import { createAsset, deleteAsset, getAsset, updateAsset, type Asset } from '../admin/assets.js'
import { rotateIdentifySecret, setIdentifyPolicy, type NewIdentifySecret } from '../admin/identifySecrets.js'
import { secretMark } from '../audit/auditLog.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { auditCreated, changeAudited, deleteAudited, findForCaller, type AuditedKind } from './auditedSettings.js'
import { auditChange, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

/** The settings of an asset the audit log keeps (no secret). */
const ASSET: AuditedKind<Asset> = {
  type: 'asset',
  label: 'asset',
  find: getAsset,
  audited: (asset) => ({
    kind: asset.kind,
    name: asset.name,
    client_id: asset.client_id,
    allowed_origins: asset.allowed_origins,
    identify_policy: asset.identify_policy,
    identify_secret: identifySecretMark(asset),
  }),
}

/** The identify secret as the audit log shows it: "set" or null. */
const identifySecretMark = (asset: Asset) => (asset.identify_secret_created_at === null ? null : secretMark('set'))

/** The asset `id` when the caller may see it; not_found otherwise. */
export function assetOfCaller(store: Store, caller: SettingsCaller, id: string): Promise<Asset> {
  return findForCaller(ASSET, store, caller, id)
}

/** Creates an asset in the caller's workspace (the CLI names it). */
export async function createAssetAs(
  store: Store,
  caller: SettingsCaller,
  input: { workspaceId?: string; kind: string; name?: string; origins: string[] },
): Promise<Asset> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  return auditCreated(ASSET, store, caller, await createAsset(store, { ...input, workspaceId }))
}

/** What can change about an asset. */
export interface AssetChanges {
  name?: string
  origins?: string[]
  identifyPolicy?: string
}

/** Renames an asset, replaces its allowed origins and/or sets its identify policy. */
export function updateAssetAs(store: Store, caller: SettingsCaller, id: string, changes: AssetChanges): Promise<Asset> {
  return changeAudited(ASSET, store, caller, id, 'update', async () => {
    if (changes.identifyPolicy !== undefined) await setIdentifyPolicy(store, id, changes.identifyPolicy)
    if (changes.name !== undefined || changes.origins !== undefined)
      await updateAsset(store, id, { ...(changes.name === undefined ? {} : { name: changes.name }), ...(changes.origins ? { origins: changes.origins } : {}) })
    return getAsset(store, id)
  })
}

/** Deletes an asset: its client ID is no longer accepted. */
export function deleteAssetAs(store: Store, caller: SettingsCaller, id: string): Promise<Asset> {
  return deleteAudited(ASSET, store, caller, id, () => deleteAsset(store, id))
}

/** Creates or rotates the asset's identify secret; the answer holds the secret, shown once. */
export async function rotateIdentifySecretAs(
  store: Store,
  box: SecretBox,
  caller: SettingsCaller,
  id: string,
  options: { overlapMs?: number } = {},
): Promise<NewIdentifySecret> {
  const before = await assetOfCaller(store, caller, id)
  const created = await rotateIdentifySecret(store, box, id, options)
  await auditChange(store.db, caller, {
    workspaceId: before.workspace_id,
    action: 'asset.identify_secret.rotate',
    targetType: 'asset',
    targetId: id,
    before: { identify_secret: identifySecretMark(before) },
    after: { identify_secret: secretMark('rotated'), previous_expires_at: created.previous_expires_at },
  })
  return created
}
