/**
 * The loader in real Chromium: a script host that never answers neither holds the page's load
 * event past the loader's timeout nor writes to the console; the rejection is the page's to handle.
 * A copy made while the tracker is still loading (before its script has arrived, before `init`)
 * is stored once, with its own page, by a real Devtrail server.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { startCollector, type CollectorServer } from './fixtures/collectorServer.js'
import { startSite } from './fixtures/site.js'
import { waitFor } from './fixtures/waitFor.js'

const loader = readFileSync(new URL('../packages/loader/dist/index.mjs', import.meta.url), 'utf8')

describe('loadTrackerScript in Chromium', () => {
  let browser: Browser
  let hanging: Server
  let hangingUrl: string
  const held: ServerResponse[] = []
  let site: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    // a script host that accepts the request and never answers
    hanging = createServer((_request, response) => void held.push(response))
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const address = hanging.address()
    hangingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const page = `<!doctype html><title>Docs</title>
<script type="module">
  import { loadTrackerScript } from '/loader.mjs'
  window.started = performance.now()
  window.outcome = loadTrackerScript({ clientID: 'c1', scriptHost: '${hangingUrl}', timeoutMs: 1500 }).then(
    () => 'loaded',
    (error) => error.message,
  )
  addEventListener('load', () => (window.loadedAt = performance.now() - window.started))
</script>
<p>Docs</p>`
    site = await startSite({ '/': page, '/loader.mjs': { body: loader, type: 'text/javascript' } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    for (const response of held) response.destroy()
    await new Promise((resolve) => hanging?.close(resolve))
    await site?.close()
  })

  it('lets the load event fire within the timeout when the script host hangs, silently', async () => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA })
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    await page.goto(site.url, { waitUntil: 'domcontentloaded' })
    const outcome = await page.evaluate(() => (window as unknown as { outcome: Promise<string> }).outcome)
    expect(outcome).toBe(`Devtrail: ${hangingUrl}/tracker.js timed out`)
    await page.waitForFunction(() => 'loadedAt' in window, undefined, { timeout: 5000 })
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt)
    expect(loadedAt).toBeLessThan(1500 + 1000)
    expect(messages.filter((message) => !message.includes('ERR_'))).toEqual([])
    await context.close()
  })
})

describe('copies made before the tracker runs, in Chromium', () => {
  let browser: Browser
  let collector: CollectorServer
  let site: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    collector = await startCollector()
    // the tracker is started once the page says so (a framework hydrating late), not at load
    const page = `<!doctype html><title>Install</title>
<script type="module">
  import { loadTrackerScript } from '/loader.mjs'
  const loading = loadTrackerScript({ clientID: '${collector.clientId}', scriptHost: '${collector.url}' })
  window.startTracking = () => loading.then((tracker) => tracker.init({ clientID: '${collector.clientId}' }))
  for (const button of document.querySelectorAll('button.copy'))
    button.addEventListener('click', () => navigator.clipboard.writeText(button.previousElementSibling.textContent))
  window.loaderRan = true
</script>
<div><pre><code class="language-bash">npm install --global acme-cli</code></pre><button class="copy">Copy</button></div>
<a href="#next" onclick="history.pushState(null, '', '/next'); return false">Next</a>`
    site = await startSite({ '/': page, '/loader.mjs': { body: loader, type: 'text/javascript' } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await collector?.close()
  })

  /** The activities stored for the site, once `done` says they are complete (bounded). */
  async function activities(done: (rows: { activity_type: string; page: string; copied_text: string | null }[]) => boolean) {
    let rows: { activity_type: string; page: string; copied_text: string | null }[] = []
    const arrived = async () => {
      rows = await collector.store.db
        .selectFrom('activities')
        .select(['activity_type', 'page', 'copied_text'])
        .where('page', 'like', `${site.url}%`)
        .orderBy('occurred_at')
        .execute()
      return done(rows)
    }
    await waitFor(arrived, { timeout: 15_000, interval: 100, what: 'the activities' }).catch(() => {
      throw new Error(`the activities did not arrive; stored: ${JSON.stringify(rows)}`)
    })
    return rows
  }

  it('stores exactly one copy made before the tracker script arrived and before init, with its page', async () => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    // the hosted script is held until the copy is made: the copy happens before it exists
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked: () => void = () => {}
    const scriptAsked = new Promise<void>((resolve) => (asked = resolve))
    await context.route('**/tracker.js', async (route) => {
      asked()
      await held
      await route.continue()
    })
    const page = await context.newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    await page.goto(site.url)
    await page.waitForFunction(() => 'loaderRan' in window)
    await page.locator('button.copy').click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install --global acme-cli')
    // on another page of the app by the time the tracker runs
    await page.getByText('Next').click()
    await page.waitForURL(`${site.url}/next`)
    await scriptAsked
    release()
    await page.evaluate(() => (window as unknown as { startTracking(): Promise<void> }).startTracking())
    // a later copy, by the tracker itself, marks the end of what was recorded before
    await page.waitForFunction(() => Symbol.for('devtrail.tracker') in window)
    await page.locator('button.copy').click()
    const rows = await activities((rows) => rows.filter((row) => row.activity_type.startsWith('COPY_')).length >= 2)
    expect(rows.map((row) => [row.activity_type, row.page, row.copied_text || ''])).toEqual([
      ['PAGE_VISIT', `${site.url}/`, ''],
      ['COPY_COMMAND', `${site.url}/`, 'npm install --global acme-cli'],
      ['PAGE_VISIT', `${site.url}/next`, ''],
      ['COPY_COMMAND', `${site.url}/next`, 'npm install --global acme-cli'],
    ])
    expect(messages).toEqual([])
    await context.close()
  })
})
