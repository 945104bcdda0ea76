/** The error of a configuration value the server cannot use. */
import { DevtrailError } from '../errors.js'

/** A configuration value that cannot be used; the message names the variable (a refusal of the operator's input: `params_invalid`). */
export class ConfigError extends DevtrailError {
  constructor(message: string) {
    super('params_invalid', message)
    this.name = 'ConfigError'
  }
}
