/**
 * First-visit bench: Devtrail's script tag against Plausible's published tracker
 * (@plausible-analytics/tracker as published, run as a classic script), both served gzip from
 * local servers, in one Chromium run. Each load is a fresh browser context (a first visit) on a
 * page with nothing else on it; loads of the same page without a tracker are interleaved as the
 * baseline. Per tracker, with `--loads` loads each (30 by default):
 *
 * - the hosted script's body as sent, gzip;
 * - every tracker byte of a first visit, up and down: the scripts as sent, the bodies of the
 *   collector's requests and answers; of the requests started before the page's first idle
 *   moment after its load event (`requestIdleCallback`), and, separately, of the whole visit,
 *   the visitor leaving 3 s after load (what loads at idle included);
 * - JS CPU until the page view request leaves (script work on the main thread, from a trace);
 * - main-thread CPU from navigation to load + 3 s (CDP TaskDuration), minus the empty page's;
 * - SPA: `pushState` (the title left as it is) to its page-view request, p90.
 *
 * Writes bench/results/firstVisit.json and prints the table with Devtrail / Plausible ratios.
 *
 *   node bench/firstVisit.mjs [--loads 30]
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
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
/** How long after the load event the empty page stays open before the visitor leaves. */
const STAY_MS = 3000
const TIMEOUT_MS = 5000

const { values: args } = parseArgs({ options: { loads: { type: 'string', default: '30' } } })
const loads = Number(args.loads)
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads must be a positive integer')
for (const file of [join(dist, 'app.js'), join(root, 'packages/core/dist/tracker.js'), CHROMIUM]) {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (Chromium: Debian's chromium package)`)
}
const { createApp } = await import(pathToFileURL(join(dist, 'app.js')).href)
const { openStore } = await import(pathToFileURL(join(dist, 'store/store.js')).href)
const { createWorkspace } = await import(pathToFileURL(join(dist, 'admin/workspaces.js')).href)
const { createAsset } = await import(pathToFileURL(join(dist, 'admin/assets.js')).href)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const sum = (values) => values.reduce((total, value) => total + value, 0)
/** Polls `condition` every 5 ms; fails with `failure` (what did not happen) after TIMEOUT_MS. */
async function pollUntil(condition, failure) {
  for (const started = Date.now(); !condition(); await sleep(5)) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`${failure} within ${TIMEOUT_MS} ms`)
  }
}
const round = (value, digits = 1) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits)
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)))

// ---- servers: Devtrail's own (tracker.js and the collector), Plausible's script and a stub of its API, the pages

const dataDir = mkdtempSync(join(tmpdir(), 'devtrail-bench-first-visit-'))
const store = await openStore(`sqlite:${join(dataDir, 'bench.db')}`)
const workspace = await createWorkspace(store, 'bench first visit')
const asset = await createAsset(store, { workspaceId: workspace.id, kind: 'docs', origins: ['*'] })
const app = await createApp({
  store,
  tokenSecret: 'bench-token-secret-0123456789',
  activitySweepMs: 0,
  rateLimits: { collectorPerIp: 0, collectorPerClient: 0 },
})
const collector = await app.listen({ port: 0, host: '127.0.0.1' })

const plausibleVersion = JSON.parse(readFileSync(join(PLAUSIBLE_DIR, 'package.json'), 'utf8')).version
// the file as published, made a classic script like Devtrail's: its closing `export { ... }`
// becomes a global (a module script would run deferred, and its evaluation escapes the trace)
const published = readFileSync(join(PLAUSIBLE_DIR, 'plausible.js'), 'utf8')
const classic = published.replace(/\nexport \{ init, track, DEFAULT_FILE_TYPES \}\s*$/, '\nvar PlausibleTracker = { init, track }\n')
if (classic === published) throw new Error(`Plausible ${plausibleVersion}: its closing export changed, update the bench`)
const plausibleGzip = gzipSync(classic, { level: 9 })
const plausibleServer = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]
  if (request.method === 'GET' && path === '/js/plausible.js') {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    })
    return response.end(plausibleGzip)
  }
  if (request.method === 'POST' && path === '/api/event') {
    request.resume()
    // what Plausible's API answers an accepted event
    return request.on('end', () => {
      response.writeHead(202, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 2, 'access-control-allow-origin': '*' })
      response.end('ok')
    })
  }
  response.writeHead(404)
  response.end()
})
const plausibleOrigin = await listen(plausibleServer)

/** Body bytes of the requests each tracker origin's server answered, up and down: requests sent as a page goes away arrive here though CDP may not report them. */
function countBodies(server) {
  const totals = { up: 0, down: 0 }
  server.on('request', (request, response) =>
    response.on('finish', () => {
      totals.up += Number(request.headers['content-length'] ?? 0)
      totals.down += Number(response.getHeader('content-length') ?? 0)
    }),
  )
  return totals
}
const wire = { devtrail: countBodies(app.server), plausible: countBodies(plausibleServer) }

const trackers = {
  devtrail: {
    origin: collector,
    endpoint: `${collector}/v1/events`,
    head: `<script src="${collector}/tracker.js"></script><script>Devtrail.init({clientID:'${asset.client_id}'})</script>`,
    isPageView: (url, body) => url.endsWith('/v1/events') && /"PAGE_VISIT"/.test(body),
  },
  plausible: {
    origin: plausibleOrigin,
    endpoint: `${plausibleOrigin}/api/event`,
    // captureOnLocalhost: the pages are on 127.0.0.1 (it also skips the navigator.webdriver check, true under Playwright)
    head: `<script src="${plausibleOrigin}/js/plausible.js"></script><script>PlausibleTracker.init({domain:'bench.test',endpoint:'${plausibleOrigin}/api/event',captureOnLocalhost:true})</script>`,
    isPageView: (url, body) => url.endsWith('/api/event') && /"n":"pageview"/.test(body),
  },
  empty: { origin: null, head: '' },
}
const siteServer = createServer((request, response) => {
  const name = (request.url ?? '/').split('?')[0].replace(/^\//, '')
  const tracker = trackers[name]
  response.writeHead(tracker ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(tracker ? `<!doctype html><title>Bench</title>${tracker.head}<h1>Bench</h1><p>A documentation page.</p>` : '')
})
const site = await listen(siteServer)

// ---- one first visit -------------------------------------------------------------------------------

/**
 * One first visit of `kind`'s page in a fresh context. `traced`: a timeline trace until the page
 * view leaves, for the JS CPU before it (the trace's own cost stays out of the other figures,
 * which untraced visits measure).
 */
async function visit(browser, kind, traced) {
  const tracker = trackers[kind]
  const context = await browser.newContext({ userAgent: DESKTOP_UA })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const requests = new Map()
  const ofTracker = (url) => tracker.origin !== null && url.startsWith(`${tracker.origin}/`)
  // the page's first idle moment after its load event, on the wall clock (the listener comes before any script of the page's)
  await page.addInitScript(() => addEventListener('load', () => requestIdleCallback(() => (window.firstIdleAt = performance.timeOrigin + performance.now()))))
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime }) => {
    if (!ofTracker(request.url)) return
    const body = request.postData ?? (request.postDataEntries ?? []).map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString()).join('')
    requests.set(requestId, { url: request.url, body, startedAt: wallTime * 1000, done: false })
  })
  /** The status line and headers of an answer as they came (ExtraInfo), else as rebuilt from the headers Chromium reports. */
  const answered = (requestId, { headersText, headers, status, statusText }) => {
    const record = requests.get(requestId)
    if (!record || (record.headersText && !headersText)) return
    const lowerCase = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
    const rebuilt = `HTTP/1.1 ${status} ${statusText ?? ''}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`
    Object.assign(record, { headersText, headersLength: Buffer.byteLength(headersText ?? rebuilt), encoding: lowerCase['content-encoding'] })
  }
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, ...extra }) => answered(requestId, extra))
  cdp.on('Network.responseReceived', ({ requestId, response }) => answered(requestId, response))
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const record = requests.get(requestId)
    if (record) Object.assign(record, { done: true, received: encodedDataLength })
  })
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const record = requests.get(requestId)
    if (record) Object.assign(record, { done: true, received: 0 })
  })
  const until = (condition, what) => pollUntil(condition, `${kind}: ${what}`)
  /** A request's body bytes up and down: what it sent, and what came back but the headers (a script as encoded). */
  const bytesOf = (record) => Buffer.byteLength(record.body) + Math.max(0, (record.received ?? 0) - (record.headersLength ?? 0))
  const pageViews = () => [...requests.values()].filter((record) => tracker.isPageView(record.url, record.body))
  const result = {}
  try {
    await cdp.send('Network.enable')
    await cdp.send('Performance.enable')
    // both scripts are measured gzip (Chromium offers brotli too)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } })
    const trace = traced ? await startScriptTrace(cdp) : null
    await page.goto(`${site}/${kind}`, { waitUntil: 'load' })
    const loadedAt = Date.now()
    if (kind !== 'empty') await until(() => pageViews()[0]?.done, 'no page view answered')
    if (trace) {
      result.jsCpuMs = scriptMsBeforeRequest(await trace.stop(), tracker.endpoint)
      return result
    }
    if (kind !== 'empty') {
      const script = [...requests.values()].find((record) => /\/(tracker|js\/plausible)\.js$/.test(record.url))
      if (script.encoding !== 'gzip') throw new Error(`${kind}: the script came ${script.encoding ?? 'uncompressed'}, not gzip`)
      result.scriptGzip = script.received - script.headersLength
      // what was asked for before the page's first idle moment (once every answer is in)
      const idleAt = await page.evaluate(
        () =>
          new Promise((resolve) =>
            (function wait() {
              window.firstIdleAt ? resolve(window.firstIdleAt) : setTimeout(wait, 5)
            })(),
          ),
      )
      const beforeIdle = () => [...requests.values()].filter((record) => record.startedAt <= idleAt)
      await until(() => beforeIdle().every((record) => record.done), 'requests started before idle still open')
      result.bytesByIdle = sum(beforeIdle().map(bytesOf))
      result.requestsByIdle = beforeIdle().map((record) => new URL(record.url).pathname)
    }
    await sleep(Math.max(0, loadedAt + STAY_MS - Date.now()))
    result.taskMs = (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value * 1000
    if (kind === 'empty') return result
    // the visitor leaves: counted where the requests arrive, with the script's bytes as sent
    await until(() => [...requests.values()].every((record) => record.done), 'requests still open at load + 3 s')
    const stayed = sum([...requests.values()].map(bytesOf))
    const before = { ...wire[kind] }
    await page.goto(`${site}/empty`)
    // what the tracker sends as the page goes away is counted if it arrives within 200 ms of leaving
    await sleep(200)
    result.bytesOfVisit = stayed + wire[kind].up - before.up + wire[kind].down - before.down
    return result
  } finally {
    await context.close()
  }
}

/** An SPA navigation 1 s after a first visit's load: `pushState`, the title left as it is, to its page-view request (in-page clock). */
async function spaNavigation(browser, kind) {
  const tracker = trackers[kind]
  const context = await browser.newContext({ userAgent: DESKTOP_UA })
  const page = await context.newPage()
  try {
    let pageViewsSeen = 0
    page.on('request', (request) => tracker.isPageView(request.url(), request.postData() ?? '') && pageViewsSeen++)
    await page.goto(`${site}/${kind}`, { waitUntil: 'load' })
    await pollUntil(() => pageViewsSeen >= 1, `${kind}: no first page view`)
    // the navigation comes 1 s after the first page view by design: what is measured is a later SPA page view
    await sleep(1000)
    return await page.evaluate(
      ({ origin, timeoutMs }) =>
        new Promise((resolve, reject) => {
          const at = performance.now()
          const observer = new PerformanceObserver((list) => {
            const entry = list.getEntries().find((item) => item.name.startsWith(origin) && item.startTime >= at)
            if (entry) resolve(entry.startTime - at)
          })
          observer.observe({ type: 'resource' })
          history.pushState({}, '', '/docs/next')
          setTimeout(() => reject(new Error('no page view')), timeoutMs)
        }),
      { origin: tracker.origin, timeoutMs: TIMEOUT_MS },
    )
  } finally {
    await context.close()
  }
}

// ---- the run ---------------------------------------------------------------------------------------

const samples = { empty: [], devtrail: [], plausible: [], devtrailTraced: [], plausibleTraced: [], devtrailSpa: [], plausibleSpa: [] }
const startedAt = Date.now()
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
try {
  // one untimed warm-up of each
  for (const kind of ['empty', 'devtrail', 'plausible']) await visit(browser, kind, false)
  for (let round = 0; round < loads; round += 1) {
    const order = round % 2 ? ['plausible', 'devtrail'] : ['devtrail', 'plausible']
    samples.empty.push(await visit(browser, 'empty', false))
    for (const kind of order) samples[kind].push(await visit(browser, kind, false))
    for (const kind of order) samples[`${kind}Traced`].push(await visit(browser, kind, true))
    for (const kind of order) samples[`${kind}Spa`].push(await spaNavigation(browser, kind))
  }
} finally {
  await browser.close()
  await app.close()
  await store.close()
  await Promise.all([siteServer, plausibleServer].map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(dataDir, { recursive: true, force: true })
}

const emptyTaskMs = quantile(
  samples.empty.map((r) => r.taskMs),
  0.5,
)
/** [figure, quantile, value of one visit of `kind`]. */
const definitions = [
  ['hosted script, gzip (B)', 0.5, (kind) => samples[kind].map((r) => r.scriptGzip)],
  ['every tracker byte of a first visit, up and down, before idle (B)', 0.5, (kind) => samples[kind].map((r) => r.bytesByIdle)],
  ['every tracker byte of a first visit, up and down, whole visit: leaving at load + 3 s (B)', 0.5, (kind) => samples[kind].map((r) => r.bytesOfVisit)],
  ['JS CPU until the page view is sent (ms)', 0.5, (kind) => samples[`${kind}Traced`].map((r) => r.jsCpuMs)],
  ['main-thread CPU over an empty page, load + 3 s, minus the page alone (ms)', 0.5, (kind) => samples[kind].map((r) => r.taskMs - emptyTaskMs)],
  ['SPA: pushState (title unchanged) to page view sent, p90 (ms)', 0.9, (kind) => samples[`${kind}Spa`]],
]
const figures = definitions.map(([name, q, pick]) => {
  const devtrail = round(quantile(pick('devtrail'), q))
  const plausible = round(quantile(pick('plausible'), q))
  return { name, devtrail, plausible, ratio: plausible ? round(devtrail / plausible, 2) : null }
})
const requestsByIdle = [...new Set(samples.devtrail.map((r) => r.requestsByIdle.join(' ')))]

mkdirSync(join(root, 'bench/results'), { recursive: true })
writeFileSync(
  join(root, 'bench/results/firstVisit.json'),
  `${JSON.stringify({ bench: 'firstVisit', date: new Date().toISOString(), chromium: browser.version(), plausible: plausibleVersion, loads, emptyTaskMs: round(emptyTaskMs), devtrailRequestsByIdle: requestsByIdle, figures }, null, 2)}\n`,
)
console.log(
  `first-visit bench: ${loads} fresh loads each, Chromium ${browser.version()}, Plausible ${plausibleVersion} (as published, a classic script, gzip), ${round((Date.now() - startedAt) / 1000)} s`,
)
console.log(`  Devtrail's requests before idle: ${requestsByIdle.join(' | ')}`)
console.table(Object.fromEntries(figures.map(({ name, devtrail, plausible, ratio }) => [name, { Devtrail: devtrail, Plausible: plausible, ratio }])))
console.log('results: bench/results/firstVisit.json')
