/**
 * Runs the `devtrail` CLI as its entry point does: `runCli` with the arguments, an environment and
 * the output streams. In the test process by default (a child process costs 2-4 s of TypeScript
 * loading per command); `start`, which keeps a server running, and `runDevtrailProcess` run the
 * real `devtrail` entry in a child process.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runCli } from '../cli/runCli.js'

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/** What a CLI run printed and its exit status. */
export interface CliRun {
  status: number
  stdout: string
  stderr: string
  /** stdout parsed as one JSON object (undefined if it is not JSON). */
  json: Record<string, any> | undefined
}

function jsonOf(stdout: string): Record<string, any> | undefined {
  try {
    return JSON.parse(stdout) as Record<string, any>
  } catch {
    return undefined
  }
}

/** Runs `devtrail ...args` with `env` added to the environment. */
export async function runDevtrail(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  if (args[0] === 'start') return runDevtrailProcess(args, env)
  let stdout = ''
  let stderr = ''
  const { status } = await runCli(args, {
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
    env: { ...process.env, ...env },
  })
  return { status, stdout, stderr, json: jsonOf(stdout) }
}

/** Runs `devtrail ...args` from its sources in a child process, as a user would. */
export function runDevtrailProcess(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cliPath, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ status, stdout, stderr, json: jsonOf(stdout) })
      },
    )
  })
}
