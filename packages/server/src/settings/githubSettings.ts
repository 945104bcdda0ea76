/**
 * Changing a workspace's GitHub webhook endpoints, for the data service and the CLI alike:
 * connect (the secret shown once) and disconnect. The audit log records the secret as "set".
 */
import { secretMark } from '../audit/auditLog.js'
import { DevtrailError } from '../errors.js'
import { createGithubHook, deleteGithubHook, findGithubHook, type NewGithubHook } from '../github/githubHooks.js'
import type { SecretBox } from '../secrets/secretBox.js'
import type { Store } from '../store/store.js'
import { auditChange, checkCallerWorkspace, workspaceOfCaller, type SettingsCaller } from './settingsCaller.js'

/** The events to tick in GitHub's webhook settings ("Let me select individual events"). */
export const GITHUB_WEBHOOK_EVENTS = ['Stars', 'Forks', 'Watches', 'Issues', 'Pull requests', 'Issue comments']

/** What to paste into GitHub for a new endpoint; the secret is shown once. */
export interface GithubConnection {
  hook: { id: string; workspace_id: string; created_at: number }
  payload_url: string
  content_type: 'application/json'
  secret: string
  events: string[]
}

/** Creates a webhook endpoint; `baseUrl` is the Devtrail server as GitHub reaches it. */
export async function connectGithubAs(
  store: Store,
  box: SecretBox,
  caller: SettingsCaller,
  input: { workspaceId?: string; baseUrl: string },
): Promise<GithubConnection> {
  const workspaceId = workspaceOfCaller(caller, input.workspaceId)
  const hook: NewGithubHook = await createGithubHook(store, box, workspaceId)
  await auditChange(store.db, caller, {
    workspaceId,
    action: 'github_hook.connect',
    targetType: 'github_hook',
    targetId: hook.id,
    after: { secret: secretMark('set') },
  })
  return {
    hook: { id: hook.id, workspace_id: hook.workspace_id, created_at: hook.created_at },
    payload_url: `${input.baseUrl}/v1/github/${hook.id}`,
    content_type: 'application/json',
    secret: hook.secret,
    events: GITHUB_WEBHOOK_EVENTS,
  }
}

/** Removes a webhook endpoint: its deliveries answer 404 from then on. */
export async function disconnectGithubAs(
  store: Store,
  caller: SettingsCaller,
  hookId: string,
): Promise<{ id: string; workspace_id: string; created_at: number }> {
  const found = await findGithubHook(store, hookId)
  if (!found) throw new DevtrailError('not_found', `GitHub hook ${hookId} not found`)
  checkCallerWorkspace(caller, found.workspace_id, 'GitHub hook', hookId)
  const hook = await deleteGithubHook(store, hookId)
  await auditChange(store.db, caller, {
    workspaceId: hook.workspace_id,
    action: 'github_hook.disconnect',
    targetType: 'github_hook',
    targetId: hookId,
    before: { secret: secretMark('set') },
  })
  return { ...hook, created_at: Number(hook.created_at) }
}
