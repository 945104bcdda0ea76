/**
 * Identity verification benchmark: the cost of signature checks on ingest. One Devtrail server
 * (SQLite, its own process on 127.0.0.1) with two product assets: one without an identify secret
 * (unsigned identifies, as before), one with a secret under the `signed` policy (every identify
 * signed, checked by the collector). Requests carry one IDENTIFY and 9 page visits of returning
 * visitors; the two cases alternate in rounds (ABBA) within ONE run, and the figure is their ratio.
 * Also times one signature check in this process. Writes bench/results/identify.json.
 *
 *   node bench/identify.mjs [--duration 4] [--rounds 2] [--connections 20]
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startProcess } from './collector/processes.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '4' }, rounds: { type: 'string', default: '2' }, connections: { type: 'string', default: '20' } },
})
const duration = Number(args.duration)
const rounds = Number(args.rounds)
const connections = Number(args.connections)
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const VISITORS = 200
const PAGE_VISITS = 9

const load = (path) => import(pathToFileURL(join(dist, path)).href)
const { openStore } = await load('store/store.js')
const { createWorkspace } = await load('admin/workspaces.js')
const { createAsset } = await load('admin/assets.js')
const { rotateIdentifySecret } = await load('admin/identifySecrets.js')
const { SecretBox } = await load('secrets/secretBox.js')
const { signIdentity } = await load('app.js')
const { identitySignedWith } = await load('identity/identitySignature.js')

/** One visitor per person: the identity it signs in with and, for the signed asset, its signature. */
function visitorsOf(secret, label = 'bench') {
  return Array.from({ length: VISITORS }, (_, index) => {
    const identity = {
      username: `dev${index}@${label}${index % 20}.example`,
      type: 'email',
      firstname: 'Bench',
      lastname: `Dev ${index}`,
      company: `${label}${index % 20}.example`,
    }
    return { anonymousId: randomUUID(), identity, signature: secret ? signIdentity(secret, identity) : undefined }
  })
}

function bodyOf(clientId, visitor) {
  const time = Date.now()
  const events = Array.from({ length: PAGE_VISITS }, (_, index) => ({
    type: 'PAGE_VISIT',
    id: randomUUID(),
    time,
    url: `https://app.example.dev/p/${index}`,
    title: 'App',
  }))
  const identify = { type: 'IDENTIFY', id: randomUUID(), time, url: 'https://app.example.dev/', identity: visitor.identity }
  events.push(visitor.signature ? { ...identify, signature: visitor.signature } : identify)
  return JSON.stringify({ client_id: clientId, anonymous_id: visitor.anonymousId, events })
}

async function runCase(url, clientId, visitors) {
  let sent = 0
  let accepted = 0
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/events',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
        setupRequest: (request) => ({ ...request, body: bodyOf(clientId, visitors[sent++ % visitors.length]) }),
        onResponse: (status, body) => {
          if (status === 200) accepted += JSON.parse(body).accepted
        },
      },
    ],
  })
  return { events_per_s: Math.round(accepted / duration), p99_ms: result.latency.p99, non_2xx: result.non2xx }
}

/** Microseconds per `identitySignedWith` call with two valid secrets (a rotation's overlap, the worst case). */
function checkMicroseconds() {
  const identity = visitorsOf('x')[0].identity
  const signature = signIdentity('second', identity)
  const calls = 20_000
  const start = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) identitySignedWith(['first', 'second'], identity, signature)
  return Number(process.hrtime.bigint() - start) / 1000 / calls
}

const dir = mkdtempSync(join(tmpdir(), 'devtrail-bench-identify-'))
const key = randomBytes(32).toString('hex')
let server
try {
  const databaseUrl = `sqlite:${join(dir, 'devtrail.db')}`
  const setup = await openStore(databaseUrl)
  // each case its own workspace and people: a signed identify makes its person verified, and an
  // unsigned one naming that person would be refused (a cheaper path), not resolved
  const plain = await createAsset(setup, { workspaceId: (await createWorkspace(setup, 'bench unsigned')).id, kind: 'product', origins: ['*'] })
  const signed = await createAsset(setup, { workspaceId: (await createWorkspace(setup, 'bench signed')).id, kind: 'product', origins: ['*'] })
  const { secret } = await rotateIdentifySecret(setup, new SecretBox(Buffer.from(key, 'hex')), signed.id)
  await setup.close()
  server = await startProcess([join(dist, 'cli.js'), 'start'], {
    DATABASE_URL: databaseUrl,
    DEVTRAIL_SECRET_KEY: key,
    TOKEN_SECRET: 'bench-token-secret-0123456789',
    RATE_LIMIT_COLLECTOR_IP: '0',
    RATE_LIMIT_COLLECTOR_CLIENT: '0',
  })
  const cases = {
    unsigned: { clientId: plain.client_id, visitors: visitorsOf(null, 'unsigned') },
    signed: { clientId: signed.client_id, visitors: visitorsOf(secret, 'signed') },
  }
  // first contact creates the people: measured rounds see returning, identified visitors in both cases
  for (const { clientId, visitors } of Object.values(cases)) {
    for (const visitor of visitors)
      await fetch(`${server.url}/v1/events`, { method: 'POST', headers: { 'user-agent': userAgent }, body: bodyOf(clientId, visitor) })
  }
  const runs = []
  for (let round = 0; round < rounds; round++) {
    // ABBA order: a drift of the machine or of the database's size over the run hits both cases alike
    const order = round % 2 === 0 ? ['unsigned', 'signed'] : ['signed', 'unsigned']
    for (const name of order) {
      const { clientId, visitors } = cases[name]
      const result = await runCase(server.url, clientId, visitors)
      runs.push({ case: name, round: round + 1, ...result })
      console.log(`${name} round ${round + 1}: ${result.events_per_s} events/s, p99 ${result.p99_ms} ms, non-2xx ${result.non_2xx}`)
    }
  }
  const mean = (name) => Math.round(runs.filter((run) => run.case === name).reduce((sum, run) => sum + run.events_per_s, 0) / rounds)
  const summary = {
    unsigned_events_per_s: mean('unsigned'),
    signed_events_per_s: mean('signed'),
    signed_to_unsigned: Number((mean('signed') / mean('unsigned')).toFixed(3)),
    signature_check_us: Number(checkMicroseconds().toFixed(2)),
  }
  console.table([summary])
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  const output = { bench: 'identify', date: new Date().toISOString(), node: process.version, duration_s: duration, rounds, connections, summary, runs }
  writeFileSync(join(root, 'bench/results/identify.json'), `${JSON.stringify(output, null, 2)}\n`)
} finally {
  await server?.stop()
  rmSync(dir, { recursive: true, force: true })
}
