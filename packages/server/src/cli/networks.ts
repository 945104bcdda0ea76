/** `devtrail networks import|list|add|remove`: which company networks (CIDR or AS) name an account for anonymous visitors. */
import { existsSync } from 'node:fs'
import { extname } from 'node:path'
import { readVariable } from '../config/readVariable.js'
import { loadIpDatabases } from '../network/ipDatabases.js'
import { ImportFileError } from '../importFileError.js'
import { importNetworkAccounts } from '../network/importNetworkAccounts.js'
import { listNetworkMappings } from '../network/networkMappings.js'
import { addNetworkMappingAs, removeNetworkMappingAs } from '../settings/networkSettings.js'
import { auditChange, CLI_CALLER } from '../settings/settingsCaller.js'
import { CliFailure, requiredString, table, UsageError, type CliIo, type Command } from './command.js'

/** The IP-to-ASN data (IP_NETWORK_DATA), which tells which organisation holds a mapped network, to refuse ISPs and clouds. */
function ipNetworksOf(io: CliIo) {
  const networks = readVariable(io.env, 'IP_NETWORK_DATA')
  return loadIpDatabases({ country: 'off', ...(networks ? { networks } : {}) }, { info: () => {}, warn: (message) => io.stderr(`${message}\n`) }).networks
}

/** The networks commands. */
export const networksCommands: Command[] = [
  {
    name: 'networks import',
    summary: 'map company networks (CIDR or AS number) to account domains from a .csv or .jsonl file (upsert)',
    usage: '--workspace <id> <file.csv|file.jsonl>',
    help: [
      '--workspace <id>  the workspace',
      '',
      'Columns (CSV header or JSON keys): network (a CIDR such as 192.0.2.0/24 or 2001:db8:1::/48,',
      'or AS64500) and domain (the company domain, e.g. acme.io). Anonymous visitors from a mapped',
      'network count for that account; people who identify keep their own. Networks of ISPs,',
      'clouds, hosting and VPN providers are refused. The whole file is checked first: if a row',
      'is bad, nothing is imported and the bad lines are listed.',
    ],
    options: { workspace: { type: 'string' } },
    positionals: 1,
    run: async ({ values, positionals, store, io }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const path = positionals[0] ?? ''
      const extension = extname(path).toLowerCase()
      const format = extension === '.csv' ? 'csv' : extension === '.jsonl' || extension === '.ndjson' ? 'jsonl' : null
      if (!format) throw new UsageError(`"${path}" must end in .csv or .jsonl`)
      if (!existsSync(path)) throw new UsageError(`file not found: ${path}`)
      const networks = ipNetworksOf(io)
      try {
        const result = await importNetworkAccounts(await store(), { workspaceId, path, format, networks })
        await auditChange((await store()).db, CLI_CALLER, { workspaceId, action: 'network.import', targetType: 'network', targetId: null, after: result })
        return {
          json: { imported: result.rows, created: result.created, updated: result.updated },
          text: `Imported ${result.rows} network mappings: ${result.created} new, ${result.updated} updated.`,
        }
      } catch (error) {
        if (error instanceof ImportFileError) {
          throw new CliFailure(error.message, { errors: error.errors, error_count: error.errorCount, imported: 0 })
        }
        throw error
      }
    },
  },
  {
    name: 'networks list',
    summary: "list a workspace's network mappings",
    usage: '--workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const mappings = await listNetworkMappings(await store(), requiredString(values, 'workspace', '<id>'))
      const text = mappings.length
        ? table(
            ['NETWORK', 'DOMAIN'],
            mappings.map((mapping) => [mapping.network, mapping.domain]),
          )
        : 'No network mappings in this workspace.'
      return { json: { networks: mappings }, text }
    },
  },
  {
    name: 'networks add',
    summary: 'map one company network (CIDR or AS number) to an account domain',
    usage: '--workspace <id> --network <cidr|AS> --domain <domain>',
    help: [
      '--workspace <id>    the workspace',
      '--network <network> a CIDR such as 192.0.2.0/24, or AS64500',
      '--domain <domain>   the company domain, e.g. acme.io',
    ],
    options: { workspace: { type: 'string' }, network: { type: 'string' }, domain: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store, io }) => {
      const mapping = await addNetworkMappingAs(await store(), CLI_CALLER, {
        workspaceId: requiredString(values, 'workspace', '<id>'),
        network: requiredString(values, 'network', '<cidr|AS>'),
        domain: requiredString(values, 'domain', '<domain>'),
        networks: ipNetworksOf(io),
      })
      return { json: { network: mapping }, text: `Mapped ${mapping.network} to ${mapping.domain}.` }
    },
  },
  {
    name: 'networks remove',
    summary: 'remove the mapping of one network',
    usage: '--workspace <id> --network <cidr|AS>',
    help: ['--workspace <id>    the workspace', '--network <network> the mapped CIDR or AS number'],
    options: { workspace: { type: 'string' }, network: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const removed = await removeNetworkMappingAs(await store(), CLI_CALLER, {
        workspaceId: requiredString(values, 'workspace', '<id>'),
        network: requiredString(values, 'network', '<cidr|AS>'),
      })
      return { json: { deleted: removed }, text: `Removed the mapping of ${removed.network} (was ${removed.domain}).` }
    },
  },
]
