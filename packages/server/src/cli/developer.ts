/** `devtrail developer delete|tags`: removes a person everywhere (data protection), changes their tags. */
import { changeDeveloperTags } from '../identity/developerTags.js'
import { forgetDeveloper } from '../privacy/forgetDeveloper.js'
import { optionalString, stringList, UsageError, type Command } from './command.js'

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
  {
    name: 'developer tags',
    summary: "set, add, remove or clear a developer's tags",
    usage: '<developer-id> [--set a,b] [--add a,b] [--remove a,b] [--clear]',
    help: [
      '--set <tags>     replace every tag (repeatable or comma-separated)',
      '--add <tags>     add tags',
      '--remove <tags>  remove tags',
      '--clear          remove every tag',
      'Without options it prints the current tags.',
    ],
    options: {
      set: { type: 'string', multiple: true },
      add: { type: 'string', multiple: true },
      remove: { type: 'string', multiple: true },
      clear: { type: 'boolean' },
    },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const set = stringList(values, 'set')
      const add = stringList(values, 'add')
      const remove = stringList(values, 'remove')
      const replacing = values.clear === true || set.length > 0
      if (replacing && (add.length > 0 || remove.length > 0))
        throw new UsageError('--set and --clear replace every tag: do not combine them with --add or --remove')
      if (values.clear === true && set.length > 0) throw new UsageError('give --set or --clear, not both')
      const tags = await changeDeveloperTags(await store(), null, positionals[0]!, replacing ? { set } : { add, remove })
      return { json: { developer_id: positionals[0], tags }, text: tags.length ? `Tags: ${tags.join(', ')}` : 'No tags.' }
    },
  },
]
