import { DevtrailError } from '../errors.js'
import { newId, randomToken } from '../ids.js'
import type { AssetKind, IdentifyPolicy } from '../store/schema.js'
import type { Store, Db } from '../store/store.js'
import { getWorkspace } from './workspaces.js'

/** The asset kinds, each tracked with its own client ID. */
export const assetKinds: readonly AssetKind[] = ['WEBSITE', 'DOCS', 'PRODUCT']

/** A tracked asset: Website, Documentation or Cloud Product. */
export interface Asset {
  id: string
  workspace_id: string
  kind: AssetKind
  name: string
  client_id: string
  allowed_origins: string[]
  created_at: number
  /** Whether identifies must be signed (`signed`) or may be unsigned (`unsigned`): the asset's own setting, else signed once it has an identify secret. */
  identify_policy: IdentifyPolicy
  /** When its identify secret was made (epoch ms), null when it has none. The secret itself is never shown again. */
  identify_secret_created_at: number | null
}

/** Normalises an allowed origin (`https://docs.example.com`), or `*` for any; throws params_invalid otherwise. */
export function normaliseOrigin(origin: string): string {
  if (origin === '*') return origin
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new DevtrailError('params_invalid', `origin "${origin}" is not a URL such as https://docs.example.com`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DevtrailError('params_invalid', `origin "${origin}" must be http or https`)
  }
  return url.origin
}

/** Creates an asset with a new public client ID. */
export async function createAsset(store: Store, input: { workspaceId: string; kind: string; name?: string; origins: string[] }): Promise<Asset> {
  await getWorkspace(store, input.workspaceId)
  const kind = input.kind.toUpperCase() as AssetKind
  if (!assetKinds.includes(kind)) {
    throw new DevtrailError('params_invalid', `asset kind must be one of website, docs, product (got "${input.kind}")`)
  }
  if (input.origins.length === 0) throw new DevtrailError('params_invalid', 'an asset needs at least one allowed origin (or *)')
  const asset: Asset = {
    id: newId(),
    workspace_id: input.workspaceId,
    kind,
    name: input.name?.trim() || kind.toLowerCase(),
    client_id: randomToken(12, 'dt_'),
    allowed_origins: [...new Set(input.origins.map(normaliseOrigin))],
    created_at: Date.now(),
    identify_policy: 'unsigned',
    identify_secret_created_at: null,
  }
  const { identify_policy: _policy, identify_secret_created_at: _secret, ...row } = asset
  await store.db
    .insertInto('assets')
    .values({ ...row, allowed_origins: JSON.stringify(asset.allowed_origins) })
    .execute()
  return asset
}

/** Assets with when their identify secret was made. */
function selectAssets(store: Store) {
  return store.db
    .selectFrom('assets')
    .leftJoin('asset_identify_secrets', 'asset_identify_secrets.asset_id', 'assets.id')
    .select([
      'assets.id',
      'assets.workspace_id',
      'assets.kind',
      'assets.name',
      'assets.client_id',
      'assets.allowed_origins',
      'assets.created_at',
      'assets.identify_policy',
      'asset_identify_secrets.created_at as identify_secret_created_at',
    ])
}

/** The identify policy in force: the asset's own, else signed as soon as it has an identify secret. */
export function effectivePolicy(policy: IdentifyPolicy | null, hasSecret: boolean): IdentifyPolicy {
  return policy ?? (hasSecret ? 'signed' : 'unsigned')
}

function toAsset(row: Omit<Asset, 'allowed_origins' | 'identify_policy'> & { allowed_origins: string; identify_policy: IdentifyPolicy | null }): Asset {
  const secretAt = row.identify_secret_created_at === null ? null : Number(row.identify_secret_created_at)
  return {
    ...row,
    created_at: Number(row.created_at),
    allowed_origins: JSON.parse(row.allowed_origins) as string[],
    identify_policy: effectivePolicy(row.identify_policy, secretAt !== null),
    identify_secret_created_at: secretAt,
  }
}

/** The asset with this id; not_found otherwise. */
export async function getAsset(store: Store, id: string): Promise<Asset> {
  const row = await selectAssets(store).where('assets.id', '=', id).executeTakeFirst()
  if (!row) throw new DevtrailError('not_found', `asset ${id} not found`)
  return toAsset(row)
}

/** Renames an asset or replaces its allowed origins; the client ID and kind stay. */
export async function updateAsset(store: Store, id: string, changes: { name?: string; origins?: string[] }): Promise<Asset> {
  const asset = await getAsset(store, id)
  if (changes.origins !== undefined && changes.origins.length === 0)
    throw new DevtrailError('params_invalid', 'an asset needs at least one allowed origin (or *)')
  const updated: Asset = {
    ...asset,
    name: changes.name?.trim() || asset.name,
    allowed_origins: changes.origins ? [...new Set(changes.origins.map(normaliseOrigin))] : asset.allowed_origins,
  }
  await store.db
    .updateTable('assets')
    .set({ name: updated.name, allowed_origins: JSON.stringify(updated.allowed_origins) })
    .where('id', '=', id)
    .execute()
  return updated
}

/** Replaces the allowed origins of the asset `id` as given (already normalised), nothing else. */
export async function setAssetOrigins(store: Store, id: string, origins: readonly string[]): Promise<void> {
  await store.db
    .updateTable('assets')
    .set({ allowed_origins: JSON.stringify(origins) })
    .where('id', '=', id)
    .execute()
}

/** Stores the identify policy of the asset `id` (already validated). */
export async function setAssetIdentifyPolicy(store: Store, id: string, policy: IdentifyPolicy): Promise<void> {
  await store.db.updateTable('assets').set({ identify_policy: policy }).where('id', '=', id).execute()
}

/** Deletes an asset: its client ID stops being accepted (within the collector's 10 s cache); recorded activity stays. */
export async function deleteAsset(store: Store, id: string): Promise<Asset> {
  const asset = await getAsset(store, id)
  await store.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('asset_identify_secrets').where('asset_id', '=', id).execute()
    await tx.deleteFrom('assets').where('id', '=', id).execute()
  })
  return asset
}

/** Lists a workspace's assets, oldest first. */
export async function listAssets(store: Store, workspaceId: string): Promise<Asset[]> {
  const rows = await selectAssets(store).where('assets.workspace_id', '=', workspaceId).orderBy('assets.created_at').orderBy('assets.id').execute()
  return rows.map(toAsset)
}

/** What the collector reads about the asset of a client ID: the asset, its workspace's settings and its sealed identify secrets. */
export interface CollectorAssetRow {
  /** The asset's id. */
  id: string
  /** Its workspace. */
  workspace_id: string
  /** WEBSITE, DOCS or PRODUCT. */
  kind: AssetKind
  /** Its allowed origins, a JSON array. */
  allowed_origins: string
  /** Its own identify policy, null when it has none. */
  identify_policy: IdentifyPolicy | null
  /** The workspace's settings JSON. */
  settings: string | null
  /** The current identify secret, sealed; null when it has none. */
  sealed_secret: string | null
  /** The replaced identify secret during a rotation, sealed. */
  previous_sealed_secret: string | null
  /** Until when the replaced secret is accepted (epoch ms). */
  previous_expires_at: number | null
}

/** The asset with this client ID as the collector reads it, or undefined. */
export async function collectorAssetRow(db: Db, clientId: string): Promise<CollectorAssetRow | undefined> {
  return db
    .selectFrom('assets')
    .innerJoin('workspaces', 'workspaces.id', 'assets.workspace_id')
    .leftJoin('asset_identify_secrets', 'asset_identify_secrets.asset_id', 'assets.id')
    .select([
      'assets.id',
      'assets.workspace_id',
      'assets.kind',
      'assets.allowed_origins',
      'assets.identify_policy',
      'workspaces.settings',
      'asset_identify_secrets.sealed_secret',
      'asset_identify_secrets.previous_sealed_secret',
      'asset_identify_secrets.previous_expires_at',
    ])
    .where('assets.client_id', '=', clientId)
    .executeTakeFirst()
}
