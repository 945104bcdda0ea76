// `npm run stress`: hostile input, faults and load against real Devtrail servers on 127.0.0.1, in
// under 10 minutes, ending with one table (also written to bench/results/stress.json).
//   node --import tsx bench/stress.mts [--quick]
// Every case is bounded in count and time and stops by itself.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createApp } from '../packages/server/src/app.ts'
import { runDatabaseFault } from '../packages/server/test/faults/databaseFaults.ts'
import { FUZZ_TOKEN_SECRET, seedFuzzWorld } from '../packages/server/test/faults/fuzzWorld.ts'
import { runLargeBodies, runSlowClients } from '../packages/server/test/faults/hostileClients.ts'
import { runListWriters } from '../packages/server/test/faults/listWriters.ts'
import { runProcessKill } from '../packages/server/test/faults/processKill.ts'
import { fuzzRoutes } from '../packages/server/test/faults/routeFuzz.ts'
import { createAsset } from '../packages/server/src/admin/assets.ts'
import { createApiKey } from '../packages/server/src/admin/apiKeys.ts'
import { createWorkspace } from '../packages/server/src/admin/workspaces.ts'
import { openStore, type Store } from '../packages/server/src/store/store.ts'
import { startPgCluster, type PgCluster } from '../packages/server/test/pgCluster.ts'
import { startServerProcess } from '../packages/server/test/serverProcess.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const quick = process.argv.includes('--quick')
const fuzzRuns = { sqlite: quick ? 500 : 10_000, postgres: quick ? 200 : 10_000 }
const started = Date.now()

interface Row {
  case: string
  store: string
  measured: string
  result: string
  pass: boolean
}
const rows: Row[] = []
const DEADLINE_MS = 10 * 60_000
const record = (row: Row) => {
  rows.push(row)
  console.log(`${row.pass ? 'ok  ' : 'FAIL'} ${row.case} (${row.store}): ${row.result}  [${((Date.now() - started) / 1000).toFixed(0)} s]`)
}

/** Prints the table of what ran; the run passes when every row did and nothing was cut short. */
function report(cutShort: boolean): never {
  const seconds = (Date.now() - started) / 1000
  console.log(
    `\nnpm run stress${quick ? ' --quick' : ''}: ${seconds.toFixed(0)} s${cutShort ? ` (stopped at the ${DEADLINE_MS / 60_000}-minute bound)` : ''}\n`,
  )
  console.log('| case | store | measured | result | pass |\n|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.case} | ${row.store} | ${row.measured} | ${row.result} | ${row.pass ? 'yes' : '**no**'} |`)
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
  writeFileSync(new URL('./results/stress.json', import.meta.url), `${JSON.stringify({ seconds, quick, cutShort, rows }, null, 2)}\n`)
  // stopped at the deadline: the test cluster goes with it
  cluster?.stop()
  process.exit(!cutShort && rows.every((row) => row.pass) ? 0 : 1)
}

// the whole run is bounded: past the deadline it reports what it has and stops
setTimeout(() => report(true), DEADLINE_MS).unref()

let cluster: PgCluster | null = null
let databaseCount = 0
async function newDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-stress-'))
    return { url: `sqlite:${join(dir, 'devtrail.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  cluster ??= await startPgCluster()
  const name = `stress_${++databaseCount}`
  const admin = await openStore(cluster.url)
  const { sql } = await import('kysely')
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db)
  await admin.close()
  return { url: cluster.url.replace(/\/postgres$/, `/${name}`), drop: async () => {} }
}

async function withStore<T>(dialect: 'sqlite' | 'postgres', work: (store: Store, url: string) => Promise<T>): Promise<T> {
  const { url, drop } = await newDatabase(dialect)
  const store = await openStore(url)
  try {
    return await work(store, url)
  } finally {
    await store.close()
    await drop()
  }
}

try {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    await withStore(dialect, async (store) => {
      const world = await seedFuzzWorld(store)
      const app = await createApp(
        {
          store,
          tokenSecret: FUZZ_TOKEN_SECRET,
          dataService: { rateLimit: { max: 1_000_000_000 } },
          rateLimits: { failedAuthPerIp: 0, collectorPerIp: 0, collectorPerClient: 0 },
        },
        { logger: false },
      )
      const results = await fuzzRoutes(app, store, world, { runs: fuzzRuns[dialect] })
      await app.close()
      // one row per route: a route that fails is named, not summed away
      for (const result of results) {
        record({
          case: `fuzz ${result.route}`,
          store: dialect,
          measured: `${result.inputs} inputs: 5xx / error not in shape / rows written by refused requests`,
          result: `${result.serverErrors} / ${result.badShape} / ${result.rowsWrittenByRefused}`,
          pass: result.serverErrors + result.badShape + result.rowsWrittenByRefused === 0,
        })
      }
      for (const result of results) if (result.example) console.log(`  ${result.route}: ${result.example}`)
    })
  }

  for (const dialect of ['sqlite', 'postgres'] as const) {
    for (const signal of ['SIGKILL', 'SIGTERM'] as const) {
      const { url, drop } = await newDatabase(dialect)
      const result = await runProcessKill(url, signal, { senders: 16, loadMs: quick ? 1500 : 5000 })
      await drop()
      record({
        case: `${signal} under load, then a restart`,
        store: dialect,
        measured: 'answered events lost; a new process ready (alive) after',
        result: `${result.lostEvents} of ${result.answeredEvents}; ready in ${result.recoverSeconds.toFixed(2)} s`,
        pass: result.lostEvents === 0 && result.answeredEvents > 0 && result.recoverSeconds < 10,
      })
    }
  }

  for (const fault of ['restart', 'freeze'] as const) {
    const result = await runDatabaseFault(fault, { senders: 16, beforeMs: quick ? 1000 : 3000, freezeMs: 8000, afterMs: quick ? 5000 : 8000 })
    record({
      case: `PostgreSQL ${fault} under load`,
      store: 'postgres',
      measured: 'alive; lost; slowest answer during fault; 503 with Retry-After; recovery',
      result: `alive ${result.alive}; lost ${result.lostEvents} of ${result.answeredEvents}; slowest ${(result.slowestDuringFaultMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(result.statuses)}; recovered in ${result.recoverSeconds?.toFixed(2) ?? 'never'} s`,
      pass:
        result.alive &&
        result.lostEvents === 0 &&
        result.retryAfterOn503 &&
        (result.statuses['500'] ?? 0) === 0 &&
        result.recoverSeconds !== null &&
        result.recoverSeconds < 5 &&
        (fault === 'restart' || result.slowestDuringFaultMs < 5500),
    })
  }

  {
    const { url, drop } = await newDatabase('sqlite')
    const server = await startServerProcess(url)
    const sockets = quick ? 200 : 1100
    const slow = await runSlowClients(server.url, { sockets, trickleMs: 1000, giveUpMs: 40_000 })
    record({
      case: `slowloris: ${sockets} connections trickling headers or bodies`,
      store: 'sqlite',
      measured: 'cut by the server; slowest cut; others served',
      result: `${slow.cut} of ${slow.sockets} cut; slowest ${slow.slowestCutSeconds.toFixed(1)} s; others served ${slow.servedOthers}`,
      pass: slow.cut === slow.sockets && slow.slowestCutSeconds <= 30 && slow.servedOthers,
    })
    const large = await runLargeBodies(server.url, server.child.pid!, { bodies: 6, sizeMb: 15 })
    record({
      case: 'large bodies: 6 concurrent x 15 MB',
      store: 'sqlite',
      measured: 'answers; peak RSS',
      result: `${JSON.stringify(large.statuses)}; peak RSS ${large.peakRssMb.toFixed(0)} MB`,
      pass: large.peakRssMb < 250 && !large.statuses['200'] && !Object.keys(large.statuses).some((status) => status.startsWith('5')),
    })
    server.child.kill('SIGTERM')
    await server.exited
    await drop()
  }

  for (const dialect of ['sqlite', 'postgres'] as const) {
    await withStore(dialect, async (store, url) => {
      const workspace = await createWorkspace(store, 'Writers')
      const { key } = await createApiKey(store, workspace.id, 'stress')
      await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
      const server = await startServerProcess(url)
      const result = await runListWriters(server.url, store, { 'x-api-key': key, user: 'ops@acme.com' }, { writers: 20, rowsPerWriter: 500, keyPool: 2000 })
      server.child.kill('SIGTERM')
      await server.exited
      const fiveXx = Object.entries(result.statuses)
        .filter(([status]) => status.startsWith('5'))
        .reduce((sum, [, count]) => sum + count, 0)
      record({
        case: '20 concurrent list writers, overlapping keys',
        store: dialect,
        measured: '5xx; rows stored = distinct keys; sum of added = distinct keys',
        result: `${fiveXx} 5xx; ${result.storedRows} rows for ${result.distinctKeys} keys; added ${result.sumAdded}`,
        pass: fiveXx === 0 && result.storedRows === result.distinctKeys && result.sumAdded === result.distinctKeys,
      })
    })
  }
} finally {
  cluster?.stop()
  cluster = null
}

report(false)
