/** Runs the `devtrail` CLI from its sources in a child process, as a user would. */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

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

/** Runs `devtrail ...args` with `env` added to the environment. */
export function runDevtrail(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cliPath, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        let json: Record<string, any> | undefined
        try {
          json = JSON.parse(stdout) as Record<string, any>
        } catch {
          json = undefined
        }
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ status, stdout, stderr, json })
      },
    )
  })
}
