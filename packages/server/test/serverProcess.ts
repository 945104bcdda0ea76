/**
 * A real Devtrail server process (`node --import tsx src/server.ts`) for tests and the stress
 * run: started on a free port of 127.0.0.1, stopped by signal, with its peak memory readable.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { waitFor } from '../../../test/fixtures/waitFor.js'
import { freePort } from './freePort.js'

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url))

/** A started server process. */
export interface ServerProcess {
  child: ChildProcess
  /** `http://127.0.0.1:<port>`. */
  url: string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
  /** Everything the process wrote so far. */
  output(): string
}

const running = new Set<ChildProcess>()

/** Environment for a server that takes load from one address: the per-IP and per-client collector limits off. */
export const UNLIMITED = { RATE_LIMIT_COLLECTOR_IP: '0', RATE_LIMIT_COLLECTOR_CLIENT: '0' }

/**
 * Starts a server on `databaseUrl`; `env` adds or overrides variables; `args` replaces the entry
 * (default `server.ts`, e.g. `['src/cli.ts', 'start', '--workers', '2']`). Resolves once `/healthz` answers.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}, args: string[] = [serverEntry]): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET: 'shared-secret-of-the-collectors',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  // keep the tail only: a long run under load may log a lot
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${port}`
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
  try {
    // an exited process ends the wait at once: its output says why
    await waitFor(async () => child.exitCode !== null || (await healthy()), { timeout: 60_000, interval: 100, what: 'the server to answer /healthz' })
  } catch {
    child.kill('SIGKILL')
    throw new Error(`server did not start: ${output}`)
  }
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`)
  return { child, url, exited, output: () => output }
}

/** Kills every server process still running (for afterAll hooks). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL')
}

/** The resident memory of a process, in MB: now and at its peak (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0)
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 }
}

/**
 * Resets the peak resident memory of `pid` to what it holds now (Linux `clear_refs` 5), so that a
 * later `memoryOf(pid).peakRssMb` is the peak of what happened since, not of the process's start.
 */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}
