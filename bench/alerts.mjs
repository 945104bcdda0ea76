/**
 * Alerts benchmark, in ONE run against one Devtrail server (SQLite, its own process on 127.0.0.1):
 *  1. Ingest cost of rules: the collector's accepted events/s for a workspace with 20 enabled
 *     alert rules (every trigger, several matching the traffic) against a workspace with none,
 *     alternating in rounds (ABBA) after one warm-up round of each (the first alerts of every rule
 *     and account, a one-time burst, happen there). The figure is their ratio (target >= 0.95).
 *  2. Delivery latency: from posting an event to its signed webhook arriving at a receiver in
 *     this process (verified with standardwebhooks), p50 and p99 over single events sent apart.
 * Writes bench/results/alerts.json.
 *
 *   node bench/alerts.mjs [--duration 4] [--rounds 4] [--connections 20] [--latency-events 200]
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { Webhook } from 'standardwebhooks'
import { startProcess } from './collector/processes.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '20' },
    'latency-events': { type: 'string', default: '200' },
  },
})
const duration = Number(args.duration)
const rounds = Number(args.rounds)
const connections = Number(args.connections)
const latencyEvents = Number(args['latency-events'])
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const VISITORS = 200

const load = (path) => import(pathToFileURL(join(dist, path)).href)
const { openStore } = await load('store/store.js')
const { createWorkspace } = await load('admin/workspaces.js')
const { createAsset } = await load('admin/assets.js')
const { SecretBox } = await load('secrets/secretBox.js')
const { createAlertDestination } = await load('alerts/alertDestinations.js')
const { createAlertRule } = await load('alerts/alertRules.js')

/** A receiver on 127.0.0.1 that verifies every webhook and notes when each page's alert arrived. */
async function startReceiver() {
  const arrivals = new Map()
  let secret = null
  let verified = 0
  let refused = 0
  const server = createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const at = performance.now()
      try {
        const event = new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), request.headers)
        verified += 1
        const page = event.data.activity?.page
        if (page && !arrivals.has(page)) arrivals.set(page, at)
      } catch {
        refused += 1
      }
      response.writeHead(204).end()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    counts: () => ({ verified, refused }),
    setSecret: (value) => {
      secret = value
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** 20 rules over every trigger; the page and copy patterns match part of the bench traffic. */
function twentyRules(destinationId) {
  const rules = [
    ...Array.from({ length: 8 }, (_, index) => ({ trigger: 'page_visit', pattern: `/guide/${index}` })),
    { trigger: 'page_visit', pattern: '/pricing*' },
    { trigger: 'page_visit', pattern: '/enterprise' },
    { trigger: 'command_copy', pattern: 'npm install *' },
    { trigger: 'command_copy', pattern: 'pip install *' },
    { trigger: 'command_copy', pattern: 'docker run *' },
    { trigger: 'level_medium' },
    { trigger: 'level_high' },
    { trigger: 'new_developer' },
    { trigger: 'first_seen' },
    { trigger: 'first_product_login' },
    { trigger: 'github_star' },
    { trigger: 'github_fork', filters: { countries: ['DE'] } },
  ]
  return rules.map((rule, index) => ({ ...rule, name: `rule ${index}`, destinationIds: [destinationId] }))
}

function eventsOf(identity) {
  const now = Date.now()
  return [
    { type: 'IDENTIFY', id: randomUUID(), time: now, url: 'https://docs.example.dev/', identity },
    ...Array.from({ length: 8 }, (_, index) => ({
      type: 'PAGE_VISIT',
      id: randomUUID(),
      time: now,
      url: `https://docs.example.dev/guide/${index}`,
      title: 'Guide',
    })),
    {
      type: 'COPY',
      id: randomUUID(),
      time: now,
      url: 'https://docs.example.dev/install',
      text: 'npm install @example/sdk',
      language: 'bash',
      method: 'button',
    },
  ]
}

/** Returning visitors of `clientId`, each signed in as a developer of one of 20 companies of `label`. */
async function visitorsOf(url, clientId, label) {
  return Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      const anonymousId = randomUUID()
      const identity = { username: `dev${index}@${label}${index % 20}.example`, type: 'email' }
      const answer = await fetch(`${url}/v1/events`, {
        method: 'POST',
        headers: { 'user-agent': userAgent, 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ client_id: clientId, anonymous_id: anonymousId, events: eventsOf(identity).slice(0, 2) }),
      })
      const { token } = await answer.json()
      return { anonymousId, token, identity }
    }),
  )
}

async function measure(url, clientId, visitors) {
  let accepted = 0
  let sent = 0
  await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
        setupRequest: (request) => {
          const visitor = visitors[sent++ % visitors.length]
          return {
            ...request,
            body: JSON.stringify({ client_id: clientId, anonymous_id: visitor.anonymousId, token: visitor.token, events: eventsOf(visitor.identity) }),
          }
        },
        onResponse: (status, body) => {
          if (status === 200) accepted += JSON.parse(body).accepted
        },
      },
    ],
  })
  return accepted / duration
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const folder = mkdtempSync(join(tmpdir(), 'devtrail-alerts-bench-'))
const databaseUrl = `sqlite:${join(folder, 'devtrail.db')}`
const key = randomBytes(32)
const receiver = await startReceiver()
const store = await openStore(databaseUrl)
const box = new SecretBox(key)
const withRules = (await createWorkspace(store, 'Twenty rules')).id
const withoutRules = (await createWorkspace(store, 'No rules')).id
const ruledClient = (await createAsset(store, { workspaceId: withRules, kind: 'docs', origins: ['*'] })).client_id
const bareClient = (await createAsset(store, { workspaceId: withoutRules, kind: 'docs', origins: ['*'] })).client_id
const destination = await createAlertDestination(store, box, { allowPrivate: true }, withRules, { name: 'bench', kind: 'webhook', url: receiver.url })
receiver.setSecret(destination.secret)
for (const rule of twentyRules(destination.destination.id)) await createAlertRule(store, withRules, rule)
await store.close()

const server = await startProcess([join(dist, 'server.js')], {
  DATABASE_URL: databaseUrl,
  TOKEN_SECRET: 'bench-token-secret-0123456789',
  DEVTRAIL_SECRET_KEY: key.toString('hex'),
  DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1',
  RATE_LIMIT_COLLECTOR_IP: '0',
  RATE_LIMIT_COLLECTOR_CLIENT: '0',
  IP_NETWORK_DATA: 'off',
  LOG_LEVEL: 'warn',
})
try {
  const ruled = await visitorsOf(server.url, ruledClient, 'ruled')
  const bare = await visitorsOf(server.url, bareClient, 'bare')
  // warm-up, not measured: the first alerts of every rule and account (a one-time burst of deliveries), caches, the database's growth
  await measure(server.url, bareClient, bare)
  await measure(server.url, ruledClient, ruled)
  const samples = { with_20_rules: [], without_rules: [] }
  for (let round = 0; round < rounds; round += 1) {
    // ABBA: neither case always runs first (warm caches, a growing database)
    const order = round % 2 === 0 ? ['without_rules', 'with_20_rules'] : ['with_20_rules', 'without_rules']
    for (const name of order)
      samples[name].push(await measure(server.url, name === 'with_20_rules' ? ruledClient : bareClient, name === 'with_20_rules' ? ruled : bare))
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  const eventsWith = mean(samples.with_20_rules)
  const eventsWithout = mean(samples.without_rules)

  // latency: one event at a time, each a page the rule `page_visit /latency/` alerts on (no quiet window)
  const store2 = await openStore(databaseUrl, { migrate: false })
  await createAlertRule(store2, withRules, {
    name: 'latency',
    trigger: 'page_visit',
    pattern: '/latency/',
    quietWindowMs: 0,
    destinationIds: [destination.destination.id],
  })
  await store2.close()
  await new Promise((resolve) => setTimeout(resolve, 5500)) // the server's rule cache (5 s)
  const sentAt = new Map()
  for (let index = 0; index < latencyEvents; index += 1) {
    const visitor = ruled[index % ruled.length]
    const page = `https://docs.example.dev/latency/${index}`
    sentAt.set(page, performance.now())
    await fetch(`${server.url}/v1/events`, {
      method: 'POST',
      headers: { 'user-agent': userAgent, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        client_id: ruledClient,
        anonymous_id: visitor.anonymousId,
        token: visitor.token,
        events: [{ type: 'PAGE_VISIT', id: randomUUID(), time: Date.now(), url: page }],
      }),
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && [...sentAt.keys()].some((page) => !receiver.arrivals.has(page))) await new Promise((resolve) => setTimeout(resolve, 50))
  const latencies = [...sentAt]
    .filter(([page]) => receiver.arrivals.has(page))
    .map(([page, at]) => receiver.arrivals.get(page) - at)
    .sort((a, b) => a - b)

  const results = {
    ingest: {
      events_per_s_with_20_rules: Math.round(eventsWith),
      events_per_s_without_rules: Math.round(eventsWithout),
      ratio_with_to_without: Number((eventsWith / eventsWithout).toFixed(3)),
      target: '>= 0.95',
      rounds,
      samples_with: samples.with_20_rules.map(Math.round),
      samples_without: samples.without_rules.map(Math.round),
      duration_s: duration,
      connections,
    },
    delivery_latency_ms: {
      events: latencyEvents,
      delivered: latencies.length,
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
    },
    webhooks: receiver.counts(),
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  writeFileSync(join(root, 'bench/results/alerts.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.log(JSON.stringify(results, null, 2))
} finally {
  await server.stop()
  await receiver.close()
  rmSync(folder, { recursive: true, force: true })
}
