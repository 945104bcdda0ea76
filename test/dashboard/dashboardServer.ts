/** `devtrail start --demo --json` in a child process on a fresh SQLite file or PostgreSQL database, for the dashboard suite. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startPgCluster, type PgCluster } from '../../packages/server/test/pgCluster.js'
import { freePort } from '../../packages/server/test/freePort.js'
import { startDevtrailCli } from '../fixtures/devtrailCli.js'

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
  const demo = await startDevtrailCli<DemoStarted>(['--demo'], { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, dir)
  return {
    base: `http://127.0.0.1:${port}`,
    started: demo.started,
    stop: async () => {
      await demo.stop()
      cluster?.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
