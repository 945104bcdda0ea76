/**
 * GitHub webhook endpoints of a workspace: created by `devtrail github connect`, read by the
 * webhook route. Their secrets are stored sealed with the server's secret key
 * (secrets/secretBox.ts), each bound to its hook.
 */
import { randomBytes } from 'node:crypto'
import { getWorkspace } from '../admin/workspaces.js'
import { DevtrailError } from '../errors.js'
import { deleteDeliveryBodiesOf } from './deliveryBodies.js'
import { newId } from '../ids.js'
import { isSealedSecret, SecretBoxError, type SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'

/** What the secret of a hook is sealed for: a sealed secret moved to another hook's row does not open. */
function sealContext(hookId: string): string {
  return `github-hook-secret:${hookId}`
}

/** A new webhook endpoint and its secret, shown once. */
export interface NewGithubHook {
  /** The id in the Payload URL `/v1/github/{id}`. */
  id: string
  workspace_id: string
  /** The secret to paste into GitHub's webhook settings; Devtrail never shows it again. */
  secret: string
  created_at: number
}

/** A stored webhook endpoint. */
export interface GithubHook {
  /** The id in the Payload URL `/v1/github/{id}`. */
  id: string
  workspace_id: string
  /** The secret as stored: sealed, or in clear when an earlier version stored it and no server has sealed it yet. */
  stored_secret: string
  created_at: number
}

/** Creates a webhook endpoint for the workspace with a random 32-byte secret (hex), stored sealed with `box`. */
export async function createGithubHook(store: Store, box: SecretBox, workspaceId: string): Promise<NewGithubHook> {
  await getWorkspace(store, workspaceId)
  const hook = { id: newId(), workspace_id: workspaceId, secret: randomBytes(32).toString('hex'), created_at: Date.now() }
  await store.db
    .insertInto('github_hooks')
    .values({ ...hook, secret: box.seal(hook.secret, sealContext(hook.id)) })
    .execute()
  return hook
}

/** The webhook endpoint with this id, or undefined. */
export async function findGithubHook(store: Store, hookId: string): Promise<GithubHook | undefined> {
  return store.db.selectFrom('github_hooks').select(['id', 'workspace_id', 'secret as stored_secret', 'created_at']).where('id', '=', hookId).executeTakeFirst()
}

/**
 * The hook's secret in clear: opened with `box`, or as stored while it is still in clear. A
 * SecretBoxError (never carrying the secret) when it is sealed and there is no box or it does not
 * open with this one (another server key, or moved from another hook's row).
 */
export function openGithubHookSecret(box: SecretBox | undefined, hook: GithubHook): string {
  if (!isSealedSecret(hook.stored_secret)) return hook.stored_secret
  if (!box) throw new SecretBoxError('the server has no secret key: sealed webhook secrets cannot be opened')
  return box.open(hook.stored_secret, sealContext(hook.id))
}

/**
 * Seals in place every hook secret stored in clear by an earlier version; answers how many it
 * sealed. Run at server start: a migration cannot do it, migrations have no key. Idempotent (a
 * sealed value is recognised by its format) and safe when several servers start at once (each
 * update applies only while the row still holds the clear value it read).
 */
export async function sealClearGithubHookSecrets(store: Store, box: SecretBox): Promise<number> {
  const rows = await store.db.selectFrom('github_hooks').select(['id', 'secret']).execute()
  let sealed = 0
  for (const row of rows) {
    if (isSealedSecret(row.secret)) continue
    const result = await store.db
      .updateTable('github_hooks')
      .set({ secret: box.seal(row.secret, sealContext(row.id)) })
      .where('id', '=', row.id)
      .where('secret', '=', row.secret)
      .executeTakeFirst()
    sealed += Number(result.numUpdatedRows)
  }
  return sealed
}

/** A workspace's webhook endpoints, oldest first (without their secrets). */
export async function listGithubHooks(store: Store, workspaceId: string): Promise<Omit<GithubHook, 'stored_secret'>[]> {
  await getWorkspace(store, workspaceId)
  return store.db
    .selectFrom('github_hooks')
    .select(['id', 'workspace_id', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * Removes a webhook endpoint (a leaked secret: connect a new one, then remove the old): its
 * deliveries answer 404 from then on. The activities it stored stay. not_found for an unknown id.
 */
export async function deleteGithubHook(store: Store, hookId: string): Promise<Omit<GithubHook, 'stored_secret'>> {
  return store.db.transaction().execute(async (trx) => {
    const hook = await trx.selectFrom('github_hooks').select(['id', 'workspace_id', 'created_at']).where('id', '=', hookId).executeTakeFirst()
    if (!hook) throw new DevtrailError('not_found', `GitHub hook ${hookId} not found`)
    await deleteDeliveryBodiesOf(trx, hookId)
    await trx.deleteFrom('github_hooks').where('id', '=', hookId).execute()
    return hook
  })
}
