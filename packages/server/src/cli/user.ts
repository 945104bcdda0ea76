/** `devtrail user create|list|remove|reset-link`: the people who sign in to the dashboard. */
import { getWorkspace } from '../admin/workspaces.js'
import { linkPageUrl } from '../auth/linkUrls.js'
import { revokeAllUserSessions } from '../auth/sessions.js'
import type { MemberRole } from '../auth/principal.js'
import { MEMBER_ROLES } from '../auth/principal.js'
import { listMembers, workspacesOfUser } from '../members/memberships.js'
import { addMemberOf, removeMemberOf } from '../members/teamChanges.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { createUserLink } from '../users/userLinks.js'
import { removeUser } from '../users/userRemoval.js'
import { createUser, getUser, listUsers, usersExist } from '../users/users.js'
import { CliFailure, optionalString, requiredString, table, UsageError, type Command, type OptionValues } from './command.js'

/** The server's origin from `--url` (default http://localhost:8787). */
export function serverOrigin(values: OptionValues): string {
  const base = optionalString(values, 'url') ?? 'http://localhost:8787'
  try {
    return new URL(base).origin
  } catch {
    throw new UsageError(`--url: "${base}" is not a URL`)
  }
}

/** A `--role` value. */
export function roleOption(values: OptionValues, fallback: MemberRole | null): MemberRole {
  const role = optionalString(values, 'role') ?? fallback
  if (!role || !MEMBER_ROLES.includes(role as MemberRole)) throw new UsageError(`--role must be one of ${MEMBER_ROLES.join(', ')}`)
  return role as MemberRole
}

const iso = (time: number) => new Date(time).toISOString()
const urlHelp = '--url <url>         where the server is reached, for the link (default http://localhost:8787)'

/** The user commands. */
export const userCommands: Command[] = [
  {
    name: 'user create',
    summary: 'create a user in a workspace and print their one-time set-up link',
    usage: '--workspace <id> --email <address> [--name <name>] [--owner | --role <role>] [--url <server URL>]',
    help: [
      '--workspace <id>    the workspace the user joins',
      '--email <address>   their e-mail address (how they sign in)',
      '--name <name>       their name',
      '--owner             make them an owner (the first user must be one)',
      '--role <role>       owner, admin or viewer (default viewer, owner with --owner)',
      urlHelp,
      '',
      'The link works once, within 7 days: there the person sets a password (or signs in with SSO).',
    ],
    options: {
      workspace: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      owner: { type: 'boolean' },
      role: { type: 'string' },
      url: { type: 'string' },
    },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const email = requiredString(values, 'email', '<address>')
      const role = values.owner === true ? 'owner' : roleOption(values, 'viewer')
      const origin = serverOrigin(values)
      const opened = await store()
      await getWorkspace(opened, workspaceId)
      if (role !== 'owner' && !(await usersExist(opened))) throw new UsageError('the first user must be an owner: add --owner')
      const user = await createUser(opened, { email, name: optionalString(values, 'name') ?? null })
      await addMemberOf(opened, CLI_CALLER, { workspaceId, userId: user.id, role, action: 'member.add' }, Date.now())
      const { token, expiresAt } = await createUserLink(opened, user.id, 'setup')
      const link = linkPageUrl(origin, token)
      return {
        json: { user: { id: user.id, email: user.email, name: user.name }, workspace_id: workspaceId, role, setup_link: link, expires_at: expiresAt },
        text: [
          `Created ${role} ${user.email} (${user.id}) in workspace ${workspaceId}.`,
          `Send them this set-up link (it works once, until ${iso(expiresAt)}):`,
          '',
          `  ${link}`,
        ].join('\n'),
      }
    },
  },
  {
    name: 'user list',
    summary: 'list every user with their workspaces and roles',
    usage: '',
    help: [],
    options: {},
    positionals: 0,
    run: async ({ store }) => {
      const opened = await store()
      const users = await Promise.all(
        (await listUsers(opened)).map(async (user) => ({
          id: user.id,
          email: user.email,
          name: user.name,
          has_password: user.hasPassword,
          totp_enabled: user.totpEnabled,
          sso_linked: user.ssoLinked,
          workspaces: (await workspacesOfUser(opened, user.id)).map((each) => ({ workspace_id: each.workspaceId, role: each.role })),
        })),
      )
      const text = users.length
        ? table(
            ['ID', 'E-MAIL', 'NAME', 'SIGN-IN', 'WORKSPACES'],
            users.map((user) => [
              user.id,
              user.email,
              user.name ?? '',
              [user.has_password ? 'password' : '', user.totp_enabled ? 'totp' : '', user.sso_linked ? 'sso' : ''].filter(Boolean).join('+') || 'not set up',
              user.workspaces.map((each) => `${each.workspace_id}:${each.role}`).join(' '),
            ]),
          )
        : 'No users yet: devtrail user create --owner --workspace <id> --email <address>'
      return { json: { users }, text }
    },
  },
  {
    name: 'user remove',
    summary: 'delete a user: their memberships and sessions end at once',
    usage: '<user id or e-mail>',
    help: [],
    options: {},
    positionals: 1,
    run: async ({ positionals, store }) => {
      const opened = await store()
      const user = await getUser(opened, positionals[0] ?? '')
      for (const membership of await workspacesOfUser(opened, user.id)) {
        const owners = (await listMembers(opened, membership.workspaceId)).filter((member) => member.role === 'owner')
        if (membership.role === 'owner' && owners.length === 1) {
          throw new CliFailure(`${user.email} is the last owner of workspace ${membership.workspaceId}: make someone else owner first`)
        }
      }
      await revokeAllUserSessions(opened, user.id)
      for (const membership of await workspacesOfUser(opened, user.id)) await removeMemberOf(opened, CLI_CALLER, membership.workspaceId, user.id, Date.now())
      await removeUser(opened, user.id)
      return { json: { removed: user.id }, text: `Removed ${user.email} (${user.id}).` }
    },
  },
  {
    name: 'user reset-link',
    summary: 'print a one-time link where a user sets a new password',
    usage: '<user id or e-mail> [--url <server URL>]',
    help: [urlHelp, '', 'The link works once, within 1 hour; using it ends every session of the user.'],
    options: { url: { type: 'string' } },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const origin = serverOrigin(values)
      const opened = await store()
      const user = await getUser(opened, positionals[0] ?? '')
      const { token, expiresAt } = await createUserLink(opened, user.id, 'reset')
      const link = linkPageUrl(origin, token)
      return {
        json: { user_id: user.id, reset_link: link, expires_at: expiresAt },
        text: [`Password reset link for ${user.email} (it works once, until ${iso(expiresAt)}):`, '', `  ${link}`].join('\n'),
      }
    },
  },
]
