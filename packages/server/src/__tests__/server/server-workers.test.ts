/**
 * `devtrail start --workers N`: N processes on one port and one PostgreSQL serve the collector and
 * stop together on SIGTERM with every answered event stored; a SQLite server refuses (one writer).
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { openStore } from '../../store/store.js'
import { eventsBody, firstVisit, pageVisits } from '../../../test/collectorLoad.js'
import { killServerProcesses, startServerProcess } from '../../../test/serverProcess.js'
import { createTestDatabase } from '../../../test/stores.js'
import { runDevtrail } from '../cliRun.js'

const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url))
const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

afterAll(killServerProcesses)

/** The Node processes `pid` started (tsx's esbuild service is another child, not a worker). */
function nodeChildrenOf(pid: number): string[] {
  try {
    return execFileSync('ps', ['-o', 'comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((command) => command.trim() === 'node')
  } catch {
    return []
  }
}

describe('devtrail start --workers', () => {
  it('runs N processes on one port and one PostgreSQL, and stops them all on SIGTERM with every answered event stored', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase('postgres')
    const store = await openStore(databaseUrl)
    try {
      const workspace = await createWorkspace(store, 'Workers')
      const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
      const server = await startServerProcess(databaseUrl, {}, [cli, 'start', '--workers', '2'])
      expect(nodeChildrenOf(server.child.pid!)).toHaveLength(2)
      // new connections each time, so the primary hands them to both workers
      const visitors = await Promise.all(Array.from({ length: 8 }, () => firstVisit(server.url, asset.client_id)))
      const answers = await Promise.all(
        visitors.map((visitor) =>
          fetch(`${server.url}/v1/events`, { method: 'POST', headers: { 'user-agent': ua, connection: 'close' }, body: eventsBody(visitor, pageVisits(3)) }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const stored = await store.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('asset_id', '=', asset.id)
        .executeTakeFirstOrThrow()
      expect(Number(stored.n)).toBe(8 + 8 * 3)
    } finally {
      await store.close()
      await drop()
    }
  }, 90_000)

  it('refuses more than one worker on SQLite, and a count that is not one', async () => {
    const { url, drop } = await createTestDatabase('sqlite')
    try {
      const sqlite = await runDevtrail(['start', '--workers', '2'], { DATABASE_URL: url, PORT: '0' })
      expect(sqlite.status).toBe(2)
      expect(sqlite.stderr).toMatch(/--workers needs a PostgreSQL DATABASE_URL/)
      const bad = await runDevtrail(['start', '--workers', 'many'], { DATABASE_URL: url, PORT: '0' })
      expect(bad.status).toBe(2)
      expect(bad.stderr).toMatch(/--workers must be a whole number/)
    } finally {
      await drop()
    }
  })
})
