/** The server's secret key as an environment sets it. */
import { parseSecretKey, persistedSecretKey, SecretBoxError } from '../secrets/secretBox.js'
import { ConfigError } from './configError.js'
import { type Environment, readVariable } from './readVariable.js'

/** `DEVTRAIL_SECRET_KEY` of `env` when set, else the key file of `dataFolder` (created on first use); a bad key is a ConfigError. */
export function secretKeyOf(env: Environment, dataFolder: string): Buffer {
  const fromEnv = readVariable(env, 'DEVTRAIL_SECRET_KEY')
  try {
    return fromEnv ? parseSecretKey(fromEnv) : persistedSecretKey(dataFolder)
  } catch (error) {
    if (error instanceof SecretBoxError) throw new ConfigError(error.message)
    throw error
  }
}
