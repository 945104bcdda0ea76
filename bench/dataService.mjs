// Data-service benchmark: seeds 10,000 accounts, 100,000 developers, 1,000,000 activities and
// 10,000 buyers into SQLite and into a throwaway PostgreSQL, starts the real server on
// 127.0.0.1, and times a bounded number of real HTTP requests per endpoint (sequential,
// keep-alive), then the same reads while the collector ingests in a server process on the same
// store. Writes bench/results/dataService.json and prints a table.
//   node bench/dataService.mjs [--store=sqlite|postgres|both] [--scale=1] [--requests=300]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { register } from 'tsx/esm/api'
import { sql } from 'kysely'
import pg from 'pg'
import { seedBenchData } from './seed.mjs'
import { readsDuringIngest } from './dataService/duringIngest.mjs'

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const stores = args.store === 'sqlite' || args.store === 'postgres' ? [args.store] : ['sqlite', 'postgres']
const scale = Number(args.scale ?? 1)
const REQUESTS = Number(args.requests ?? 300)
const counts = {
  accounts: Math.round(10_000 * scale),
  developers: Math.round(100_000 * scale),
  activities: Math.round(1_000_000 * scale),
  contacts: Math.round(10_000 * scale),
}

const dist = new URL('../packages/server/dist/', import.meta.url)
if (!existsSync(new URL('app.js', dist))) {
  console.error('packages/server/dist is missing: run `npm run build` first (npm run bench does)')
  process.exit(1)
}
const { createApp } = await import(new URL('app.js', dist).href)
const { openStore } = await import(new URL('store/store.js', dist).href)
const server = {
  ...(await import(new URL('admin/workspaces.js', dist).href)),
  ...(await import(new URL('admin/apiKeys.js', dist).href)),
  ...(await import(new URL('segments/segment.js', dist).href)),
  ...(await import(new URL('audiences/audience.js', dist).href)),
}
// the throwaway PostgreSQL cluster is the test suite's, written in TypeScript
register()
const { startPgCluster } = await import('../packages/server/test/pgCluster.ts')

const log = (message) => console.log(`  ${message}`)

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function summary(durations) {
  const sorted = [...durations].sort((a, b) => a - b)
  const round = (value) => Math.round(value * 100) / 100
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) }
}

/** Times `count` sequential requests (after a warm-up); each call of `request()` gives {url, init}. */
async function time(base, request, count = REQUESTS, warmup = 20) {
  const durations = []
  let failures = 0
  for (let index = 0; index < warmup + count; index++) {
    const { path, init, expect = 200 } = request(index)
    const started = performance.now()
    const answer = await fetch(base + path, init)
    await answer.arrayBuffer()
    const elapsed = performance.now() - started
    if (answer.status !== expect) failures++
    if (index >= warmup) durations.push(elapsed)
  }
  return { ...summary(durations), failures }
}

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
  const store = await openStore(url, { poolSize: 10 })
  const results = { seed: {}, endpoints: {} }
  try {
    const seedStarted = Date.now()
    const seeded = await seedBenchData(store, url, server, counts, log)
    // the state autovacuum reaches after a bulk load (planner statistics; on PostgreSQL also the
    // visibility map that index-only scans need), so it does not run in the middle of the timings
    await sql`${sql.raw(store.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(store.db)
    results.seed = { ...counts, ms: Date.now() - seedStarted }
    log(`seeded in ${results.seed.ms} ms`)

    const app = await createApp(
      { store, tokenSecret: 'bench-secret-bench-secret-bench-secret', dataService: { rateLimit: { max: 1_000_000_000 } } },
      { logger: false },
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${app.server.address().port}`
    const headers = { 'x-api-key': seeded.key, user: 'bench@example.com' }
    const get = (path) => ({ path, init: { headers } })
    const random = (values) => values[Math.floor(Math.random() * values.length)]
    const pages = (total) => Math.max(1, Math.ceil(total / 100))
    const { segments } = seeded

    const create = await fetch(`${base}/api/product/list`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench rows',
        type: 'ACCOUNT',
        primaryKey: 'domain',
        mapping: [
          { clientKey: 'domain', fieldType: 'String' },
          { clientKey: 'plan', fieldType: 'String' },
        ],
      }),
    })
    const listId = (await create.json()).id

    const endpoints = {
      '1 GET /segments': () => get('/segments'),
      '2 GET /segment/{id}/accounts (random page)': () =>
        get(`/segment/${segments.accounts}/accounts?page=${1 + Math.floor(Math.random() * pages(counts.accounts))}`),
      '2 GET /segment/{id}/accounts (filtered)': () => get(`/segment/${segments.activeUs}/accounts`),
      '3 GET /account/{id}/activities': () => get(`/account/${random(seeded.accountIds)}/activities`),
      '4 GET /account/{id}/developers': () => get(`/account/${random(seeded.accountIds)}/developers`),
      '5 GET /segment/{id}/developers (random page)': () =>
        get(`/segment/${segments.developers}/developers?page=${1 + Math.floor(Math.random() * pages(counts.developers))}`),
      '5 GET /segment/{id}/developers (last page)': () => get(`/segment/${segments.developers}/developers?page=${pages(counts.developers)}`),
      '5 GET /segment/{id}/developers (tags filter)': () => get(`/segment/${segments.oss}/developers?page=${1 + Math.floor(Math.random() * 100)}`),
      '5 GET /segment/{id}/developers (activity filter)': () => get(`/segment/${segments.copiers}/developers?page=${1 + Math.floor(Math.random() * 50)}`),
      '6 GET /developer/{id}/activities': () => get(`/developer/${random(seeded.developerIds)}/activities`),
      '7 GET /segment/{id}/buyers (random page)': () =>
        get(`/segment/${segments.buyers}/buyers?page=${1 + Math.floor(Math.random() * pages(counts.contacts))}`),
      '9 GET /api/product/list': () => get('/api/product/list'),
      '11 GET /audiences': () => get('/audiences'),
      '12 GET /audiences/{id}/members (random page)': () =>
        get(`/audiences/${seeded.audienceId}/members?page=${1 + Math.floor(Math.random() * pages(Math.min(10_000, counts.contacts)))}`),
      'GET /accounts?domain=': () => get(`/accounts?domain=${random(seeded.accountDomains)}`),
    }
    for (const [name, request] of Object.entries(endpoints)) {
      results.endpoints[name] = await time(base, request)
    }
    let listed = 0
    results.endpoints['8 POST /api/product/list'] = await time(
      base,
      () => ({
        path: '/api/product/list',
        expect: 201,
        init: {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Bench ${listed++}`, type: 'DEVELOPER', primaryKey: 'email', mapping: [{ clientKey: 'email', fieldType: 'String' }] }),
        },
      }),
      100,
      5,
    )
    let batch = 0
    const rows = (offset) =>
      Array.from({ length: 1000 }, (_, index) => ({
        primaryKey: `row${offset + index}.example.org`,
        clientKey: 'domain',
        fieldType: 'String',
        companyData: { plan: 'pro' },
      }))
    results.endpoints['10 PUT /api/product/list/{id} (1,000 new rows)'] = await time(
      base,
      () => ({
        path: `/api/product/list/${listId}`,
        init: { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ entities: rows(1000 * batch++) }) },
      }),
      30,
      3,
    )
    results.endpoints['10 PUT /api/product/list/{id} (1,000 updated rows)'] = await time(
      base,
      () => ({
        path: `/api/product/list/${listId}`,
        init: { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ entities: rows(0) }) },
      }),
      30,
      3,
    )
    await app.close()

    // the price of a snapshot build: every request recomputes the segment's member order
    const cold = await createApp(
      { store, tokenSecret: 'bench-secret-bench-secret-bench-secret', dataService: { segmentSnapshotMs: 0, rateLimit: { max: 1_000_000_000 } } },
      { logger: false },
    )
    await cold.listen({ port: 0, host: '127.0.0.1' })
    const coldBase = `http://127.0.0.1:${cold.server.address().port}`
    results.endpoints[`5 last page, snapshot rebuilt per request (${counts.developers} developers)`] = await time(
      coldBase,
      () => get(`/segment/${segments.developers}/developers?page=${pages(counts.developers)}`),
      20,
      2,
    )
    results.endpoints[`2 last page, snapshot rebuilt per request (${counts.accounts} accounts)`] = await time(
      coldBase,
      () => get(`/segment/${segments.accounts}/accounts?page=${pages(counts.accounts)}`),
      20,
      2,
    )
    await cold.close()

    // the same reads while the collector writes (target: p99 under 20 ms)
    const dist = new URL('../packages/server/dist/', import.meta.url).pathname
    results.duringIngest = await readsDuringIngest({ dist, store, databaseUrl: url, seeded, developers: counts.developers })
    console.table(
      Object.entries(results.duringIngest.reads).map(([read, stats]) => ({
        store: dialect,
        read,
        ...stats,
        ingest_events_per_s: results.duringIngest.ingest_events_per_s,
      })),
    )
    if (results.duringIngest.failures > 0) throw new Error(`${results.duringIngest.failures} reads during ingest failed`)
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
writeFileSync(new URL('./results/dataService.json', import.meta.url), `${JSON.stringify(all, null, 2)}\n`)
const table = []
for (const [dialect, result] of Object.entries(all.stores)) {
  for (const [endpoint, stats] of Object.entries(result.endpoints)) table.push({ store: dialect, endpoint, ...stats })
}
console.log('\nall stores (ms):')
console.table(table)
for (const [dialect, result] of Object.entries(all.stores)) console.log(`${dialect}: seeded in ${(result.seed.ms / 1000).toFixed(1)} s`)
const failed = table.filter((row) => row.failures > 0)
if (failed.length) {
  console.error(
    'requests with an unexpected status:',
    failed.map((row) => `${row.store} ${row.endpoint}`),
  )
  process.exit(1)
}
