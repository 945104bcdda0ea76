/** `devtrail key create|list|show|update|revoke|delete`: data-service API keys. */
import { getApiKey, listApiKeys, type ApiKeyInfo } from '../admin/apiKeys.js'
import { KEY_SCOPES } from '../auth/principal.js'
import { createKeyAs, deleteKeyAs, renameKeyAs, revokeKeyAs } from '../settings/keySettings.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { optionalString, requiredString, UsageError, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

const iso = (time: number | null) => (time === null ? '' : new Date(time).toISOString())

/** The API key commands. */
export const keyCommands: Command[] = [
  {
    name: 'key create',
    summary: 'create a data-service API key (printed once)',
    usage: '--workspace <id> [--name <name>] [--scope read|write|admin]',
    help: [
      '--workspace <id>  the workspace the key reads',
      '--name <name>     a label to tell keys apart (default "default")',
      '--scope <scope>   read (default): reads and exports; write: also list rows, tags, unmerges and',
      '                  deletions of people; admin: also the workspace settings (assets, keys,',
      '                  segments, audiences, GitHub hooks, networks, audit log)',
    ],
    options: { workspace: { type: 'string' }, name: { type: 'string' }, scope: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const scope = optionalString(values, 'scope') ?? 'read'
      if (!(KEY_SCOPES as readonly string[]).includes(scope)) throw new UsageError(`--scope must be read, write or admin (got "${scope}")`)
      const name = optionalString(values, 'name')
      const { key, ...info } = await createKeyAs(await store(), CLI_CALLER, { workspaceId, scope, ...(name === undefined ? {} : { name }) })
      const text = [
        `Created ${info.scope} API key ${info.id} ("${info.name}") for workspace ${workspaceId}.`,
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
    remove: (store, id) => deleteKeyAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (k) => k.id],
      ['NAME', (k) => k.name],
      ['PREFIX', (k) => `${k.key_prefix}...`],
      ['SCOPE', (k) => k.scope],
      ['CREATED', (k) => iso(k.created_at)],
      ['STATUS', (k) => (k.revoked_at === null ? 'active' : `revoked ${iso(k.revoked_at)}`)],
    ],
    describe: (k) =>
      [
        `API key ${k.id} ("${k.name}") of workspace ${k.workspace_id}`,
        `Prefix: ${k.key_prefix}...`,
        `Scope: ${k.scope}`,
        `Created: ${iso(k.created_at)}`,
        `Status: ${k.revoked_at === null ? 'active' : `revoked ${iso(k.revoked_at)}`}`,
      ].join('\n'),
    deleteNote: 'Its requests answer 401 from now on.',
    update: {
      usage: '--name <name>',
      help: ['--name <name>  a new label'],
      options: { name: { type: 'string' } },
      apply: (store, id, values) => renameKeyAs(store, CLI_CALLER, id, requiredString(values, 'name', '<name>')),
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
      const apiKey = await revokeKeyAs(await store(), CLI_CALLER, positionals[0] ?? '')
      return { json: { api_key: apiKey }, text: `Revoked API key ${apiKey.id} ("${apiKey.name}").` }
    },
  },
]
