/**
 * The loader in real Chromium: a script host that never answers neither holds the page's load
 * event past the loader's timeout nor writes to the console; the rejection is the page's to handle.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { startSite } from './fixtures/site.js'

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
