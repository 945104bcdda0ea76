/** GitHub webhook endpoints of a workspace: created by `devtrail github connect`, read by the webhook route. */
import { randomBytes } from 'node:crypto'
import { getWorkspace } from '../admin/workspaces.js'
import { newId } from '../ids.js'
import type { Store } from '../store/store.js'

/** A stored webhook endpoint. */
export interface GithubHook {
  /** The id in the Payload URL `/v1/github/{id}`. */
  id: string
  workspace_id: string
  /** The secret to paste into GitHub's webhook settings. */
  secret: string
  created_at: number
}

/** Creates a webhook endpoint for the workspace with a random 32-byte secret (hex). */
export async function createGithubHook(store: Store, workspaceId: string): Promise<GithubHook> {
  await getWorkspace(store, workspaceId)
  const hook = { id: newId(), workspace_id: workspaceId, secret: randomBytes(32).toString('hex'), created_at: Date.now() }
  await store.db.insertInto('github_hooks').values(hook).execute()
  return hook
}

/** The webhook endpoint with this id, or undefined. */
export async function findGithubHook(store: Store, hookId: string): Promise<GithubHook | undefined> {
  return store.db.selectFrom('github_hooks').selectAll().where('id', '=', hookId).executeTakeFirst()
}
