// Dashboard benchmark: the initial JavaScript and CSS the page loads (bytes, gzip), and the first
// render in Chromium on the demo data (navigation start to the overview's totals on screen,
// median and max of repeated cold loads), against the real server of `devtrail start --demo`
// on SQLite. Reference in the same run: the time to the demo docs page's load event.
// Writes bench/results/dashboard.json.
//   node bench/dashboard.mjs [--runs=7]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { register } from 'tsx/esm/api'

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const RUNS = Number(args.runs ?? 7)
const distAssets = new URL('../packages/dashboard/dist/assets/', import.meta.url)
const index = readFileSync(new URL('../packages/dashboard/dist/index.html', import.meta.url), 'utf8')

// what index.html loads before anything renders: its module script and stylesheet
const initial = [...index.matchAll(/(?:src|href)="\/dashboard\/assets\/([^"]+)"/g)].map((match) => match[1])
const bundle = {}
for (const file of readdirSync(distAssets)) {
  const bytes = readFileSync(new URL(file, distAssets))
  bundle[file] = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, initial: initial.includes(file) }
}
const initialJsGzip = Object.entries(bundle)
  .filter(([file, size]) => size.initial && file.endsWith('.js'))
  .reduce((sum, [, size]) => sum + size.gzip, 0)

register()
const { startDemoServer } = await import('../test/dashboard/dashboardServer.ts')
const server = await startDemoServer('sqlite')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const firstRender = []
const docsLoad = []
try {
  for (let run = 0; run < RUNS + 1; run++) {
    // a new context each time: a cold HTTP cache, signed in through the API
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const signIn = await context.request.post(`${server.base}/dashboard/session`, { data: { api_key: server.started.demo.apiKey } })
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`)
    const page = await context.newPage()
    await page.goto(`${server.base}/dashboard/`)
    await page.locator('[data-total="page_visits"] .total-value').filter({ hasText: /\d/ }).waitFor()
    await page.locator('figure.chart canvas').nth(3).waitFor()
    const rendered = await page.evaluate(() => performance.now())
    const docs = await context.newPage()
    await docs.goto(`${server.base}/demo/docs`, { waitUntil: 'load' })
    const loaded = await docs.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd)
    // the first run warms the server's caches
    if (run > 0) {
      firstRender.push(Math.round(rendered))
      docsLoad.push(Math.round(loaded))
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const result = {
  date: new Date().toISOString(),
  bundle,
  initialJsGzipBytes: initialJsGzip,
  firstRenderMs: { runs: firstRender, median: median(firstRender), max: Math.max(...firstRender) },
  referenceDemoDocsLoadMs: { runs: docsLoad, median: median(docsLoad) },
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
writeFileSync(new URL('./results/dashboard.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`)
console.table(Object.entries(bundle).map(([file, size]) => ({ file, ...size })))
console.log(`initial JavaScript: ${(initialJsGzip / 1000).toFixed(1)} kB gzip`)
console.log(
  `first render (overview totals and charts): median ${result.firstRenderMs.median} ms, max ${result.firstRenderMs.max} ms; demo docs page load median ${result.referenceDemoDocsLoadMs.median} ms (${(result.firstRenderMs.median / result.referenceDemoDocsLoadMs.median).toFixed(2)}x)`,
)
