/** `devtrail key create|list|show|update|revoke|delete`: data-service API keys. */
import { createApiKey, deleteApiKey, getApiKey, listApiKeys, renameApiKey, revokeApiKey, type ApiKeyInfo } from '../admin/apiKeys.js'
import { optionalString, requiredString, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

const iso = (time: number | null) => (time === null ? '' : new Date(time).toISOString())

/** The API key commands. */
export const keyCommands: Command[] = [
  {
    name: 'key create',
    summary: 'create a data-service API key (printed once)',
    usage: '--workspace <id> [--name <name>]',
    help: ['--workspace <id>  the workspace the key reads', '--name <name>     a label to tell keys apart (default "default")'],
    options: { workspace: { type: 'string' }, name: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const { key, ...info } = await createApiKey(await store(), workspaceId, optionalString(values, 'name'))
      const text = [
        `Created API key ${info.id} ("${info.name}") for workspace ${workspaceId}.`,
        '',
        `  ${key}`,
        '',
        'Store it now: it is shown only once.',
      ].join('\n')
      return { json: { key, api_key: info }, text }
    },
  },
  ...manageCommands<ApiKeyInfo>({
    noun: 'key',
    jsonKey: 'api_key',
    label: 'API key',
    list: listApiKeys,
    find: getApiKey,
    remove: deleteApiKey,
    columns: [
      ['ID', (k) => k.id],
      ['NAME', (k) => k.name],
      ['PREFIX', (k) => `${k.key_prefix}...`],
      ['CREATED', (k) => iso(k.created_at)],
      ['STATUS', (k) => (k.revoked_at === null ? 'active' : `revoked ${iso(k.revoked_at)}`)],
    ],
    describe: (k) =>
      [
        `API key ${k.id} ("${k.name}") of workspace ${k.workspace_id}`,
        `Prefix: ${k.key_prefix}...`,
        `Created: ${iso(k.created_at)}`,
        `Status: ${k.revoked_at === null ? 'active' : `revoked ${iso(k.revoked_at)}`}`,
      ].join('\n'),
    deleteNote: 'Its requests answer 401 from now on.',
    update: {
      usage: '--name <name>',
      help: ['--name <name>  a new label'],
      options: { name: { type: 'string' } },
      apply: (store, id, values) => renameApiKey(store, id, requiredString(values, 'name', '<name>')),
    },
  }),
  {
    name: 'key revoke',
    summary: 'revoke an API key (its requests answer 401 from then on)',
    usage: '<key-id>',
    help: [],
    options: {},
    positionals: 1,
    run: async ({ positionals, store }) => {
      const apiKey = await revokeApiKey(await store(), positionals[0] ?? '')
      return { json: { api_key: apiKey }, text: `Revoked API key ${apiKey.id} ("${apiKey.name}").` }
    },
  },
]
