/** `devtrail member list|invite|role|remove`: who belongs to a workspace, from the command line. */
import { linkPageUrl } from '../auth/linkUrls.js'
import { listMembers } from '../members/memberships.js'
import { changeMemberRole, inviteMember, removeMemberOf } from '../members/teamChanges.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { getUser } from '../users/users.js'
import { requiredString, table, type Command } from './command.js'
import { roleOption, serverOrigin } from './user.js'

const workspaceHelp = '--workspace <id>  the workspace'

/** The member commands. */
export const memberCommands: Command[] = [
  {
    name: 'member list',
    summary: 'list the members of a workspace with their roles',
    usage: '--workspace <id>',
    help: [workspaceHelp],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const members = await listMembers(await store(), requiredString(values, 'workspace', '<id>'))
      const rows = members.map((member) => ({ user_id: member.userId, email: member.email, name: member.name, role: member.role }))
      return {
        json: { members: rows },
        text: rows.length
          ? table(
              ['USER', 'E-MAIL', 'NAME', 'ROLE'],
              rows.map((row) => [row.user_id, row.email, row.name ?? '', row.role]),
            )
          : 'No members.',
      }
    },
  },
  {
    name: 'member invite',
    summary: 'invite an e-mail address to a workspace with a role; prints the one-time link',
    usage: '--workspace <id> --email <address> --role <role> [--url <server URL>]',
    help: [
      workspaceHelp,
      '--email <address>  who is invited',
      '--role <role>      owner, admin or viewer',
      '--url <url>        where the server is reached',
      '',
      'The link works once, within 7 days.',
    ],
    options: { workspace: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' }, url: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const origin = serverOrigin(values)
      // the CLI prints the link: accepting it does not prove the e-mail
      const invitation = await inviteMember(
        await store(),
        CLI_CALLER,
        {
          workspaceId: requiredString(values, 'workspace', '<id>'),
          email: requiredString(values, 'email', '<address>'),
          role: roleOption(values, null),
          linkShown: true,
        },
        Date.now(),
      )
      const link = linkPageUrl(origin, invitation.token)
      return {
        json: { invitation: { id: invitation.id, email: invitation.email, role: invitation.role, expires_at: invitation.expiresAt }, link },
        text: [
          `Invited ${invitation.email} as ${invitation.role}. Send them this link (it works once, until ${new Date(invitation.expiresAt).toISOString()}):`,
          '',
          `  ${link}`,
        ].join('\n'),
      }
    },
  },
  {
    name: 'member role',
    summary: "change a member's role (a lowered role ends their sessions)",
    usage: '--workspace <id> --user <id or e-mail> --role <role>',
    help: [workspaceHelp, '--user <user>      the member', '--role <role>      owner, admin or viewer'],
    options: { workspace: { type: 'string' }, user: { type: 'string' }, role: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const opened = await store()
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const user = await getUser(opened, requiredString(values, 'user', '<user>'))
      const role = roleOption(values, null)
      const previous = await changeMemberRole(opened, CLI_CALLER, workspaceId, user.id, role, Date.now())
      return { json: { user_id: user.id, workspace_id: workspaceId, role, previous_role: previous }, text: `${user.email} is now ${role} (was ${previous}).` }
    },
  },
  {
    name: 'member remove',
    summary: 'remove a member from a workspace (their sessions there end at once)',
    usage: '--workspace <id> --user <id or e-mail>',
    help: [workspaceHelp, '--user <user>      the member'],
    options: { workspace: { type: 'string' }, user: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const opened = await store()
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const user = await getUser(opened, requiredString(values, 'user', '<user>'))
      await removeMemberOf(opened, CLI_CALLER, workspaceId, user.id, Date.now())
      return { json: { user_id: user.id, workspace_id: workspaceId, removed: true }, text: `Removed ${user.email} from workspace ${workspaceId}.` }
    },
  },
]
