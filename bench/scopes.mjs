// Scope checks on the data service: p50/p99 of a typical read (GET /segments) authenticated with
// an API key, whose principal and scope are checked on every request, against references
// measured in the same run on the same server: GET /healthz (no data-service hooks), the public
// GET /openapi.json (no authentication, no scope), the same read through a dashboard session
// cookie (its key's scope read from the store per request), and a refusal (a read key on an
// admin route, 403). Also the cost of one requireScope call, as a share of the read's p50.
// Real HTTP on 127.0.0.1, sequential keep-alive requests taken in turn across the routes (a GC
// pause or checkpoint lands on every route alike), SQLite in a temporary folder.
// Writes bench/results/scopes.json.
//   node bench/scopes.mjs [--requests=2000]
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const REQUESTS = Number(args.requests ?? 2000)
const WARMUP = 200

const dist = new URL('../packages/server/dist/', import.meta.url)
if (!existsSync(new URL('app.js', dist))) {
  console.error('packages/server/dist is missing: run `npm run build` first')
  process.exit(1)
}
const { createApp } = await import(new URL('app.js', dist).href)
const { openStore } = await import(new URL('store/store.js', dist).href)
const { createWorkspace } = await import(new URL('admin/workspaces.js', dist).href)
const { createApiKey } = await import(new URL('admin/apiKeys.js', dist).href)
const { createSegment } = await import(new URL('segments/segment.js', dist).href)
const { requireScope } = await import(new URL('auth/principal.js', dist).href)

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (value) => Math.round(value * 1000) / 1000

/** Times the routes in turn, `REQUESTS` each after a warm-up; answers each route's p50, p99 and failures. */
async function timeInTurn(base, routes) {
  const durations = routes.map(() => [])
  const failures = routes.map(() => 0)
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    for (const [position, { path, headers, expected }] of routes.entries()) {
      const started = performance.now()
      const answer = await fetch(base + path, { headers })
      await answer.arrayBuffer()
      const elapsed = performance.now() - started
      if (answer.status !== expected) failures[position]++
      if (index >= WARMUP) durations[position].push(elapsed)
    }
  }
  return routes.map((route, position) => {
    const sorted = durations[position].sort((a, b) => a - b)
    return [route.name, { n: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), failures: failures[position] }]
  })
}

const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-scopes-'))
const store = await openStore(`sqlite:${join(dir, 'bench.db')}`)
const results = { requests: REQUESTS, routes: {}, ratios: {} }
try {
  const workspace = await createWorkspace(store, 'Scopes bench')
  const admin = await createApiKey(store, workspace.id, 'admin', 'admin')
  const reader = await createApiKey(store, workspace.id, 'reader', 'read')
  for (let index = 0; index < 20; index++) await createSegment(store, { workspaceId: workspace.id, type: 'ACCOUNT', name: `Segment ${index}`, filter: {} })
  const app = await createApp(
    { store, tokenSecret: 'bench-secret-bench-secret-bench-secret', dataService: { rateLimit: { max: 1_000_000_000 } } },
    { logger: false },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${app.server.address().port}`
  const signIn = await fetch(`${base}/dashboard/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: admin.key }),
  })
  const cookie = signIn.headers.get('set-cookie').split(';')[0]

  const timed = await timeInTurn(base, [
    { name: 'GET /healthz (no data-service hooks)', path: '/healthz', headers: {}, expected: 200 },
    { name: 'GET /openapi.json (public: no key, no scope)', path: '/openapi.json', headers: {}, expected: 200 },
    { name: 'GET /segments, API key (principal + read scope)', path: '/segments', headers: { 'x-api-key': admin.key }, expected: 200 },
    { name: 'GET /segments, session cookie (principal + read scope)', path: '/segments', headers: { cookie }, expected: 200 },
    { name: 'GET /keys, read key (refused: 403)', path: '/keys', headers: { 'x-api-key': reader.key }, expected: 403 },
  ])
  results.routes = Object.fromEntries(timed)
  await app.close()

  // one scope check on its own, in a tight loop
  const principal = { workspaceId: workspace.id, scope: 'admin', role: null, userId: null, apiKeyId: admin.id }
  const calls = 2_000_000
  const started = performance.now()
  for (let index = 0; index < calls; index++) requireScope(principal, index % 2 ? 'read' : 'admin')
  const checkNs = ((performance.now() - started) * 1e6) / calls
  results.requireScopeNs = round(checkNs)

  const read = results.routes['GET /segments, API key (principal + read scope)']
  const ratio = (a, b) => round(a / b)
  results.ratios = {
    'keyed read p50 / healthz p50': ratio(read.p50, results.routes['GET /healthz (no data-service hooks)'].p50),
    'keyed read p99 / healthz p99': ratio(read.p99, results.routes['GET /healthz (no data-service hooks)'].p99),
    'keyed read p99 / public openapi p99': ratio(read.p99, results.routes['GET /openapi.json (public: no key, no scope)'].p99),
    'session read p99 / keyed read p99': ratio(results.routes['GET /segments, session cookie (principal + read scope)'].p99, read.p99),
    'refusal p99 / keyed read p99': ratio(results.routes['GET /keys, read key (refused: 403)'].p99, read.p99),
    'one requireScope / keyed read p50': Number((checkNs / 1e6 / read.p50).toPrecision(2)),
  }
} finally {
  await store.close()
  rmSync(dir, { recursive: true, force: true })
}

mkdirSync(new URL('results/', import.meta.url), { recursive: true })
writeFileSync(new URL('results/scopes.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
console.log(`scopes: ${REQUESTS} sequential requests per route (ms)`)
for (const [name, row] of Object.entries(results.routes))
  console.log(`  ${name.padEnd(58)} p50 ${String(row.p50).padStart(7)}  p99 ${String(row.p99).padStart(7)}  failures ${row.failures}`)
console.log(`  one requireScope call: ${results.requireScopeNs} ns`)
for (const [name, value] of Object.entries(results.ratios)) console.log(`  ${name.padEnd(40)} ${value}`)
