/**
 * Tracker benchmark: Devtrail's hosted script against Plausible's npm tracker
 * (@plausible-analytics/tracker) in headless Chromium, in the same harness. Devtrail's script and
 * collector are a real in-process server on SQLite; Plausible's script and a stub of its event API
 * (202 "ok") share another origin; the pages live on a third. Each load is a first visit (a fresh
 * browser context), and loads of the same page without a tracker are interleaved as the baseline.
 * Per tracker: its script (Devtrail's tracker.js alone, and with the complete tracker it loads after the
 * page view), requests and bytes per page view, time to the page-view request, main-thread time
 * until it is sent, and an SPA navigation (pushState + title) to its page-view request.
 * Writes bench/results/tracker.json and prints a table. Traffic stays on 127.0.0.1.
 *
 *   node bench/tracker.mjs [--loads 30] [--plausible iife|module]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { quantile } from './tracker/quantile.mjs'
import { scriptMsBeforeRequest, startScriptTrace } from './tracker/scriptTrace.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dist = join(root, 'packages/server/dist')
const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update']
// headless Chromium's own user agent says HeadlessChrome, which the collector drops as a bot
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const PLAUSIBLE_DIR = join(root, 'node_modules/@plausible-analytics/tracker')
/** No new analytics request for this long (all answered) and a phase is over. */
const QUIET_MS = 150
const PHASE_TIMEOUT_MS = 5000

const { values: args } = parseArgs({
  options: {
    loads: { type: 'string', default: '30' },
    plausible: { type: 'string', default: 'iife' },
  },
})
const loads = Number(args.loads)
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads must be a positive integer')
if (!['iife', 'module'].includes(args.plausible)) throw new Error('--plausible must be iife or module')

for (const file of [join(dist, 'app.js'), join(root, 'packages/core/dist/tracker.js')]) {
  if (!existsSync(file)) {
    console.error(`${relative(root, file)} is missing: run \`npm run build\` first (or \`npm run bench\`, which builds)`)
    process.exit(1)
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: this benchmark needs Debian's chromium package`)
  process.exit(1)
}
const { createApp } = await import(pathToFileURL(join(dist, 'app.js')).href)
const { openStore } = await import(pathToFileURL(join(dist, 'store/store.js')).href)
const { createWorkspace } = await import(pathToFileURL(join(dist, 'admin/workspaces.js')).href)
const { createAsset } = await import(pathToFileURL(join(dist, 'admin/assets.js')).href)
const { preferredEncoding } = await import(pathToFileURL(join(dist, 'http/acceptEncoding.js')).href)

const notes = []

/** Plausible's tracker as served: its ESM bundled into a classic script (like Devtrail's), or the ESM as published. */
async function plausibleScript(wanted) {
  const file = join(PLAUSIBLE_DIR, 'plausible.js')
  const version = JSON.parse(readFileSync(join(PLAUSIBLE_DIR, 'package.json'), 'utf8')).version
  const published = readFileSync(file)
  if (wanted === 'iife') {
    try {
      const esbuild = await import('esbuild')
      const built = await esbuild.build({
        entryPoints: [file],
        bundle: true,
        format: 'iife',
        globalName: 'PlausibleTracker',
        minify: true,
        write: false,
        logLevel: 'silent',
      })
      notes.push(
        `both trackers load as a classic external script: Plausible ${version}'s ESM (${published.length} B) bundled by esbuild ${esbuild.version} into an IIFE (global PlausibleTracker), init inline`,
      )
      return { mode: 'iife', version, body: Buffer.from(built.outputFiles[0].contents), publishedBytes: published.length }
    } catch (error) {
      notes.push(`esbuild unavailable (${error.message.split('\n')[0]}): Plausible loads as a module script, Devtrail as a classic one`)
    }
  } else {
    notes.push('Plausible loads as a module script (import + init inline, as its README shows), Devtrail as a classic one')
  }
  return { mode: 'module', version, body: published, publishedBytes: published.length }
}

/** The bytes of a script in each encoding, compressed as Devtrail's build does (brotli 11, gzip 9). */
function encodingsOf(body) {
  return {
    identity: body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  }
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`))
  })
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** Bytes of an HTTP/1.1 request or status line plus headers as a `{name: value}` map, ending blank line included. */
function headerBytes(firstLine, headers) {
  return Buffer.byteLength(
    `${firstLine}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  )
}

/**
 * Logs each request `matches` picks on `server` with its bytes on the wire, read off its socket:
 * request and response, headers included (the browser keeps a connection to one request at a time).
 */
function recordAnalytics(server, matches, log) {
  const counted = new WeakMap()
  server.on('request', (request, response) => {
    const entry = matches(request) ? { name: null, requestBody: Number(request.headers['content-length'] ?? 0) } : null
    if (entry) {
      request.analytics = entry
      log.push(entry)
    }
    response.on('finish', () => {
      const { socket } = request
      const before = counted.get(socket) ?? { read: 0, written: 0 }
      counted.set(socket, { read: socket.bytesRead, written: socket.bytesWritten })
      if (!entry) return
      entry.sent = socket.bytesRead - before.read
      entry.answered = socket.bytesWritten - before.written
      entry.responseBody = Number(response.getHeader('content-length') ?? 0)
    })
  })
}

const round = (value, digits = 2) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---- servers ----------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'devtrail-bench-tracker-'))
const store = await openStore(`sqlite:${join(dataDir, 'bench.db')}`)
const workspace = await createWorkspace(store, 'bench tracker')
const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
const app = await createApp({
  store,
  tokenSecret: 'bench-token-secret-0123456789',
  activitySweepMs: 0,
  rateLimits: { collectorPerIp: 0, collectorPerClient: 0 },
})
const collector = await app.listen({ port: 0, host: '127.0.0.1' })
/** Every request each analytics endpoint answered, in order: requests sent as the page goes away arrive here though CDP never reports them. */
const received = { devtrail: [], plausible: [] }
recordAnalytics(app.server, (request) => request.method === 'POST' && request.url === '/v1/events', received.devtrail)
const activityCount = async () =>
  Number(
    (
      await store.db
        .selectFrom('activities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('asset_id', '=', asset.id)
        .executeTakeFirstOrThrow()
    ).n,
  )

const plausible = await plausibleScript(args.plausible)
const plausibleEncodings = encodingsOf(plausible.body)
const plausibleServer = createServer(async (request, response) => {
  const path = (request.url ?? '/').split('?')[0]
  if (request.method === 'GET' && path === '/js/plausible.js') {
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    })
    return response.end(plausibleEncodings[encoding])
  }
  if (request.method === 'POST' && path === '/api/event') {
    const body = await readBody(request)
    try {
      request.analytics.name = JSON.parse(body.toString('utf8')).n
    } catch {}
    // what Plausible's API answers an accepted event
    response.writeHead(202, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 2, 'access-control-allow-origin': '*' })
    return response.end('ok')
  }
  response.writeHead(404, { 'access-control-allow-origin': '*' })
  response.end()
})
recordAnalytics(plausibleServer, (request) => request.method === 'POST' && request.url === '/api/event', received.plausible)
const plausibleOrigin = await listen(plausibleServer)

const trackers = {
  devtrail: {
    endpoint: `${collector}/v1/events`,
    script: `${collector}/tracker.js`,
    head: `<script src="${collector}/tracker.js"></script><script>Devtrail.init({clientID:'${asset.client_id}'})</script>`,
    isPageView: (postData) => /"type":"PAGE_VISIT"/.test(postData ?? ''),
  },
  plausible: {
    endpoint: `${plausibleOrigin}/api/event`,
    script: `${plausibleOrigin}/js/plausible.js`,
    // captureOnLocalhost: the pages are on 127.0.0.1, and it also skips the navigator.webdriver check (true under Playwright)
    head:
      plausible.mode === 'iife'
        ? `<script src="${plausibleOrigin}/js/plausible.js"></script><script>PlausibleTracker.init({domain:'bench.test',endpoint:'${plausibleOrigin}/api/event',captureOnLocalhost:true})</script>`
        : `<script type="module">import { init } from '${plausibleOrigin}/js/plausible.js'; init({domain:'bench.test',endpoint:'${plausibleOrigin}/api/event',captureOnLocalhost:true})</script>`,
    isPageView: (postData) => /"n":"pageview"/.test(postData ?? ''),
  },
  baseline: { endpoint: null, script: null, head: '' },
}
const pageOf = (head) => `<!doctype html><title>Bench</title>${head}<h1>Bench</h1><p>A documentation page.</p>`
const siteServer = createServer((request, response) => {
  const name = (request.url ?? '/')
    .split('?')[0]
    .replace(/^\//, '')
    .replace(/\.html$/, '')
  const tracker = trackers[name]
  response.writeHead(tracker ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(tracker ? pageOf(tracker.head) : 'not found')
})
const site = await listen(siteServer)
notes.push(
  `pages on ${site}; Devtrail's script and collector on ${collector} (real server, SQLite); Plausible's script and a stub of its event API (202 "ok", CORS *) on ${plausibleOrigin}: both cross-origin, both scripts sent brotli/gzip the same way`,
  "each load is a first visit: a fresh browser context (empty cache, storage and connections), so Devtrail's first request carries no token",
  `loads interleaved (baseline, devtrail, plausible, rotating the order), one untimed warm-up load of each first; phases end after ${QUIET_MS} ms without a new analytics request`,
  'Plausible init gets captureOnLocalhost: true: without it, it drops every event on 127.0.0.1 and whenever navigator.webdriver is true (always under Playwright)',
)

// ---- one page load ----------------------------------------------------------------------------

const metricsOf = (answer) => Object.fromEntries(answer.metrics.map(({ name, value }) => [name, value]))

/**
 * Loads one page in a fresh context and measures it: the load (until the page view is answered and
 * the page is quiet), then for trackers an SPA navigation and leaving for another page of the site.
 */
async function measureLoad(browser, kind) {
  const tracker = trackers[kind]
  const context = await browser.newContext({ userAgent: DESKTOP_UA })
  const page = await context.newPage()
  const messages = []
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && messages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  const cdp = await context.newCDPSession(page)
  const requests = new Map()
  const sentExtra = new Map()
  const receivedExtra = new Map()
  let phase = 'load'
  let lastAnalyticsEvent = Date.now()
  let metricsAtFirstEvent = null
  let metricsAtLoad = null
  const isAnalytics = (url) => tracker.endpoint !== null && url.startsWith(tracker.endpoint)

  cdp.on('Network.requestWillBeSent', (event) => {
    const { request } = event
    const analytics = isAnalytics(request.url)
    // read at once: the figure is the main-thread work done by the time the page view leaves
    if (analytics && !metricsAtFirstEvent) metricsAtFirstEvent = cdp.send('Performance.getMetrics')
    if (analytics) lastAnalyticsEvent = Date.now()
    const postData = request.postData ?? (request.postDataEntries ?? []).map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8')).join('')
    requests.set(event.requestId, {
      id: event.requestId,
      url: request.url,
      method: request.method,
      type: event.type,
      phase,
      analytics,
      timestamp: event.timestamp,
      postData,
      requestHeaders: request.headers,
      requestBodyBytes: Buffer.byteLength(postData),
    })
  })
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => sentExtra.set(event.requestId, event.headers))
  cdp.on('Network.responseReceivedExtraInfo', (event) => receivedExtra.set(event.requestId, event))
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId)
    if (record) Object.assign(record, { status: event.response.status, response: event.response })
  })
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId)
    if (!record) return
    record.encodedDataLength = event.encodedDataLength
    record.done = true
    if (record.analytics) lastAnalyticsEvent = Date.now()
  })
  cdp.on('Network.loadingFailed', (event) => {
    const record = requests.get(event.requestId)
    if (!record) return
    Object.assign(record, { done: true, failed: event.errorText })
    if (record.analytics) lastAnalyticsEvent = Date.now()
  })
  cdp.on('Page.loadEventFired', () => (metricsAtLoad = cdp.send('Performance.getMetrics')))

  /** Waits until `minimum` analytics requests of this phase were sent, all are answered, and none came for QUIET_MS. */
  const phaseEnd = async (minimum, what) => {
    const started = Date.now()
    for (;;) {
      const mine = [...requests.values()].filter((record) => record.analytics && record.phase === phase)
      if (mine.length >= minimum && mine.every((record) => record.done) && Date.now() - lastAnalyticsEvent >= QUIET_MS) return mine
      if (Date.now() - started > PHASE_TIMEOUT_MS)
        throw new Error(`${kind}: ${what} did not settle within ${PHASE_TIMEOUT_MS} ms (${mine.length} analytics requests seen)\n${messages.join('\n')}`)
      await sleep(20)
    }
  }
  /** The metrics read when the load event fired (the CDP event may trail Playwright's own). */
  const loadMetrics = async () => {
    for (const started = Date.now(); !metricsAtLoad; await sleep(10)) {
      if (Date.now() - started > PHASE_TIMEOUT_MS) throw new Error(`${kind}: no load event`)
    }
    return metricsOf(await metricsAtLoad)
  }
  /** In-page resource timing of the analytics requests, oldest first (startTime: ms since navigation start). */
  const analyticsEntries = () =>
    page.evaluate(
      (endpoint) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(endpoint))
          .map((entry) => entry.startTime)
          .sort((a, b) => a - b),
      tracker.endpoint,
    )

  const result = { kind, messages }
  try {
    await cdp.send('Network.enable')
    await cdp.send('Page.enable')
    await cdp.send('Performance.enable')
    const trace = kind === 'baseline' ? null : await startScriptTrace(cdp)
    const activitiesBefore = kind === 'devtrail' ? await activityCount() : 0
    const pageViewsBefore = received.plausible.filter((entry) => entry.name === 'pageview').length
    const loadFrom = received[kind]?.length
    await page.goto(`${site}/${kind}.html`, { waitUntil: 'load' })
    if (kind === 'baseline') {
      await sleep(QUIET_MS)
      result.metricsAtLoad = await loadMetrics()
      result.metricsSettled = metricsOf(await cdp.send('Performance.getMetrics'))
      return result
    }
    const loadRequests = await phaseEnd(1, 'the page view')
    result.scriptMsBeforeFirstEvent = scriptMsBeforeRequest(await trace.stop(), tracker.endpoint)
    result.metricsAtFirstEvent = metricsOf(await metricsAtFirstEvent)
    result.metricsAtLoad = await loadMetrics()
    result.metricsSettled = metricsOf(await cdp.send('Performance.getMetrics'))
    const loadEntries = await analyticsEntries()
    const firstRequest = loadRequests.sort((a, b) => a.timestamp - b.timestamp)[0]
    const documentRequest = [...requests.values()].find((record) => record.type === 'Document')
    result.firstEventMs = loadEntries[0] ?? null
    result.firstEventCdpMs = (firstRequest.timestamp - documentRequest.timestamp) * 1000
    result.firstEventIsPageView = tracker.isPageView(firstRequest.postData)
    const script = [...requests.values()].find((record) => record.url === tracker.script)
    result.script = script && { ...bytesOf(script, sentExtra, receivedExtra), encoding: script.response?.headers?.['content-encoding'] ?? 'identity' }
    if (kind === 'devtrail' && (await activityCount()) !== activitiesBefore + 1) {
      throw new Error(`devtrail: the page view did not reach the collector (activities ${activitiesBefore} -> ${await activityCount()})`)
    }
    if (kind === 'plausible' && received.plausible.filter((entry) => entry.name === 'pageview').length !== pageViewsBefore + 1) {
      throw new Error('plausible: the page view did not reach its endpoint')
    }

    // SPA navigation: a router pushes the new URL, then renders the new title
    phase = 'spa'
    const spaFrom = received[kind].length
    const pushedAt = await page.evaluate(() => {
      const at = performance.now()
      history.pushState({}, '', '/docs/next')
      document.title = 'Next page'
      return at
    })
    const spaRequests = (await phaseEnd(1, 'the SPA page view')).sort((a, b) => a.timestamp - b.timestamp)
    const spaEntries = (await analyticsEntries()).filter((startTime) => startTime >= pushedAt)
    const pageViewIndex = spaRequests.findIndex((record) => tracker.isPageView(record.postData))
    if (pageViewIndex < 0) throw new Error(`${kind}: no page view among the SPA requests`)
    result.spaMs = spaEntries.length === spaRequests.length ? spaEntries[pageViewIndex] - pushedAt : null
    if (kind === 'devtrail' && (await activityCount()) !== activitiesBefore + 2) {
      throw new Error(`devtrail: the SPA page view did not reach the collector (activities ${activitiesBefore} -> ${await activityCount()})`)
    }
    if (kind === 'plausible' && received.plausible.filter((entry) => entry.name === 'pageview').length !== pageViewsBefore + 2) {
      throw new Error('plausible: the SPA page view did not reach its endpoint')
    }

    // every script the tracker loads from its host on a first visit, by the SPA page view (Devtrail: tracker.js, then the complete tracker after the page view)
    const scriptOrigin = new URL(tracker.script).origin
    result.scripts = [...requests.values()]
      .filter((record) => record.type === 'Script' && record.url.startsWith(`${scriptOrigin}/`))
      .map((record) => bytesOf(record, sentExtra, receivedExtra))

    // leaving for another page of the site: what trackers send on pagehide/visibilitychange. CDP
    // does not report those keepalive requests of a page going away: they are counted where they arrive.
    phase = 'leave'
    const leaveFrom = received[kind].length
    await page.goto(`${site}/baseline.html`)
    let arrived = leaveFrom
    let quietSince = Date.now()
    while (Date.now() - quietSince < QUIET_MS || received[kind].slice(leaveFrom).some((entry) => entry.sent === undefined)) {
      if (Date.now() - quietSince > PHASE_TIMEOUT_MS) throw new Error(`${kind}: the requests sent on leaving were not answered within ${PHASE_TIMEOUT_MS} ms`)
      if (received[kind].length !== arrived) {
        arrived = received[kind].length
        quietSince = Date.now()
      }
      await sleep(20)
    }
    result.bodies = [...loadRequests, ...spaRequests].map((record) => record.postData.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '<uuid>'))
    result.loadRequests = loadRequests.map((record) => bytesOf(record, sentExtra, receivedExtra))
    result.spaRequests = spaRequests.map((record) => bytesOf(record, sentExtra, receivedExtra))
    result.server = { load: received[kind].slice(loadFrom, spaFrom), spa: received[kind].slice(spaFrom, leaveFrom), leave: received[kind].slice(leaveFrom) }
    result.leaveRequests = result.server.leave.map((entry) => ({
      requestHeaders: entry.sent - entry.requestBody,
      requestBody: entry.requestBody,
      responseHeaders: entry.answered - entry.responseBody,
      responseBody: entry.responseBody,
      total: entry.sent + entry.answered,
    }))
    return result
  } finally {
    await context.close()
  }
}

/** A request's bytes on the wire: request line + headers as sent, its body, the response's status line + headers, its body. */
function bytesOf(record, sentExtra, receivedExtra) {
  const url = new URL(record.url)
  const sent = sentExtra.get(record.id)
  const answered = receivedExtra.get(record.id)
  // the ExtraInfo events carry the headers as on the wire (Host, Connection, Accept-Encoding...)
  const requestHeaders = headerBytes(`${record.method} ${url.pathname}${url.search} HTTP/1.1`, sent ?? record.requestHeaders)
  const responseHeaders = answered?.headersText
    ? Buffer.byteLength(answered.headersText)
    : record.response
      ? headerBytes(`HTTP/1.1 ${record.status} ${record.response.statusText}`, answered?.headers ?? record.response.headers)
      : 0
  // encodedDataLength counts everything received for the request: the response headers and body
  const receivedBytes = record.encodedDataLength ?? 0
  return {
    status: record.status ?? null,
    failed: record.failed ?? null,
    requestHeaders,
    requestBody: record.requestBodyBytes,
    responseHeaders,
    responseBody: Math.max(0, receivedBytes - responseHeaders),
    total: requestHeaders + record.requestBodyBytes + receivedBytes,
    headersOnTheWire: Boolean(sent && answered),
  }
}

// ---- the run ----------------------------------------------------------------------------------

const kinds = ['baseline', 'devtrail', 'plausible']
const samples = { baseline: [], devtrail: [], plausible: [] }
const startedAt = Date.now()
let browser
let chromiumVersion
let storedActivities = null
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  chromiumVersion = browser.version()
  for (const kind of kinds) await measureLoad(browser, kind)
  for (let round = 0; round < loads; round += 1) {
    for (let offset = 0; offset < kinds.length; offset += 1) {
      const kind = kinds[(round + offset) % kinds.length]
      samples[kind].push(await measureLoad(browser, kind))
    }
  }
} finally {
  await browser?.close()
  storedActivities = await activityCount()
  await app.close()
  await store.close()
  await Promise.all([siteServer, plausibleServer].map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(dataDir, { recursive: true, force: true })
}
const elapsedS = (Date.now() - startedAt) / 1000

// ---- figures ----------------------------------------------------------------------------------

const sum = (values) => values.reduce((total, value) => total + value, 0)
const ms = (seconds) => seconds * 1000
const scriptMs = (metrics) => ms(metrics.ScriptDuration)
const taskMs = (metrics) => ms(metrics.TaskDuration)
const heapKb = (metrics) => metrics.JSHeapUsedSize / 1024
const baselineMedian = (pick) => quantile(samples.baseline.map(pick), 0.5)
const baselineAtLoad = { script: baselineMedian((r) => scriptMs(r.metricsAtLoad)), task: baselineMedian((r) => taskMs(r.metricsAtLoad)) }
const baselineSettled = {
  script: baselineMedian((r) => scriptMs(r.metricsSettled)),
  task: baselineMedian((r) => taskMs(r.metricsSettled)),
  heap: baselineMedian((r) => heapKb(r.metricsSettled)),
}
const pageViewRequests = (r) => [...r.loadRequests, ...r.leaveRequests]

/** [figure, unit, value of one load]: medians and p90 per tracker, and Devtrail / Plausible of the medians. */
const definitions = [
  ['script: bytes received (headers + body)', 'B', (r) => r.script.responseHeaders + r.script.responseBody],
  ['script: body bytes (as encoded)', 'B', (r) => r.script.responseBody],
  ['all scripts of the tracker (first visit): requests', 'req', (r) => r.scripts.length],
  ['all scripts of the tracker (first visit): body bytes', 'B', (r) => sum(r.scripts.map((b) => b.responseBody))],
  ['page view: requests (load + leave)', 'req', (r) => r.loadRequests.length + r.leaveRequests.length],
  ['page view: requests on leave', 'req', (r) => r.leaveRequests.length],
  ['page view: bytes (req + resp, headers + bodies)', 'B', (r) => sum(pageViewRequests(r).map((b) => b.total))],
  ['page view: body bytes (req + resp)', 'B', (r) => sum(pageViewRequests(r).map((b) => b.requestBody + b.responseBody))],
  ['time to first event (from navigation start)', 'ms', (r) => r.firstEventMs],
  ['script time on the main thread before the page view left (trace)', 'ms', (r) => r.scriptMsBeforeFirstEvent],
  ['ScriptDuration until page view sent, minus baseline', 'ms', (r) => scriptMs(r.metricsAtFirstEvent) - baselineAtLoad.script],
  ['TaskDuration until page view sent, minus baseline', 'ms', (r) => taskMs(r.metricsAtFirstEvent) - baselineAtLoad.task],
  ['ScriptDuration until settled, minus baseline', 'ms', (r) => scriptMs(r.metricsSettled) - baselineSettled.script],
  ['TaskDuration until settled, minus baseline', 'ms', (r) => taskMs(r.metricsSettled) - baselineSettled.task],
  ['JS heap used when settled, minus baseline', 'KB', (r) => heapKb(r.metricsSettled) - baselineSettled.heap],
  ['SPA: pushState -> page-view request', 'ms', (r) => r.spaMs],
  ['SPA: requests', 'req', (r) => r.spaRequests.length],
  ['SPA: bytes (req + resp, headers + bodies)', 'B', (r) => sum(r.spaRequests.map((b) => b.total))],
]
const figures = definitions.map(([name, unit, pick]) => {
  const of = (kind) => {
    const values = samples[kind].map(pick)
    return { p50: round(quantile(values, 0.5)), p90: round(quantile(values, 0.9)), values: values.map((value) => round(value)) }
  }
  const devtrail = of('devtrail')
  const plausibleFigure = of('plausible')
  const ratio = devtrail.p50 !== null && plausibleFigure.p50 ? round(devtrail.p50 / plausibleFigure.p50) : null
  return { name, unit, devtrail, plausible: plausibleFigure, ratio }
})

// what the run noticed, beyond the figures
const distinct = (values) => [...new Set(values)]
const observations = {
  // 2 per Devtrail load (the page view and the SPA one), warm-up load included
  devtrail_activities_stored: storedActivities,
  plausible_page_views_received: received.plausible.filter((entry) => entry.name === 'pageview').length,
  first_event_is_page_view: Object.fromEntries(['devtrail', 'plausible'].map((kind) => [kind, samples[kind].every((r) => r.firstEventIsPageView)])),
  // CDP's and resource timing's clocks for the same request, a cross-check of "time to first event"
  first_event_cdp_ms_p50: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [
      kind,
      round(
        quantile(
          samples[kind].map((r) => r.firstEventCdpMs),
          0.5,
        ),
      ),
    ]),
  ),
  // bytes of the load's and SPA's analytics requests as CDP reports them minus as the servers' sockets counted them
  cdp_minus_socket_bytes: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [
      kind,
      distinct(
        samples[kind].map(
          (r) => sum([...r.loadRequests, ...r.spaRequests].map((b) => b.total)) - sum([...r.server.load, ...r.server.spa].map((e) => e.sent + e.answered)),
        ),
      ),
    ]),
  ),
  requests_arrived_per_phase_match_cdp: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [
      kind,
      samples[kind].every((r) => r.server.load.length === r.loadRequests.length && r.server.spa.length === r.spaRequests.length),
    ]),
  ),
  headers_on_the_wire_for_every_request: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [kind, samples[kind].every((r) => [...r.loadRequests, ...r.spaRequests].every((b) => b.headersOnTheWire))]),
  ),
  statuses: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [
      kind,
      distinct(samples[kind].flatMap((r) => [...r.loadRequests, ...r.spaRequests].map((b) => b.status ?? b.failed))),
    ]),
  ),
  // one load's requests, byte by byte, and what they carried (uuids masked)
  sample_load: Object.fromEntries(
    ['devtrail', 'plausible'].map((kind) => [
      kind,
      { load: samples[kind][0].loadRequests, spa: samples[kind][0].spaRequests, leave: samples[kind][0].leaveRequests, bodies: samples[kind][0].bodies },
    ]),
  ),
  script_encoding: Object.fromEntries(['devtrail', 'plausible'].map((kind) => [kind, distinct(samples[kind].map((r) => r.script.encoding))])),
  // event names (Plausible's `n`) per phase, as its endpoint received them
  plausible_events: Object.fromEntries(
    ['load', 'spa', 'leave'].map((phase) => [phase, distinct(samples.plausible.map((r) => r.server[phase].map((e) => e.name).join('+')))]),
  ),
  console: Object.fromEntries(kinds.map((kind) => [kind, distinct(samples[kind].flatMap((r) => r.messages))])),
  baseline_ms_p50: {
    script_at_load: round(baselineAtLoad.script),
    task_at_load: round(baselineAtLoad.task),
    script_settled: round(baselineSettled.script),
    task_settled: round(baselineSettled.task),
  },
}

mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/tracker.json'),
  `${JSON.stringify(
    {
      bench: 'tracker',
      date: new Date().toISOString(),
      node: process.version,
      chromium: chromiumVersion,
      loads_per_page: loads,
      elapsed_s: round(elapsedS, 1),
      plausible: { version: plausible.version, harness: plausible.mode, published_bytes: plausible.publishedBytes, served_bytes: plausible.body.length },
      harness: notes,
      figures,
      observations,
    },
    null,
    2,
  )}\n`,
)

console.log(`tracker bench: ${loads} first-visit loads per page in Chromium ${chromiumVersion}, ${round(elapsedS, 1)} s`)
for (const note of notes) console.log(`  - ${note}`)
console.table(
  Object.fromEntries(
    figures.map((f) => [
      `${f.name} (${f.unit})`,
      {
        'devtrail p50': f.devtrail.p50,
        'devtrail p90': f.devtrail.p90,
        'plausible p50': f.plausible.p50,
        'plausible p90': f.plausible.p90,
        'devtrail/plausible': f.ratio,
      },
    ]),
  ),
)
console.log('results: bench/results/tracker.json')
