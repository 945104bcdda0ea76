/** `devtrail developer delete`: removes a person everywhere (data protection). */
import { forgetDeveloper } from '../privacy/forgetDeveloper.js'
import { optionalString, type Command } from './command.js'

/** The developer commands. */
export const developerCommands: Command[] = [
  {
    name: 'developer delete',
    summary: 'delete a person everywhere: activities, identities, list rows, contact, audience membership',
    usage: '<developer-id|email> [--workspace <id>]',
    help: ['--workspace <id>   the workspace (needed when an e-mail is known in several)'],
    options: { workspace: { type: 'string' } },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const removed = await forgetDeveloper(await store(), optionalString(values, 'workspace') ?? null, positionals[0]!)
      const text = [
        `Deleted developer ${removed.developer_id}:`,
        `  ${removed.activities} activities, ${removed.identities} identities, ${removed.visitors} visitor ids,`,
        `  ${removed.list_rows} list rows, ${removed.contacts} contacts, ${removed.audience_members} audience memberships.`,
      ].join('\n')
      return { json: { removed }, text }
    },
  },
]
