/** `devtrail asset create|list|show|update|delete|identify-secret`: tracked assets, their client IDs and identify settings. */
import { assetKinds, getAsset, listAssets, type Asset } from '../admin/assets.js'
import { createAssetAs, deleteAssetAs, updateAssetAs } from '../settings/assetSettings.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { identifySecretCommand } from './identifyCommands.js'
import { optionalString, requiredString, stringList, UsageError, type Command } from './command.js'
import { manageCommands } from './manageCommands.js'

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
      const asset = await createAssetAs(await store(), CLI_CALLER, { workspaceId, kind, origins, name: optionalString(values, 'name') })
      const text = [
        `Created ${asset.kind} asset "${asset.name}" (${asset.id}).`,
        `Client ID: ${asset.client_id}`,
        `Allowed origins: ${asset.allowed_origins.join(', ')}`,
      ].join('\n')
      return { json: { asset, client_id: asset.client_id }, text }
    },
  },
  ...manageCommands<Asset>({
    noun: 'asset',
    jsonKey: 'asset',
    label: 'asset',
    list: listAssets,
    find: getAsset,
    remove: (store, id) => deleteAssetAs(store, CLI_CALLER, id),
    columns: [
      ['ID', (a) => a.id],
      ['KIND', (a) => a.kind],
      ['NAME', (a) => a.name],
      ['CLIENT ID', (a) => a.client_id],
      ['ORIGINS', (a) => a.allowed_origins.join(',')],
      ['IDENTIFY', (a) => a.identify_policy],
    ],
    describe: (asset) =>
      [
        `${asset.kind} asset "${asset.name}" (${asset.id})`,
        `Client ID: ${asset.client_id}`,
        `Allowed origins: ${asset.allowed_origins.join(', ')}`,
        `Identify: ${asset.identify_policy} (identify secret: ${asset.identify_secret_created_at === null ? 'none' : `made ${new Date(asset.identify_secret_created_at).toISOString()}`})`,
      ].join('\n'),
    deleteNote: 'Its client ID is no longer accepted; recorded activity stays.',
    update: {
      usage: '[--name <name>] [--origin <url> ...] [--identify signed|unsigned]',
      help: [
        '--name <name>      a new label',
        '--origin <url>     the allowed origins, replacing the current ones (repeatable; * allows any)',
        '--identify <mode>  signed: only identifies signed with the identify secret count; unsigned: unsigned ones count too',
      ],
      options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, identify: { type: 'string' } },
      apply: async (store, id, values) => {
        const origins = stringList(values, 'origin')
        const name = optionalString(values, 'name')
        const identify = optionalString(values, 'identify')
        if (identify !== undefined && !['signed', 'unsigned'].includes(identify.toLowerCase())) {
          throw new UsageError(`--identify must be signed or unsigned (got "${identify}")`)
        }
        return updateAssetAs(store, CLI_CALLER, id, {
          ...(name ? { name } : {}),
          ...(origins.length ? { origins } : {}),
          ...(identify === undefined ? {} : { identifyPolicy: identify }),
        })
      },
    },
  }),
  identifySecretCommand,
]
