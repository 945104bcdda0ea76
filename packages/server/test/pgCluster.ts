/**
 * A throwaway PostgreSQL cluster (Debian's binaries, a temp dir, a free port), for the server
 * tests and the benchmarks. initdb refuses root, so as root it runs as `postgres`.
 */
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const execFileAsync = promisify(execFile)

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
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
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = join(PG_BIN, bin)
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFileSync(file, argv as string[], { stdio: 'pipe' })
  }
  if (asRoot) {
    chmodSync(dir, 0o700)
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  const extra = Object.entries(settings)
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${extra}`,
  ])
  // asynchronous, so whatever drives load in this process keeps running meanwhile
  const runAsync = async (bin: string, args: string[]) => {
    const command = join(PG_BIN, bin)
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    await execFileAsync(file, argv as string[])
  }
  const signalAll = async (signal: 'STOP' | 'CONT') => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim()
    const children = (await execFileAsync('pgrep', ['-P', postmaster])).stdout.split('\n').filter(Boolean)
    await execFileAsync('kill', [`-${signal}`, postmaster, ...children])
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', '-t', '60', 'restart']),
    freeze: () => signalAll('STOP'),
    thaw: () => signalAll('CONT'),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
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
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-pg-standby-'))
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = join(PG_BIN, bin)
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
    execFileSync(file, argv as string[], { stdio: 'pipe' })
  }
  if (asRoot) {
    chmodSync(dir, 0o700)
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const port = await freePort()
  run('pg_basebackup', ['-D', data, '-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-R', '-X', 'stream', '--no-sync'])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c max_connections=300 -c fsync=off`,
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
