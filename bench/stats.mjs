// Stats benchmark: seeds 1,000,000 activities (10,000 accounts, 100,000 identified developers,
// 90 days) into SQLite and into a throwaway PostgreSQL, builds the daily rollups from them
// (the migration's backfill), starts the real server on 127.0.0.1 and times real HTTP requests to
// the dashboard's stats endpoints. Reference in the same run: the same overview computed from the
// raw activities table. Writes bench/results/stats.json and prints a table.
//   node bench/stats.mjs [--store=sqlite|postgres|both] [--scale=1] [--requests=200]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { register } from 'tsx/esm/api'
import { sql } from 'kysely'
import pg from 'pg'
import { seedBenchData } from './seed.mjs'

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const stores = args.store === 'sqlite' || args.store === 'postgres' ? [args.store] : ['sqlite', 'postgres']
const scale = Number(args.scale ?? 1)
const REQUESTS = Number(args.requests ?? 200)
const counts = {
  accounts: Math.round(10_000 * scale),
  developers: Math.round(100_000 * scale),
  activities: Math.round(1_000_000 * scale),
  contacts: Math.round(1_000 * scale),
}
const DAY_MS = 86_400_000

const dist = new URL('../packages/server/dist/', import.meta.url)
if (!existsSync(new URL('app.js', dist))) {
  console.error('packages/server/dist is missing: run `npm run build` first (npm run bench does)')
  process.exit(1)
}
const { createApp } = await import(new URL('app.js', dist).href)
const { openStore } = await import(new URL('store/store.js', dist).href)
const { rebuildRollups } = await import(new URL('stats/rebuildRollups.js', dist).href)
const server = {
  ...(await import(new URL('admin/workspaces.js', dist).href)),
  ...(await import(new URL('admin/apiKeys.js', dist).href)),
  ...(await import(new URL('segments/segment.js', dist).href)),
  ...(await import(new URL('audiences/audience.js', dist).href)),
}
register()
const { startPgCluster } = await import('../packages/server/test/pgCluster.ts')

const log = (message) => console.log(`  ${message}`)
const round = (value) => Math.round(value * 100) / 100

function summary(durations) {
  const sorted = [...durations].sort((a, b) => a - b)
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  return { n: sorted.length, p50: round(at(50)), p99: round(at(99)), max: round(sorted.at(-1)) }
}

async function time(run, count = REQUESTS, warmup = 10) {
  const durations = []
  let failures = 0
  for (let index = 0; index < warmup + count; index++) {
    const started = performance.now()
    const ok = await run(index)
    const elapsed = performance.now() - started
    if (!ok) failures++
    if (index >= warmup) durations.push(elapsed)
  }
  return { ...summary(durations), failures }
}

const dayText = (daysAgo) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)

async function benchStore(dialect) {
  console.log(`\n${dialect}: seeding ${JSON.stringify(counts)}`)
  let url
  let cleanup
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-'))
    url = `sqlite:${join(dir, 'bench.db')}`
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const cluster = await startPgCluster({ shared_buffers: '1GB', maintenance_work_mem: '256MB', max_wal_size: '4GB' })
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('CREATE DATABASE bench')
    await admin.end()
    url = cluster.url.replace(/\/postgres$/, '/bench')
    cleanup = async () => cluster.stop()
  }
  const store = await openStore(url, { poolSize: 10, statementTimeoutMs: 0 })
  const results = { seed: {}, endpoints: {} }
  try {
    const seedStarted = Date.now()
    const seeded = await seedBenchData(store, url, server, counts, log)
    results.seed = { ...counts, ms: Date.now() - seedStarted }
    const workspaceId = (await store.db.selectFrom('workspaces').select('id').where('name', '=', 'Bench').executeTakeFirstOrThrow()).id
    const rollupStarted = Date.now()
    await rebuildRollups(store.db, workspaceId)
    results.seed.rollupBackfillMs = Date.now() - rollupStarted
    const rows = async (table) =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    results.seed.rollupRows = {
      stats_daily_activity: await rows('stats_daily_activity'),
      stats_daily_developers: await rows('stats_daily_developers'),
      stats_daily_top: await rows('stats_daily_top'),
    }
    await sql`${sql.raw(store.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(store.db)
    log(`seeded in ${results.seed.ms} ms, rollups built in ${results.seed.rollupBackfillMs} ms: ${JSON.stringify(results.seed.rollupRows)}`)

    const app = await createApp(
      { store, tokenSecret: 'bench-secret-bench-secret-bench-secret', dataService: { rateLimit: { max: 1_000_000_000 } } },
      { logger: false },
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${app.server.address().port}`
    const headers = { 'x-api-key': seeded.key }
    const get = (path) => async () => {
      const answer = await fetch(base + path, { headers })
      await answer.arrayBuffer()
      return answer.status === 200
    }
    const range = (days) => `from=${dayText(days - 1)}&to=${dayText(0)}`
    const endpoints = {
      'GET /segments (reference: cheapest read)': get('/segments'),
      'GET /stats/overview 7 days': get(`/stats/overview?${range(7)}`),
      'GET /stats/overview 30 days': get(`/stats/overview?${range(30)}`),
      'GET /stats/overview 90 days': get(`/stats/overview?${range(90)}`),
      'GET /stats/pages 30 days': get(`/stats/pages?${range(30)}`),
      'GET /stats/copies 30 days': get(`/stats/copies?${range(30)}`),
      'GET /stats/countries 30 days': get(`/stats/countries?${range(30)}`),
      'GET /stats/live': get('/stats/live'),
      'GET /stats/accounts?search=': get('/stats/accounts?search=acct12'),
    }
    for (const [name, run] of Object.entries(endpoints)) results.endpoints[name] = await time(run)
    await app.close()

    // reference: the 30-day overview computed from the activities themselves, without rollups
    const fromMs = (Math.floor(Date.now() / DAY_MS) - 29) * DAY_MS
    results.endpoints['reference: 30-day overview from raw activities (SQL, no HTTP)'] = await time(
      async () => {
        await store.db
          .selectFrom('activities')
          .select([sql`occurred_at / ${sql.lit(DAY_MS)}`.as('day'), 'activity_source', 'activity_type', (eb) => eb.fn.countAll().as('n')])
          .where('workspace_id', '=', workspaceId)
          .where('occurred_at', '>=', fromMs)
          .groupBy([sql`occurred_at / ${sql.lit(DAY_MS)}`, 'activity_source', 'activity_type'])
          .execute()
        await store.db
          .selectFrom('activities')
          .select(sql`count(distinct developer_id)`.as('n'))
          .where('workspace_id', '=', workspaceId)
          .where('occurred_at', '>=', fromMs)
          .execute()
        return true
      },
      10,
      1,
    )
  } finally {
    await store.close()
    await cleanup()
  }
  return results
}

const all = { date: new Date().toISOString(), node: process.version, requestsPerEndpoint: REQUESTS, counts, stores: {} }
for (const dialect of stores) {
  all.stores[dialect] = await benchStore(dialect)
  console.table(Object.entries(all.stores[dialect].endpoints).map(([endpoint, stats]) => ({ store: dialect, endpoint, ...stats })))
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
writeFileSync(new URL('./results/stats.json', import.meta.url), `${JSON.stringify(all, null, 2)}\n`)
for (const [dialect, result] of Object.entries(all.stores)) {
  const overview = result.endpoints['GET /stats/overview 30 days']
  const raw = result.endpoints['reference: 30-day overview from raw activities (SQL, no HTTP)']
  const cheapest = result.endpoints['GET /segments (reference: cheapest read)']
  console.log(
    `${dialect}: 30-day overview p99 ${overview.p99} ms = ${round(overview.p99 / cheapest.p99)}x GET /segments p99; raw-activities overview p50 is ${round(raw.p50 / overview.p50)}x the rollup overview p50`,
  )
}
const failed = Object.values(all.stores).some((result) => Object.values(result.endpoints).some((stats) => stats.failures > 0))
if (failed) {
  console.error('some requests answered an unexpected status')
  process.exit(1)
}
