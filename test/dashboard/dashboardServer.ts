/** `devtrail start --demo --json` in a child process on a fresh SQLite file or PostgreSQL database, for the dashboard suite. */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { startPgCluster, type PgCluster } from '../../packages/server/test/pgCluster.js'

const cliPath = fileURLToPath(new URL('../../packages/server/src/cli.ts', import.meta.url))
const tsxLoader = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href

/** What `start --demo --json` prints. */
export interface DemoStarted {
  url: string
  demo: { workspaceId: string; apiKey: string; dashboard: string; dashboardLink: string }
}

/** A running demo server and how to stop it. */
export interface DemoServer {
  base: string
  started: DemoStarted
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function startDemo(env: Record<string, string>, cwd: string): Promise<{ child: ChildProcess; started: DemoStarted }> {
  const child = spawn(process.execPath, ['--import', tsxLoader, cliPath, 'start', '--demo', '--json'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const line = stdout.split('\n')[0]
      if (stdout.includes('\n') && line) {
        try {
          resolve({ child, started: JSON.parse(line) as DemoStarted })
        } catch {
          reject(new Error(`devtrail start printed something else than JSON: ${line}`))
        }
      }
    })
    child.once('exit', (code) => reject(new Error(`devtrail start exited with ${code}: ${stderr}`)))
  })
}

/** Starts the demo server on the given store (PostgreSQL: a throwaway cluster of its own). */
export async function startDemoServer(dialect: 'sqlite' | 'postgres'): Promise<DemoServer> {
  const dir = mkdtempSync(join(tmpdir(), 'devtrail-dashboard-'))
  let cluster: PgCluster | undefined
  let databaseUrl = `sqlite:${join(dir, 'devtrail.db')}`
  if (dialect === 'postgres') {
    cluster = await startPgCluster()
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE dashboard')
    await admin.end()
    databaseUrl = cluster.url.replace(/\/postgres$/, '/dashboard')
  }
  const port = await freePort()
  // the demo keeps its key in ./data for PostgreSQL: a working directory of its own
  const { child, started } = await startDemo({ PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, dir)
  return {
    base: `http://127.0.0.1:${port}`,
    started,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      cluster?.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
