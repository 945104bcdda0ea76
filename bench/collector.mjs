/**
 * Collector benchmark: the collector against a bare Fastify route (same body parsing, no work),
 * both as their own processes on 127.0.0.1, in ONE run: every figure is reported as a ratio to
 * the bare route measured minutes apart on the same machine, never against another run.
 *
 * Servers: the bare route; Devtrail on SQLite; Devtrail on PostgreSQL with 1, 2 and 4 worker
 * processes (`devtrail start --workers N`). PostgreSQL is DATABASE_URL if it is a postgres:// URL,
 * else a throwaway cluster with production durability (fsync and synchronous commit on), like
 * SQLite's synchronous=FULL. Requests come through a trusted proxy from public addresses, so the
 * IP enrichment does real work, and from returning visitors (tokens sent).
 * Cases: 1 and 20 events per request x 50 and 200 connections. Then a memory case: 30 s of load
 * (200 connections, 20 events) per store, RSS before, at the end and after 10 s of rest.
 * Writes bench/results.json and bench/results.svg and prints the table.
 *
 *   node bench/collector.mjs [--duration 5] [--rss-duration 30] [--workers 1,2,4] [--only sqlite|postgres]
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'
import { resultsChart } from './collector/chart.mjs'
import { runLoad, visitorsOf } from './collector/load.mjs'
import { startProcess, treeRssMb } from './collector/processes.mjs'
import { resultRows } from './collector/table.mjs'
import { publicAddresses } from './collector/addresses.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    'rss-duration': { type: 'string', default: '30' },
    workers: { type: 'string', default: '1,2,4' },
    only: { type: 'string' },
  },
})
const duration = Number(args.duration)
const rssDuration = Number(args['rss-duration'])
const workerCounts = args.workers.split(',').map(Number)
const shapes = [1, 20].flatMap((events) => [50, 200].map((connections) => ({ events, connections })))

if (!existsSync(join(dist, 'server.js'))) {
  console.error('packages/server/dist is missing: run `npm run build` (or `npm run bench`, which builds first)')
  process.exit(1)
}
const { openStore } = await import(pathToFileURL(join(dist, 'store/store.js')).href)
const { createWorkspace } = await import(pathToFileURL(join(dist, 'admin/workspaces.js')).href)
const { createAsset } = await import(pathToFileURL(join(dist, 'admin/assets.js')).href)
const addresses = await publicAddresses(dist)

const serverEnv = {
  TOKEN_SECRET: 'bench-token-secret-0123456789',
  RATE_LIMIT_COLLECTOR_IP: '0',
  RATE_LIMIT_COLLECTOR_CLIENT: '0',
  // the client address comes from x-forwarded-for, as behind a load balancer
  TRUST_PROXY: 'true',
}

/** A Devtrail server on `databaseUrl` with `workers` processes, and a client ID of a new docs asset there. */
async function startDevtrail(name, databaseUrl, workers) {
  const setup = await openStore(databaseUrl)
  const workspace = await createWorkspace(setup, `bench ${name}`)
  const asset = await createAsset(setup, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
  await setup.close()
  const cli = [join(dist, 'cli.js'), 'start', ...(workers > 1 ? ['--workers', String(workers)] : [])]
  const server = await startProcess([...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...cli], { ...serverEnv, DATABASE_URL: databaseUrl })
  return { name, workers, clientId: asset.client_id, ...server }
}

const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-collector-'))
const givenPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null
let cluster = null
const servers = []
try {
  const bare = await startProcess([join(root, 'bench/collector/bareRoute.mjs')], {})
  servers.push({ name: 'bare', workers: 1, clientId: 'dt_bench', ...bare })
  if (args.only !== 'postgres') servers.push(await startDevtrail('sqlite', `sqlite:${join(dir, 'devtrail.db')}`, 1))
  if (args.only !== 'sqlite') {
    if (!givenPostgres) {
      register()
      const { startPgCluster } = await import('../packages/server/test/pgCluster.ts')
      cluster = await startPgCluster({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' })
    }
    for (const workers of workerCounts) servers.push(await startDevtrail(`postgres`, givenPostgres ?? cluster.url, workers))
  }
  for (const server of servers) {
    server.visitors = await visitorsOf(server.url, server.clientId)
    server.rssStartMb = treeRssMb(server.pid)
  }

  const results = []
  for (const shape of shapes) {
    for (const server of servers) {
      const result = await runLoad({ url: server.url, clientId: server.clientId, visitors: server.visitors, addresses, duration, ...shape })
      results.push({ server: server.name, workers: server.workers, ...shape, duration_s: duration, ...result, rss_mb: treeRssMb(server.pid) })
      console.log(
        `${server.name} x${server.workers} ${shape.events} ev/req ${shape.connections} conns: ${result.events_per_s} events/s, p99 ${result.latency_ms.p99} ms`,
      )
    }
  }

  const memory = []
  for (const server of servers.filter((each) => each.name !== 'bare' && each.workers === 1)) {
    const before = treeRssMb(server.pid)
    const load = await runLoad({
      url: server.url,
      clientId: server.clientId,
      visitors: server.visitors,
      addresses,
      duration: rssDuration,
      events: 20,
      connections: 200,
    })
    const atEnd = treeRssMb(server.pid)
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    memory.push({
      server: server.name,
      load_s: rssDuration,
      rss_start_mb: server.rssStartMb,
      rss_before_mb: before,
      rss_after_load_mb: atEnd,
      rss_after_rest_mb: treeRssMb(server.pid),
      non_2xx: load.non_2xx,
      p99_ms: load.latency_ms.p99,
    })
  }

  const rows = resultRows(results)
  const output = {
    bench: 'collector',
    date: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    rows,
    memory,
    results,
  }
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(output, null, 2)}\n`)
  writeFileSync(join(root, 'bench/results.svg'), resultsChart(rows))
  console.table(rows)
  console.table(memory)
} finally {
  for (const server of servers) await server.stop()
  cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
}
