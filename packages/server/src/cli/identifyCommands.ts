/** `devtrail asset identify-secret`: creates or rotates an asset's identify secret (identity verification). */
import { DEFAULT_IDENTIFY_OVERLAP_MS } from '../admin/identifySecrets.js'
import { rotateIdentifySecretAs } from '../settings/assetSettings.js'
import { CLI_CALLER } from '../settings/settingsCaller.js'
import { dataFolder } from '../config/dataFolder.js'
import { secretKeyOf } from '../config/secretKeyOf.js'
import { SecretBox } from '../secrets/secretBox.js'
import { optionalString, requiredString, type Command, type CommandContext } from './command.js'
import { parseDuration } from './duration.js'

/** The secret box of the server that uses this database: DEVTRAIL_SECRET_KEY, else the key file of its data folder. */
export function secretBoxOf({ io, databaseUrl }: Pick<CommandContext, 'io' | 'databaseUrl'>): SecretBox {
  return new SecretBox(secretKeyOf(io.env, dataFolder(databaseUrl)))
}

const iso = (time: number) => new Date(time).toISOString()

/** `devtrail asset identify-secret --asset <id> [--overlap <duration>]`. */
export const identifySecretCommand: Command = {
  name: 'asset identify-secret',
  summary: "create or rotate an asset's identify secret (printed once)",
  usage: '--asset <id> [--overlap <duration>]',
  help: [
    '--asset <id>          the asset',
    '--overlap <duration>  how long the secret it replaces stays valid: 30m, 24h, 7d or 0 (default 24h)',
    '',
    'The backend that signs identities (signIdentity) holds the secret; the browser never sees it.',
    'Identifies of the asset must be signed from now on unless `devtrail asset update <id> --identify unsigned`.',
    'The server must use the same DEVTRAIL_SECRET_KEY (or data folder key file) as this command.',
  ],
  options: { asset: { type: 'string' }, overlap: { type: 'string' } },
  positionals: 0,
  run: async (context) => {
    const assetId = requiredString(context.values, 'asset', '<id>')
    const overlap = optionalString(context.values, 'overlap')
    const overlapMs = overlap === undefined ? DEFAULT_IDENTIFY_OVERLAP_MS : parseDuration('overlap', overlap)
    const box = secretBoxOf(context)
    const created = await rotateIdentifySecretAs(await context.store(), box, CLI_CALLER, assetId, { overlapMs })
    const text = [
      `Identify secret of asset ${assetId}:`,
      '',
      `  ${created.secret}`,
      '',
      'Store it now in the backend that signs identities: it is shown only once.',
      created.previous_expires_at === null ? 'No earlier secret stays valid.' : `The secret it replaces stays valid until ${iso(created.previous_expires_at)}.`,
    ].join('\n')
    return { json: { identify_secret: created }, text }
  },
}
