/**
 * CRM sync benchmark: an initial sync of 50,000 contacts (an audience) and 5,000 companies (an
 * ACCOUNT segment) from a real server process (the built `dist/server.js`, SQLite in a temp folder)
 * to the HubSpot test server holding the private app's limits (190 requests per 10 s rolling, 5
 * searches per second). Measured in the same run:
 * - sync time against the rate-limit ceiling: the time the requests made take at the limit's rate
 *   (`limit` per window) divided by the time the sync took, i.e. the request rate reached as a
 *   share of the ceiling (1.0 = at the ceiling; at least 0.9 is the target);
 * - 429 answers, and the longest run of them in a row (0 or 1 is the target: never twice in a row);
 * - collector events/s while the same initial sync runs again (what was sent forgotten) against
 *   events/s idle, same server, same load (8 senders at full speed: the collector saturated).
 *
 *   node bench/crm.mjs [--contacts 50000] [--companies 5000] [--limit 190] [--window-ms 10000] [--idle-s 8] [--senders 8]
 *
 * `--window-ms` shortens HubSpot's 10 s window (with the same limit) so a bench runs faster.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const { values: args } = parseArgs({
  options: {
    contacts: { type: 'string', default: '50000' },
    companies: { type: 'string', default: '5000' },
    limit: { type: 'string', default: '190' },
    'window-ms': { type: 'string', default: '10000' },
    'idle-s': { type: 'string', default: '8' },
    senders: { type: 'string', default: '8' },
  },
})
const CONTACTS = Number(args.contacts)
const COMPANIES = Number(args.companies)
const LIMIT = Number(args.limit)
const WINDOW_MS = Number(args['window-ms'])
const IDLE_MS = Number(args['idle-s']) * 1000
const SENDERS = Number(args.senders)
if (!existsSync(join(dist, 'server.js'))) {
  console.error('packages/server/dist is missing: run `npm run build` first')
  process.exit(1)
}
register()
const load = (path) => import(pathToFileURL(join(dist, path)).href)
const { openStore } = await load('store/store.js')
const { createWorkspace } = await load('admin/workspaces.js')
const { createAsset } = await load('admin/assets.js')
const { createSegment } = await load('segments/segment.js')
const { createAudience } = await load('audiences/audience.js')
const { saveConnection } = await load('crm/crmConnections.js')
const { requestSyncNow } = await load('crm/crmSyncJobs.js')
const { latestRuns } = await load('crm/crmRuns.js')
const { defaultSettings } = await load('crm/crmSettings.js')
const { SecretBox } = await load('secrets/secretBox.js')
const { runCollectorLoad } = await import('../packages/server/test/collectorLoad.ts')
const { startServerProcess } = await import('../packages/server/test/serverProcess.ts')

const folder = mkdtempSync(join(tmpdir(), 'devtrail-crm-bench-'))
const databaseUrl = `sqlite:${join(folder, 'devtrail.db')}`
const key = randomBytes(32)
// HubSpot's test server runs on a thread of its own: the collector load of this process must not slow its answers
const fakeUrl = new URL('../packages/server/test/fakes/hubspot.ts', import.meta.url).href
const worker = new Worker(
  `import { register } from 'tsx/esm/api'
  import { parentPort, workerData } from 'node:worker_threads'
  register()
  const { startHubspotFake } = await import(workerData.fakeUrl)
  const fake = await startHubspotFake({ burstLimit: workerData.limit, burstWindowMs: workerData.windowMs })
  parentPort.on('message', async (message) => {
    if (message === 'reset') fake.resetCounts()
    if (message === 'close') await fake.close()
    const { state } = fake
    parentPort.postMessage({ url: fake.url, token: fake.token, requests: state.requests, answered429: state.answered429, longest429Run: state.longest429Run, violations: state.violations.length, contacts: state.objects.contacts.size, companies: state.objects.companies.size })
  })
  parentPort.postMessage({ url: fake.url, token: fake.token })`,
  { eval: true, workerData: { fakeUrl, limit: LIMIT, windowMs: WINDOW_MS } },
)
const ask = (message) =>
  new Promise((resolve) => {
    worker.once('message', resolve)
    if (message) worker.postMessage(message)
  })
const fake = await ask()
const round = (value, digits = 2) => Number(value.toFixed(digits))

console.error(`seeding ${COMPANIES} accounts and ${CONTACTS} contacts...`)
const store = await openStore(databaseUrl)
const workspace = await createWorkspace(store, 'CRM bench')
const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'website', origins: ['*'] })
const now = Date.now()
const accounts = Array.from({ length: COMPANIES }, (_, index) => ({
  id: `account-${index}`,
  workspace_id: workspace.id,
  name: `Company ${index}`,
  domain: `company${index}.example`,
  tags: 'crm',
  latest_activity: now - index * 1000,
  first_activity: now - 86_400_000,
  created_at: now,
}))
const contacts = Array.from({ length: CONTACTS }, (_, index) => ({
  id: `contact-${index}`,
  workspace_id: workspace.id,
  full_name: `Person Number${index}`,
  email: `person${index}@company${index % COMPANIES}.example`,
  designation: 'Engineer',
  account_id: `account-${index % COMPANIES}`,
  latest_activity: now - index,
  created_at: now,
  updated_at: now,
}))
for (let start = 0; start < accounts.length; start += 500)
  await store.db
    .insertInto('accounts')
    .values(accounts.slice(start, start + 500))
    .execute()
for (let start = 0; start < contacts.length; start += 500)
  await store.db
    .insertInto('contacts')
    .values(contacts.slice(start, start + 500))
    .execute()
const accountSegment = await createSegment(store, { workspaceId: workspace.id, type: 'ACCOUNT', name: 'To HubSpot', filter: { tags: ['crm'] } })
const buyers = await createSegment(store, { workspaceId: workspace.id, type: 'BUYER', name: 'Buyers', filter: {} })
const audience = await createAudience(store, { workspaceId: workspace.id, name: 'Everyone', segmentId: buyers.id, limit: CONTACTS, createdBy: 'bench' })
const connection = await saveConnection(store, new SecretBox(key), {
  workspaceId: workspace.id,
  crm: 'hubspot',
  credentials: { crm: 'hubspot', token: fake.token },
  settings: { ...defaultSettings('hubspot'), apiUrl: fake.url, requestsPerWindow: LIMIT, windowMs: WINDOW_MS },
  selection: { segments: [accountSegment.id], audiences: [audience.id] },
})

const server = await startServerProcess(
  databaseUrl,
  {
    DEVTRAIL_SECRET_KEY: key.toString('hex'),
    DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1',
    JOB_POLL_MS: '20',
    RATE_LIMIT_COLLECTOR_IP: '0',
    RATE_LIMIT_COLLECTOR_CLIENT: '0',
  },
  [join(dist, 'server.js')],
)
const loadFor = (stop) =>
  SENDERS > 0
    ? runCollectorLoad({ url: server.url, clientId: asset.client_id, senders: SENDERS, durationMs: 600_000, pauseMs: 1, stop })
    : Promise.resolve({ answeredIds: [] })

/** Runs the connection now and waits for its run to finish: seconds taken, the run, what HubSpot saw. */
async function timedSync() {
  await ask('reset')
  const started = performance.now()
  const startedAt = Date.now()
  await requestSyncNow(store, connection)
  let run
  while (run?.finishedAt == null || run.startedAt < startedAt) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    run = (await latestRuns(store, connection.id))[0]
  }
  const seconds = (performance.now() - started) / 1000
  return { seconds, run, planSeconds: (run.startedAt - startedAt) / 1000, state: await ask('state') }
}

console.error('initial sync, alone...')
const alone = await timedSync()

console.error(`collector load, idle, ${IDLE_MS / 1000} s...`)
const idleStarted = performance.now()
const idle = await loadFor(() => performance.now() - idleStarted > IDLE_MS)
const idleSeconds = (performance.now() - idleStarted) / 1000

console.error('the same initial sync again (what was sent forgotten), under the same collector load...')
await store.db.deleteFrom('crm_records').execute()
let syncing = true
const during = loadFor(() => !syncing)
const loaded = await timedSync()
syncing = false
const busy = await during

const { run, state: fakeState } = alone
const syncSeconds = alone.seconds
const requests = fakeState.requests
// the ceiling: LIMIT requests per window
const ceilingSeconds = (requests * WINDOW_MS) / LIMIT / 1000
const result = {
  bench: 'crm',
  date: new Date().toISOString(),
  node: process.version,
  load_average: loadavg().map((value) => round(value)),
  contacts: CONTACTS,
  companies: COMPANIES,
  limit: `${LIMIT} per ${WINDOW_MS} ms`,
  run: { records_sent: run.recordsSent, records_failed: run.recordsFailed, pages: run.pagesTotal },
  hubspot_contacts: fakeState.contacts,
  hubspot_companies: fakeState.companies,
  requests,
  answered_429: fakeState.answered429,
  longest_429_run: fakeState.longest429Run,
  violations: fakeState.violations,
  sync_s: round(syncSeconds),
  plan_s: round(alone.planSeconds),
  ceiling_s: round(ceilingSeconds),
  ratio_to_ceiling: round(ceilingSeconds / syncSeconds),
  collector_idle_events_per_s: round(idle.answeredIds.length / idleSeconds, 0),
  collector_during_sync_events_per_s: round(busy.answeredIds.length / loaded.seconds, 0),
  sync_under_collector_load_s: round(loaded.seconds),
  ratio_to_ceiling_under_collector_load: round((loaded.state.requests * WINDOW_MS) / LIMIT / 1000 / loaded.seconds),
  longest_429_run_under_collector_load: loaded.state.longest429Run,
}
result.collector_ratio_sync_to_idle = round(result.collector_during_sync_events_per_s / result.collector_idle_events_per_s)
server.child.kill('SIGTERM')
await server.exited
await store.close()
await ask('close')
await worker.terminate()
rmSync(folder, { recursive: true, force: true })
mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(join(root, 'bench/results/crm.json'), `${JSON.stringify(result, null, 2)}\n`)
console.table(result)
const ok =
  result.ratio_to_ceiling >= 0.9 &&
  result.longest_429_run <= 1 &&
  result.violations === 0 &&
  result.hubspot_contacts === CONTACTS &&
  result.hubspot_companies === COMPANIES
if (!ok) process.exitCode = 1
