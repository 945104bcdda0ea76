/** `devtrail asset create|list|show|update|delete`: tracked assets and their client IDs. */
import { assetKinds, createAsset, deleteAsset, getAsset, listAssets, updateAsset, type Asset } from '../admin/assets.js'
import { optionalString, requiredString, stringList, table, UsageError, type Command } from './command.js'

/** The asset commands. */
export const assetCommands: Command[] = [
  {
    name: 'asset create',
    summary: 'create a tracked asset and print its client ID',
    usage: '--workspace <id> --kind website|docs|product --origin <url> [--origin <url> ...] [--name <name>]',
    help: [
      '--workspace <id>   the workspace',
      '--kind <kind>      website, docs or product',
      '--origin <url>     an origin allowed to send events (repeatable; * allows any)',
      '--name <name>      a label (default: the kind)',
    ],
    options: { workspace: { type: 'string' }, kind: { type: 'string' }, origin: { type: 'string', multiple: true }, name: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const workspaceId = requiredString(values, 'workspace', '<id>')
      const kind = requiredString(values, 'kind', 'website|docs|product')
      if (!assetKinds.includes(kind.toUpperCase() as (typeof assetKinds)[number])) {
        throw new UsageError(`--kind must be website, docs or product (got "${kind}")`)
      }
      const origins = stringList(values, 'origin')
      if (origins.length === 0) throw new UsageError('missing --origin <url> (for example --origin https://docs.example.com, or * for any)')
      const asset = await createAsset(await store(), { workspaceId, kind, origins, name: optionalString(values, 'name') })
      const text = [
        `Created ${asset.kind} asset "${asset.name}" (${asset.id}).`,
        `Client ID: ${asset.client_id}`,
        `Allowed origins: ${asset.allowed_origins.join(', ')}`,
      ].join('\n')
      return { json: { asset, client_id: asset.client_id }, text }
    },
  },
  {
    name: 'asset list',
    summary: "list a workspace's assets and client IDs",
    usage: '--workspace <id>',
    help: ['--workspace <id>  the workspace'],
    options: { workspace: { type: 'string' } },
    positionals: 0,
    run: async ({ values, store }) => {
      const assets = await listAssets(await store(), requiredString(values, 'workspace', '<id>'))
      const rows = assets.map((a) => [a.id, a.kind, a.name, a.client_id, a.allowed_origins.join(',')])
      const text = assets.length ? table(['ID', 'KIND', 'NAME', 'CLIENT ID', 'ORIGINS'], rows) : 'No assets in this workspace.'
      return { json: { assets }, text }
    },
  },
  {
    name: 'asset show',
    summary: 'show one asset',
    usage: '<asset-id>',
    help: [],
    options: {},
    positionals: 1,
    run: async ({ positionals, store }) => {
      const asset = await getAsset(await store(), positionals[0]!)
      return { json: { asset }, text: describeAsset(asset) }
    },
  },
  {
    name: 'asset update',
    summary: "rename an asset or replace its allowed origins (the client ID stays)",
    usage: '<asset-id> [--name <name>] [--origin <url> ...]',
    help: ['--name <name>      a new label', '--origin <url>     the allowed origins, replacing the current ones (repeatable; * allows any)'],
    options: { name: { type: 'string' }, origin: { type: 'string', multiple: true } },
    positionals: 1,
    run: async ({ positionals, values, store }) => {
      const origins = stringList(values, 'origin')
      const name = optionalString(values, 'name')
      if (!name && origins.length === 0) throw new UsageError('nothing to change: give --name and/or --origin')
      const asset = await updateAsset(await store(), positionals[0]!, { ...(name ? { name } : {}), ...(origins.length ? { origins } : {}) })
      return { json: { asset }, text: `Updated.\n${describeAsset(asset)}` }
    },
  },
  {
    name: 'asset delete',
    summary: 'delete an asset: its client ID stops being accepted; recorded activity stays',
    usage: '<asset-id>',
    help: [],
    options: {},
    positionals: 1,
    run: async ({ positionals, store }) => {
      const asset = await deleteAsset(await store(), positionals[0]!)
      return { json: { deleted: asset }, text: `Deleted ${asset.kind} asset "${asset.name}" (${asset.id}); client ID ${asset.client_id} is no longer accepted.` }
    },
  },
]

function describeAsset(asset: Asset): string {
  return [`${asset.kind} asset "${asset.name}" (${asset.id})`, `Client ID: ${asset.client_id}`, `Allowed origins: ${asset.allowed_origins.join(', ')}`].join('\n')
}
