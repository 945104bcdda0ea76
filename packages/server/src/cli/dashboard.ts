/** `devtrail dashboard`: prints a one-time sign-in link to the dashboard; `dashboard revoke` ends a workspace's sessions. */
import { secretMark } from '../audit/auditLog.js'
import { createSignInLink, LINK_TTL_MS, revokeWorkspaceSessions } from '../dashboard/keySignIn.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { optionalString, requiredString, UsageError, type Command } from './command.js'

/** The dashboard command. */
export const dashboardCommand: Command = {
  name: 'dashboard',
  summary: 'print a one-time link that signs in to the dashboard',
  usage: '--workspace <id> [--url <server URL>]',
  help: [
    '--workspace <id>  the workspace the dashboard shows',
    '--url <url>       where the server is reached (default http://localhost:8787)',
    '',
    `The link works once, within ${LINK_TTL_MS / 60_000} minutes; the session it opens lasts 12 hours.`,
  ],
  options: { workspace: { type: 'string' }, url: { type: 'string' } },
  positionals: 0,
  run: async ({ values, store }) => {
    const workspaceId = requiredString(values, 'workspace', '<id>')
    const base = optionalString(values, 'url') ?? 'http://localhost:8787'
    let origin: string
    try {
      origin = new URL(base).origin
    } catch {
      throw new UsageError(`--url: "${base}" is not a URL`)
    }
    const { token, expiresAt } = await createSignInLink(await store(), workspaceId)
    await auditChange((await store()).db, CLI_CALLER, {
      workspaceId,
      action: 'dashboard.link.create',
      targetType: 'dashboard_link',
      targetId: null,
      after: { expires_at: expiresAt, link: secretMark('set') },
    })
    const link = `${origin}/dashboard/link/${token}`
    return {
      json: { link, expires_at: expiresAt },
      text: [`Open this link to sign in to the dashboard (it works once, until ${new Date(expiresAt).toISOString()}):`, '', `  ${link}`].join('\n'),
    }
  },
}

/** `devtrail dashboard revoke --workspace <id>`: ends every dashboard session and unused link of a workspace. */
export const dashboardRevokeCommand: Command = {
  name: 'dashboard revoke',
  summary: 'end every dashboard session of a workspace (key and link sign-ins alike)',
  usage: '--workspace <id>',
  help: [
    '--workspace <id>  the workspace whose sessions end',
    '',
    'Every open session answers 401 on its next request, and unused sign-in links stop working.',
  ],
  options: { workspace: { type: 'string' } },
  positionals: 0,
  run: async ({ values, store }) => {
    const workspaceId = requiredString(values, 'workspace', '<id>')
    const ended = await revokeWorkspaceSessions(await store(), workspaceId)
    await auditChange((await store()).db, CLI_CALLER, {
      workspaceId,
      action: 'dashboard.sessions.revoke',
      targetType: 'workspace',
      targetId: workspaceId,
      after: { sessions: ended.sessions, links: ended.links },
    })
    return {
      json: { workspace_id: workspaceId, sessions_revoked: ended.sessions, links_revoked: ended.links },
      text: `Ended ${ended.sessions} dashboard session(s) and ${ended.links} unused sign-in link(s) of workspace ${workspaceId}.`,
    }
  },
}
