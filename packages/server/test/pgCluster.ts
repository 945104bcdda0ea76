/**
 * A throwaway PostgreSQL cluster (Debian's binaries, a temp dir, a free port), for the server
 * tests and the benchmarks. initdb refuses root, so as root it runs as `postgres`.
 */
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort.js'

const execFileAsync = promisify(execFile)

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

const asRoot = process.getuid?.() === 0

/** The command line running a PostgreSQL binary: as `postgres` when this process is root (initdb refuses root). */
function pgCommand(bin: string, args: string[]): [string, string[]] {
  const command = join(PG_BIN, bin)
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

/** Runs a PostgreSQL binary and waits for it. */
function runPg(bin: string, args: string[]): void {
  execFileSync(...pgCommand(bin, args), { stdio: 'pipe' })
}

/** Runs a PostgreSQL binary without blocking this process (whatever drives load here keeps running). */
async function runPgAsync(bin: string, args: string[]): Promise<void> {
  await execFileAsync(...pgCommand(bin, args))
}

/** A new temp dir the server can own (`postgres`'s, mode 700, when this process is root). */
function serverDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (asRoot) {
    chmodSync(dir, 0o700)
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  return dir
}

/** Starts the server of `data` on `port`, its socket and log in `dir`, with `options` (`-c name=value ...`). */
function startServer(dir: string, data: string, port: number, options: string): void {
  runPg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 ${options}`,
  ])
}

/** Stops the server of `data` at once and deletes `dir`. */
function removeServer(dir: string, data: string): void {
  try {
    runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A running cluster: the URL of its `postgres` database and how to stop and remove it. */
export interface PgCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string
  /** Stops the server and deletes its files. */
  stop(): void
  /** Restarts the server (`pg_ctl restart`, fast mode: open connections are cut); resolves once it accepts again. */
  restart(): Promise<void>
  /** Freezes every process of the server (SIGSTOP): it keeps its sockets but answers nothing. */
  freeze(): Promise<void>
  /** Undoes `freeze` (SIGCONT). */
  thaw(): Promise<void>
}

/** Starts a cluster tuned for throwaway data (no fsync); `settings` adds `-c name=value` options. */
export async function startPgCluster(settings: Record<string, string | number> = {}): Promise<PgCluster> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN} (set PG_BIN); the server tests need a real PostgreSQL`)
  }
  const dir = serverDir('devtrail-pg-')
  const data = join(dir, 'data')
  const port = await freePort()
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('')
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  startServer(dir, data, port, `-c fsync=off -c synchronous_commit=off -c full_page_writes=off${extra}`)
  const signalAll = async (signal: 'STOP' | 'CONT') => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim()
    const children = (await execFileAsync('pgrep', ['-P', postmaster])).stdout.split('\n').filter(Boolean)
    await execFileAsync('kill', [`-${signal}`, postmaster, ...children])
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => runPgAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart']),
    freeze: () => signalAll('STOP'),
    thaw: () => signalAll('CONT'),
    stop: () => removeServer(dir, data),
  }
}

/** A streaming replica: its URL, and how to stop and remove it. */
export interface PgStandby {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` of the standby (read-only). */
  url: string
  /** Stops the standby and deletes its files. */
  stop(): void
}

/**
 * Starts a hot standby of the cluster at `primaryUrl`: `pg_basebackup -R` copies the primary and
 * writes its connection info, then the copy starts in recovery on its own port and streams WAL.
 */
export async function startPgStandby(primaryUrl: string): Promise<PgStandby> {
  const primary = new URL(primaryUrl)
  const dir = serverDir('devtrail-pg-standby-')
  const data = join(dir, 'data')
  const port = await freePort()
  runPg('pg_basebackup', ['-D', data, '-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-R', '-X', 'stream', '--no-sync'])
  startServer(dir, data, port, '-c hot_standby=on -c fsync=off')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => removeServer(dir, data),
  }
}
