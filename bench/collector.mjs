/**
 * Collector benchmark: boots the built server (packages/server/dist) on SQLite and on PostgreSQL,
 * then runs autocannon against POST /v1/events on 127.0.0.1 (10 events per request, unique ids).
 * PostgreSQL: DATABASE_URL if it is a postgres:// URL, else a throwaway cluster (PG_BIN, default
 * Debian's PostgreSQL 15) with default durability settings (fsync on), like SQLite's synchronous=FULL.
 * Each store runs twice in the same run, with the IP enrichment (country and network owner from the
 * offline IP databases, network-to-account mapping) on and off: requests come through a trusted
 * proxy (TRUST_PROXY=true) from public addresses in `x-forwarded-for`, so the lookups do real work.
 * A micro-bench of lookups/s against a reference (JSON.parse of one request body) runs first.
 * Writes bench/results/collector.json and prints a table.
 *
 *   node bench/collector.mjs [--duration 10] [--connections 50] [--events 10] [--only sqlite|postgres] [--enrichment both|on|off]
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { register } from 'tsx/esm/api'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    events: { type: 'string', default: '10' },
    only: { type: 'string' },
    enrichment: { type: 'string', default: 'both' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const eventsPerRequest = Number(args.events)
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

if (!existsSync(join(dist, 'server.js'))) {
  console.error('packages/server/dist is missing: run `npm run build` (or `npm run bench`, which builds first)')
  process.exit(1)
}
const { openStore } = await import(pathToFileURL(join(dist, 'store/store.js')).href)
const { createWorkspace } = await import(pathToFileURL(join(dist, 'admin/workspaces.js')).href)
const { createAsset } = await import(pathToFileURL(join(dist, 'admin/assets.js')).href)
const { loadIpDatabases, ipFactsOf } = await import(pathToFileURL(join(dist, 'network/ipDatabases.js')).href)

const ipDatabases = loadIpDatabases({}, { info: () => {}, warn: (message) => console.warn(message) })
/** Public addresses the databases know, as visitors arrive from them (a fixed-seed walk over IPv4 and some IPv6). */
const visitorAddresses = (() => {
  const addresses = []
  let seed = 0x2545f491
  const next = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return seed
  }
  while (addresses.length < 2000) {
    const value = next()
    const ip =
      addresses.length % 10 === 9
        ? `2a0${value % 10}:${(value >>> 8) & 0xfff}::${value & 0xff}`
        : [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.')
    if (ipFactsOf(ipDatabases, ip).network) addresses.push(ip)
  }
  return addresses
})()

/** Lookups per second of country + network owner, against JSON.parse of one 10-event request body, in the same process. */
function lookupMicroBench() {
  const body = JSON.stringify({
    client_id: 'dt_bench',
    anonymous_id: randomUUID(),
    events: Array.from({ length: eventsPerRequest }, (_, index) => ({
      type: 'PAGE_VISIT',
      id: randomUUID(),
      time: Date.now(),
      url: `https://docs.example.dev/guide/${index}`,
      title: 'Guide',
    })),
  })
  const rate = (work) => {
    const rounds = 200_000
    for (let index = 0; index < 20_000; index += 1) work(index)
    const start = performance.now()
    for (let index = 0; index < rounds; index += 1) work(index)
    return Math.round(rounds / ((performance.now() - start) / 1000))
  }
  let sink = 0
  const result = {
    country_lookups_per_s: rate((index) => {
      sink += ipDatabases.country?.countryOf(visitorAddresses[index % visitorAddresses.length]).length ?? 0
    }),
    network_lookups_per_s: rate((index) => {
      sink += ipDatabases.networks?.ownerOf(visitorAddresses[index % visitorAddresses.length])?.asn ?? 0
    }),
    both_lookups_per_s: rate((index) => {
      sink += ipFactsOf(ipDatabases, visitorAddresses[index % visitorAddresses.length]).country.length
    }),
    reference_json_parse_per_s: rate(() => {
      sink += JSON.parse(body).events.length
    }),
  }
  // the sink keeps the measured work from being optimised away
  if (sink === -1) console.log(sink)
  return result
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** A throwaway PostgreSQL cluster (the test suite's), durable like production: fsync and synchronous commit on. */
async function startPostgres() {
  register()
  const { startPgCluster } = await import('../packages/server/test/pgCluster.ts')
  return startPgCluster({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' })
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy')
}

async function runOne(store, databaseUrl, enrichment) {
  const setup = await openStore(databaseUrl)
  const workspace = await createWorkspace(setup, `bench ${store}`)
  const asset = await createAsset(setup, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), join(dist, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET: 'bench-token-secret-0123456789',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_COLLECTOR_IP: '0',
      RATE_LIMIT_COLLECTOR_CLIENT: '0',
      // the client address comes from x-forwarded-for, as behind a load balancer
      TRUST_PROXY: 'true',
      ...(enrichment ? {} : { IP_COUNTRY_DATABASE: 'off', IP_NETWORK_DATA: 'off' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForHealth(url, child)
    // each request a returning visitor: client id, anonymous id and the token of its first answer
    const anonymousId = randomUUID()
    const first = await fetch(`${url}/v1/events`, {
      method: 'POST',
      headers: { 'user-agent': userAgent },
      body: JSON.stringify({
        client_id: asset.client_id,
        anonymous_id: anonymousId,
        events: [{ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: 'https://docs.example.dev/' }],
      }),
    })
    const { token } = await first.json()
    const body = () =>
      JSON.stringify({
        client_id: asset.client_id,
        anonymous_id: anonymousId,
        token,
        events: Array.from({ length: eventsPerRequest }, (_, index) => ({
          type: index % 3 === 2 ? 'COPY' : 'PAGE_VISIT',
          id: randomUUID(),
          time: Date.now(),
          url: `https://docs.example.dev/guide/${index}`,
          ...(index % 3 === 2 ? { text: 'npm install @example/sdk', language: 'bash', method: 'button' } : { title: 'Guide' }),
        })),
      })
    let acceptedEvents = 0
    let sent = 0
    const result = await autocannon({
      url,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/v1/events',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
          setupRequest: (request) => {
            sent += 1
            return { ...request, headers: { ...request.headers, 'x-forwarded-for': visitorAddresses[sent % visitorAddresses.length] }, body: body() }
          },
          onResponse: (status, responseBody) => {
            if (status === 200) acceptedEvents += JSON.parse(responseBody).accepted
          },
        },
      ],
    })
    const stored = await setup.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('asset_id', '=', asset.id)
      .executeTakeFirstOrThrow()
    return {
      store,
      enrichment: enrichment ? 'on' : 'off',
      duration_s: duration,
      connections,
      events_per_request: eventsPerRequest,
      requests_per_s: Math.round(result.requests.average),
      events_per_s: Math.round(acceptedEvents / duration),
      latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      status_2xx: result['2xx'],
      non_2xx: result.non2xx,
      errors: result.errors,
      accepted_events: acceptedEvents,
      stored_events: Number(stored.n),
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    await setup.close()
  }
}

const modes = args.enrichment === 'on' ? [true] : args.enrichment === 'off' ? [false] : [false, true]
const lookups = lookupMicroBench()
console.table([lookups])
const results = []
if (args.only !== 'postgres') {
  for (const enrichment of modes) {
    const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-sqlite-'))
    try {
      results.push(await runOne('sqlite', `sqlite:${join(dir, 'devtrail.db')}`, enrichment))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
if (args.only !== 'sqlite') {
  const given = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null
  const cluster = given ? null : await startPostgres()
  try {
    for (const enrichment of modes) results.push(await runOne('postgres', given ?? cluster.url, enrichment))
  } finally {
    cluster?.stop()
  }
}

mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/collector.json'),
  `${JSON.stringify({ bench: 'collector', date: new Date().toISOString(), node: process.version, lookups, results }, null, 2)}\n`,
)
console.table(
  results.map((r) => ({
    store: r.store,
    enrichment: r.enrichment,
    'events/s': r.events_per_s,
    'req/s': r.requests_per_s,
    'p50 ms': r.latency_ms.p50,
    'p99 ms': r.latency_ms.p99,
    non2xx: r.non_2xx,
    errors: r.errors,
    // requests still in flight when autocannon stops are stored but not counted as answered
    'stored >= answered': r.stored_events >= r.accepted_events,
  })),
)
