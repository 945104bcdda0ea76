/**
 * Identify secrets and policies of assets (identity verification): the repository behind
 * `devtrail asset identify-secret` and `devtrail asset update --identify`, and the collector's
 * read of what it checks identifies against. Secrets are stored sealed (secrets/secretBox.ts).
 */
import { DevtrailError } from '../errors.js'
import { randomToken } from '../ids.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { IdentifyPolicy } from '../store/schema.js'
import type { Store } from '../store/store.js'
import { effectivePolicy, getAsset, setAssetIdentifyPolicy } from './assets.js'

/** The identify policies an asset can have. */
export const identifyPolicies: readonly IdentifyPolicy[] = ['signed', 'unsigned']

/** How long the replaced secret stays valid after a rotation when no overlap is given: 24 hours. */
export const DEFAULT_IDENTIFY_OVERLAP_MS = 24 * 60 * 60 * 1000

/** Prefix of identify secrets, so a leaked one is recognisable (and never mistaken for an API key). */
const SECRET_PREFIX = 'dtis_'

/** What the secret of an asset is sealed for: a sealed secret moved to another asset's row does not open. */
function sealContext(assetId: string): string {
  return `identify-secret:${assetId}`
}

/** A new identify secret, shown once. */
export interface NewIdentifySecret {
  asset_id: string
  /** The secret: give it to the backend that signs identities; Devtrail never shows it again. */
  secret: string
  created_at: number
  /** Until when the secret it replaced is still accepted (epoch ms), or null when there was none or no overlap. */
  previous_expires_at: number | null
}

/**
 * Creates the asset's identify secret, or rotates it: the new one is valid at once, the one it
 * replaces for `overlapMs` more (so backends can switch without refused sign-ins).
 */
export async function rotateIdentifySecret(
  store: Store,
  box: SecretBox,
  assetId: string,
  { overlapMs = DEFAULT_IDENTIFY_OVERLAP_MS, now = Date.now() }: { overlapMs?: number; now?: number } = {},
): Promise<NewIdentifySecret> {
  if (!Number.isSafeInteger(overlapMs) || overlapMs < 0) throw new DevtrailError('params_invalid', 'the overlap must be a whole number of ms, 0 or more')
  const asset = await getAsset(store, assetId)
  const secret = randomToken(32, SECRET_PREFIX)
  const sealed = box.seal(secret, sealContext(asset.id))
  return store.db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('asset_identify_secrets').select('sealed_secret').where('asset_id', '=', asset.id).executeTakeFirst()
    const previousExpiresAt = current && overlapMs > 0 ? now + overlapMs : null
    const row = {
      sealed_secret: sealed,
      created_at: now,
      previous_sealed_secret: previousExpiresAt === null ? null : current!.sealed_secret,
      previous_expires_at: previousExpiresAt,
    }
    if (current) await tx.updateTable('asset_identify_secrets').set(row).where('asset_id', '=', asset.id).execute()
    else
      await tx
        .insertInto('asset_identify_secrets')
        .values({ asset_id: asset.id, workspace_id: asset.workspace_id, ...row })
        .execute()
    return { asset_id: asset.id, secret, created_at: now, previous_expires_at: previousExpiresAt }
  })
}

/** Sets whether the asset's identifies must be signed; answers the policy now in force. */
export async function setIdentifyPolicy(store: Store, assetId: string, policy: string): Promise<IdentifyPolicy> {
  const value = policy.trim().toLowerCase() as IdentifyPolicy
  if (!identifyPolicies.includes(value)) throw new DevtrailError('params_invalid', `identify policy must be signed or unsigned (got "${policy}")`)
  await getAsset(store, assetId)
  await setAssetIdentifyPolicy(store, assetId, value)
  return value
}

/** What the collector checks an asset's identifies against. */
export interface IdentifyCheck {
  /** `signed`: only identifies signed with a valid secret count; `unsigned`: unsigned ones count too (never as verified). */
  policy: IdentifyPolicy
  /** The valid secrets, each with the time it stops being accepted (null: until rotated). */
  secrets: { secret: string; validUntil: number | null }[]
}

/** An asset's sealed identify secrets as stored (null columns when it has none). */
export interface SealedIdentifySecrets {
  sealed_secret: string | null
  previous_sealed_secret: string | null
  previous_expires_at: number | null
}

/**
 * The identify check of an asset, its secrets opened with `box`. Without a box, or when a secret
 * does not open with it (another server key), that secret is unusable and `onError` hears why:
 * signed identifies are then refused, never trusted.
 */
export function openIdentifyCheck(
  box: SecretBox | undefined,
  assetId: string,
  policy: IdentifyPolicy | null,
  sealed: SealedIdentifySecrets,
  onError: (error: unknown) => void,
): IdentifyCheck {
  const secrets: IdentifyCheck['secrets'] = []
  const open = (value: string, validUntil: number | null) => {
    try {
      if (!box) throw new DevtrailError('unavailable', 'the server has no secret key: identify secrets cannot be opened')
      secrets.push({ secret: box.open(value, sealContext(assetId)), validUntil })
    } catch (error) {
      onError(error)
    }
  }
  if (sealed.sealed_secret) open(sealed.sealed_secret, null)
  if (sealed.previous_sealed_secret && sealed.previous_expires_at !== null) open(sealed.previous_sealed_secret, Number(sealed.previous_expires_at))
  return { policy: effectivePolicy(policy, sealed.sealed_secret !== null), secrets }
}
