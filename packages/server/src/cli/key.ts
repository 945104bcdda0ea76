/** `devtrail key create|list|revoke`: data-service API keys. */
import { createApiKey, listApiKeys, revokeApiKey } from '../admin/apiKeys.js'
import { optionalString, requiredString, table, type Command } from './command.js'

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
      const text = [`Created API key ${info.id} ("${info.name}") for workspace ${workspaceId}.`, '', `  ${key}`, '', 'Store it now: it is shown only once.'].join('\n')
      return { json: { key, api_key: info }, text }
    },
  },
  {
    name: 'key list',
    summary: "list a workspace's API keys (never the keys themselves)",
    usage: '--workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const keys = await listApiKeys(await store(), requiredString(values, 'workspace', '<id>'))
      const rows = keys.map((k) => [k.id, k.name, `${k.key_prefix}...`, iso(k.created_at), k.revoked_at === null ? 'active' : `revoked ${iso(k.revoked_at)}`])
      const text = keys.length ? table(['ID', 'NAME', 'PREFIX', 'CREATED', 'STATUS'], rows) : 'No API keys in this workspace.'
      return { json: { api_keys: keys }, text }
    },
  },
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
