/** The asset a collector request is for, looked up by client ID and kept briefly in memory. */
import { collectorAssetRow } from '../admin/assets.js'
import { openIdentifyCheck, type IdentifyCheck } from '../admin/identifySecrets.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { AssetKind } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { activityLevelsOf, type ActivityLevels } from '../domain/activityLevels.js'

/** What the collector needs to know about an asset and its workspace. */
export interface CollectorAsset {
  /** Asset id. */
  id: string
  /** Its workspace. */
  workspaceId: string
  /** WEBSITE, DOCS or PRODUCT. */
  kind: AssetKind
  /** Origins allowed to send events (`*` for any). */
  allowedOrigins: string[]
  /** The workspace's activity level thresholds. */
  activityLevels: ActivityLevels
  /** How its identifies are checked: the identify policy and the identify secrets valid now. */
  identify: IdentifyCheck
}

/** How the collector opens identify secrets. */
export interface CollectorSecrets {
  /** Opens the sealed identify secrets; without it signed identifies cannot be checked and are refused. */
  secretBox?: SecretBox
  /** Hears why a secret could not be opened (logged by the collector; never the secret). */
  onSecretError?: (error: unknown) => void
}

/**
 * Whether a request from `origin` may talk to the collector for `asset`. Browsers always send an
 * Origin on these cross-site POSTs, so a request without one is refused unless the asset allows
 * any origin (`*`): leaving the header out must not bypass the asset's list.
 */
export function collectorOriginAllowed(asset: CollectorAsset, origin: string | undefined): boolean {
  if (asset.allowedOrigins.includes('*')) return true
  return origin !== undefined && asset.allowedOrigins.includes(origin)
}

/** Looks assets up by client ID, caching each answer for `ttlMs` so a busy collector does not query per request. */
export class CollectorAssets {
  private readonly _store: Store
  private readonly _ttlMs: number
  private readonly _cache = new Map<string, { asset: CollectorAsset; expires: number }>()
  private readonly _secrets: CollectorSecrets

  constructor(store: Store, ttlMs = 10_000, secrets: CollectorSecrets = {}) {
    this._store = store
    this._ttlMs = ttlMs
    this._secrets = secrets
  }

  /** The asset with this client ID, or null. */
  async get(clientId: string, now = Date.now()): Promise<CollectorAsset | null> {
    const cached = this._cache.get(clientId)
    if (cached && cached.expires > now) return cached.asset
    const row = await collectorAssetRow(this._store.db, clientId)
    if (!row) {
      this._cache.delete(clientId)
      return null
    }
    const asset: CollectorAsset = {
      id: row.id,
      workspaceId: row.workspace_id,
      kind: row.kind,
      allowedOrigins: JSON.parse(row.allowed_origins) as string[],
      activityLevels: activityLevelsOf(row.settings),
      identify: openIdentifyCheck(this._secrets.secretBox, row.id, row.identify_policy, row, this._secrets.onSecretError ?? (() => {})),
    }
    if (this._cache.size > 10_000) this._cache.clear()
    this._cache.set(clientId, { asset, expires: now + this._ttlMs })
    return asset
  }
}
