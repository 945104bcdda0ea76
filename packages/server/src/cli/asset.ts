/** `devtrail asset create|list`: tracked assets and their client IDs. */
import { assetKinds, createAsset, listAssets } from '../admin/assets.js'
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
]
