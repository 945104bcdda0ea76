/**
 * `devtrail developer delete|tags|conflicts|unmerge`: removes a person everywhere (data
 * protection), changes their tags, lists refused identity claims, undoes a wrong merge.
 */
import { changeDeveloperTags } from '../identity/developerTags.js'
import { listConflicts } from '../identity/identityConflicts.js'
import { parseIdentityArgument, unmergeDeveloper } from '../identity/unmergeDeveloper.js'
import { findDeveloper } from '../identity/findDeveloper.js'
import { forgetDeveloper } from '../privacy/forgetDeveloper.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
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
      const workspaceId = optionalString(values, 'workspace') ?? null
      // the person's workspace, found before they are gone; the log keeps their id, never the e-mail given
      const { workspace_id: personWorkspace } = await findDeveloper(await store(), workspaceId, positionals[0]!)
      const removed = await forgetDeveloper(await store(), workspaceId, positionals[0]!)
      await auditChange((await store()).db, CLI_CALLER, {
        workspaceId: personWorkspace,
        action: 'developer.delete',
        targetType: 'developer',
        targetId: removed.developer_id,
        after: { activities: removed.activities, identities: removed.identities, list_rows: removed.list_rows },
      })
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
      const person = await findDeveloper(await store(), null, positionals[0]!)
      const tags = await changeDeveloperTags(await store(), null, positionals[0]!, replacing ? { set } : { add, remove })
      await auditChange((await store()).db, CLI_CALLER, {
        workspaceId: person.workspace_id,
        action: 'developer.tags.set',
        targetType: 'developer',
        targetId: person.id,
        after: { tags },
      })
      return { json: { developer_id: positionals[0], tags }, text: tags.length ? `Tags: ${tags.join(', ')}` : 'No tags.' }
    },
  },
  {
    name: 'developer conflicts',
    summary: 'list identity claims refused because they would have merged two people',
    usage: '--workspace <id> [--limit <n>]',
    help: [
      '--workspace <id>   the workspace',
      '--limit <n>        how many, newest first (default 100)',
      'Reasons: distinct_emails (two different e-mails on one person), verified_person (an unsigned',
      'identify naming a verified person), identity_taken (an identifier held by someone else).',
    ],
    options: { workspace: { type: 'string' }, limit: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = optionalString(values, 'workspace')
      if (!workspaceId) throw new UsageError('--workspace is required')
      const limit = Number(optionalString(values, 'limit') ?? 100)
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit takes a whole number of at least 1')
      const conflicts = await listConflicts((await store()).db, workspaceId, limit)
      const lines = conflicts.map(
        (conflict) =>
          `${new Date(conflict.lastSeenAt).toISOString()}  ${conflict.reason}  ${conflict.source}  x${conflict.occurrences}  ` +
          `${conflict.claim.map((identity) => `${identity.type}:${identity.username}`).join(' ')}  developers: ${conflict.developerIds.join(', ') || '-'}`,
      )
      return { json: { conflicts }, text: lines.length ? lines.join('\n') : 'No identity conflicts.' }
    },
  },
  {
    name: 'developer unmerge',
    summary: 'undo the merge that brought an identity to a developer',
    usage: '<developer-id|email> --identity <type:username> [--workspace <id>]',
    help: [
      '--identity <type:username>   email:<address>, github:<login> or linkedin:<profile> (a bare e-mail works too)',
      '--workspace <id>             the workspace (needed when an e-mail is known in several)',
      'The person merged in comes back under their own id, with their identities, visitor ids and activities.',
    ],
    options: { identity: { type: 'string' }, workspace: { type: 'string' } },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const identityText = optionalString(values, 'identity')
      if (!identityText) throw new UsageError('--identity is required')
      const workspaceId = optionalString(values, 'workspace') ?? null
      const holder = await findDeveloper(await store(), workspaceId, positionals[0]!)
      const unmerged = await unmergeDeveloper(await store(), workspaceId, positionals[0]!, parseIdentityArgument(identityText))
      await auditChange((await store()).db, CLI_CALLER, {
        workspaceId: holder.workspace_id,
        action: 'developer.unmerge',
        targetType: 'developer',
        targetId: unmerged.from_developer_id,
        after: { developer_id: unmerged.developer_id, visitors: unmerged.visitors, activities: unmerged.activities },
      })
      const text = [
        `Split developer ${unmerged.developer_id} from ${unmerged.from_developer_id}:`,
        `  identities ${unmerged.identities.map((identity) => `${identity.type}:${identity.username}`).join(', ')};`,
        `  ${unmerged.visitors} visitor ids, ${unmerged.activities} activities.`,
      ].join('\n')
      return { json: { unmerged }, text }
    },
  },
]
