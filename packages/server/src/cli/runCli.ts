/**
 * Dispatches `devtrail <command> [subcommand] [options]`: parses the options with `util.parseArgs`,
 * runs the command, prints its result (one JSON object with `--json`) and answers the exit status:
 * 0 on success, 2 for usage errors, 1 for failures.
 */
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'
import { DevtrailError, errorBody } from '../errors.js'
import { assetCommands } from './asset.js'
import { alertCommands } from './alert.js'
import { audienceCommands } from './audience.js'
import { auditCommand } from './audit.js'
import { CliFailure, databaseUrlOf, lazyStore, UsageError, type CliIo, type Command } from './command.js'
import { backupCommand } from './backup.js'
import { contactsCommands } from './contacts.js'
import { crmCommands } from './crm.js'
import { dashboardCommand, dashboardRevokeCommand } from './dashboard.js'
import { destinationCommands } from './destination.js'
import { developerCommands } from './developer.js'
import { githubCommands } from './github.js'
import { keyCommands } from './key.js'
import { listCommands } from './list.js'
import { networksCommands } from './networks.js'
import { segmentCommands } from './segment.js'
import { snippetCommand } from './snippet.js'
import { startCommand } from './start.js'
import { workspaceCommands } from './workspace.js'
import { userCommands } from './user.js'
import { memberCommands } from './member.js'

/** Every command, in the order the help lists them. */
export const commands: Command[] = [
  startCommand,
  ...workspaceCommands,
  ...keyCommands,
  dashboardCommand,
  dashboardRevokeCommand,
  ...userCommands,
  ...memberCommands,
  ...assetCommands,
  snippetCommand,
  ...segmentCommands,
  ...contactsCommands,
  ...githubCommands,
  ...crmCommands,
  ...networksCommands,
  ...developerCommands,
  ...audienceCommands,
  ...listCommands,
  auditCommand,
  ...destinationCommands,
  ...alertCommands,
  backupCommand,
]

const globalOptions = {
  'database-url': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

const globalHelp = [
  '--database-url <url>  postgres://... or sqlite:<path> (default: $DATABASE_URL, else sqlite:./data/devtrail.db)',
  '--json                print exactly one JSON object on stdout',
  '-h, --help            show help',
]

function usageLine(command: Command): string {
  return `devtrail ${command.name}${command.usage ? ` ${command.usage}` : ''}`
}

/** The version of @devtrail/server (its package.json, which npm always packs). */
export function serverVersion(): string {
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version
}

/** The general help: every command and the global options. */
export function generalHelp(): string {
  const width = Math.max(...commands.map((command) => command.name.length))
  return [
    'Usage: devtrail <command> [options]',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Options of every command:',
    ...globalHelp.map((line) => `  ${line}`),
    '',
    'Run `devtrail help <command>` (or `devtrail <command> --help`) for the options of one command; `devtrail --version` prints the version.',
  ].join('\n')
}

const indent = (line: string) => (line ? `  ${line}` : '')

function commandHelp(command: Command): string {
  return [
    `Usage: ${usageLine(command)} [--database-url <url>] [--json]`,
    '',
    command.summary,
    ...(command.help.length ? ['', 'Options:', ...command.help.map(indent)] : []),
    '',
    'Options of every command:',
    ...globalHelp.map(indent),
  ].join('\n')
}

function groupHelp(group: string, members: Command[]): string {
  return [
    `Usage: devtrail ${group} <${members.map((command) => command.name.split(' ')[1]).join('|')}> [options]`,
    '',
    ...members.map((command) => `  ${usageLine(command)}\n      ${command.summary}`),
  ].join('\n')
}

/** Finds the command named by the first arguments; the rest are its arguments. */
function findCommand(argv: string[]): { command: Command; rest: string[] } {
  const [first = '', second = ''] = argv
  const exact = commands.find((command) => command.name === `${first} ${second}`)
  if (exact) return { command: exact, rest: argv.slice(2) }
  const single = commands.find((command) => command.name === first)
  if (single) return { command: single, rest: argv.slice(1) }
  const members = commands.filter((command) => command.name.startsWith(`${first} `))
  if (members.length === 0) throw new UsageError(`unknown command "${first}"\n\n${generalHelp()}`)
  if (second === '--help' || second === '-h') throw new HelpRequest(groupHelp(first, members))
  const what = second && !second.startsWith('-') ? `unknown command "${first} ${second}"` : `"${first}" needs a subcommand`
  throw new UsageError(`${what}\n\n${groupHelp(first, members)}`)
}

class HelpRequest extends Error {}

function exitStatusOf(error: unknown): number {
  if (error instanceof UsageError) return 2
  if (error instanceof DevtrailError && error.type === 'params_invalid') return 2
  return 1
}

/**
 * Runs the CLI with `argv` (the arguments after `devtrail`) and answers the exit status.
 * A long-running command (`start`) answers `keepAlive` and keeps its resources open.
 */
export async function runCli(argv: string[], io: CliIo): Promise<{ status: number; keepAlive: boolean }> {
  const json = argv.includes('--json')
  if (argv[0] === '--version' || argv[0] === '-v' || argv[0] === 'version') {
    io.stdout(json ? `${JSON.stringify({ version: serverVersion() })}\n` : `devtrail ${serverVersion()}\n`)
    return { status: 0, keepAlive: false }
  }
  // `devtrail help asset create` is `devtrail asset create --help`
  if (argv[0] === 'help' && argv.length > 1) return runCli([...argv.slice(1), '--help'], io)
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io[argv.length === 0 ? 'stderr' : 'stdout'](`${generalHelp()}\n`)
    return { status: argv.length === 0 ? 2 : 0, keepAlive: false }
  }
  let close = async () => {}
  try {
    const { command, rest } = findCommand(argv)
    let parsed: ReturnType<typeof parseArgs>
    try {
      parsed = parseArgs({ args: rest, options: { ...globalOptions, ...command.options }, allowPositionals: true, strict: true })
    } catch (error) {
      throw new UsageError(`${(error as Error).message}\n\n${commandHelp(command)}`)
    }
    const { values, positionals } = parsed
    if (values.help) {
      io.stdout(`${commandHelp(command)}\n`)
      return { status: 0, keepAlive: false }
    }
    if (positionals.length !== command.positionals) {
      const problem = positionals.length < command.positionals ? 'missing argument' : `unexpected argument "${positionals[command.positionals]}"`
      throw new UsageError(`${problem}\nUsage: ${usageLine(command)}`)
    }
    const databaseUrl = databaseUrlOf(values, io.env)
    const lazy = lazyStore(databaseUrl)
    close = lazy.close
    const result = await command.run({ values, positionals, json, databaseUrl, io, store: lazy.store })
    io.stdout(json ? `${JSON.stringify(result.json)}\n` : `${result.text}\n`)
    if (result.keepAlive) close = async () => {}
    return { status: 0, keepAlive: result.keepAlive === true }
  } catch (error) {
    if (error instanceof HelpRequest) {
      io.stdout(`${error.message}\n`)
      return { status: 0, keepAlive: false }
    }
    const status = exitStatusOf(error)
    const message = error instanceof Error ? error.message : String(error)
    io.stderr(`devtrail: ${message}\n`)
    if (json) {
      const type = error instanceof DevtrailError ? error.type : status === 2 ? 'usage' : 'failed'
      const firstLine = message.split('\n')[0] ?? message
      io.stdout(`${JSON.stringify({ ...errorBody(type, firstLine), ...(error instanceof CliFailure ? error.details : {}) })}\n`)
    }
    return { status, keepAlive: false }
  } finally {
    await close()
  }
}
