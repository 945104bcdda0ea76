/** `devtrail start [--demo]`: runs the server. */
import type { Command } from './command.js'

/** The start command. */
export const startCommand: Command = {
  name: 'start',
  summary: 'run the server',
  usage: '[--demo]',
  help: [],
  options: { demo: { type: 'boolean' } },
  positionals: 0,
  run: async () => ({ json: {}, text: '' }),
}
