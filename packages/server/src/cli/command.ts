/**
 * The shape of a `devtrail` CLI command and what every command shares: the store it works on,
 * how it reports, and the usage error that exits with status 2.
 */
import type { ParseArgsConfig } from 'node:util'
import { readVariable } from '../config/readVariable.js'
import { openStore, type Store } from '../store/store.js'

/** Where a command writes and what it reads from its surroundings. */
export interface CliIo {
  /** Writes to standard output (results; one JSON object with `--json`). */
  stdout: (text: string) => void
  /** Writes to standard error (messages, progress). */
  stderr: (text: string) => void
  /** The environment (DATABASE_URL, PORT, ...). */
  env: NodeJS.ProcessEnv
  /** Reads all of standard input (secrets piped in, never echoed); absent where there is none. */
  readStdin?: () => Promise<string>
}

/** Option values as parsed by `util.parseArgs`. */
export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>

/** What a command receives when it runs. */
export interface CommandContext {
  /** The parsed options (global and the command's own). */
  values: OptionValues
  /** The positional arguments after the command's name. */
  positionals: string[]
  /** Whether `--json` was given. */
  json: boolean
  /** `--database-url`, else DATABASE_URL, else the default SQLite file. */
  databaseUrl: string
  /** Output streams and environment. */
  io: CliIo
  /** The store, opened (and migrated) on first use and closed after the command. */
  store: () => Promise<Store>
}

/** What a command answers: the JSON object printed with `--json`, and the text printed otherwise. */
export interface CommandResult {
  /** Printed as one JSON object on stdout with `--json`. */
  json: Record<string, unknown>
  /** Printed on stdout without `--json`. */
  text: string
  /** Set by long-running commands (`start`): the process stays up and the store stays open. */
  keepAlive?: boolean
}

/** One `devtrail` command such as `workspace create`. */
export interface Command {
  /** The words that name it: `workspace create`, `start`. */
  name: string
  /** One line shown in the command list. */
  summary: string
  /** The arguments after the name, for the usage line: `<name>`, `--workspace <id> <file>`. */
  usage: string
  /** Lines describing its own options, shown by `--help`. */
  help: string[]
  /** Its own options for `util.parseArgs` (the global ones are added). */
  options: NonNullable<ParseArgsConfig['options']>
  /** How many positional arguments it takes (exactly). */
  positionals: number
  /** Does the work. */
  run: (context: CommandContext) => Promise<CommandResult>
}

/** Bad command-line input (unknown command or option, missing or malformed value): exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/** A failure with details for the `--json` error object (for example the bad lines of an import). */
export class CliFailure extends Error {
  /** Extra fields merged into the JSON error object. */
  readonly details: Record<string, unknown>

  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.name = 'CliFailure'
    this.details = details
  }
}

/** The DATABASE_URL a command works on. */
export function databaseUrlOf(values: OptionValues, env: NodeJS.ProcessEnv): string {
  const option = values['database-url']
  if (typeof option === 'string' && option) return option
  return readVariable(env, 'DATABASE_URL')
}

/** A lazily opened store and a way to close it if it was opened. */
export function lazyStore(url: string): { store: () => Promise<Store>; close: () => Promise<void> } {
  let opened: Promise<Store> | undefined
  return {
    // administration may run long statements (imports, audience builds): no statement timeout
    store: () => (opened ??= openStore(url, { statementTimeoutMs: 0 })),
    close: async () => {
      // a store that failed to open has nothing to close (its error was reported already)
      if (opened)
        await opened.then(
          (store) => store.close(),
          () => {},
        )
    },
  }
}

/** A string option the command cannot run without. */
export function requiredString(values: OptionValues, name: string, hint = '<value>'): string {
  const value = values[name]
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`missing --${name} ${hint}`)
  return value.trim()
}

/** An optional string option. */
export function optionalString(values: OptionValues, name: string): string | undefined {
  const value = values[name]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** A repeatable option whose values may also be comma-separated: `--seniority VP,Director --seniority CTO`. */
export function stringList(values: OptionValues, name: string): string[] {
  const value = values[name]
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return raw
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A positive integer option, or undefined when absent. */
export function optionalPositiveInteger(values: OptionValues, name: string): number | undefined {
  const value = values[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`--${name} must be a positive integer (got "${String(value)}")`)
  }
  return Number(value)
}

/** Formats rows as an aligned text table for human output. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(headers), ...rows.map(line)].join('\n')
}
