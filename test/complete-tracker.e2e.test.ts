/**
 * The hosted script and the complete tracker it loads, in real Chromium against the real script
 * host, on a page whose CSP allows scripts from the script host only (and the page's nonce):
 * /tracker.js sends the first page view itself, before /tracker/{version}/full.js (SRI-pinned,
 * cross-origin) is even answered; the complete tracker then takes over copies, navigations and
 * identify. A complete tracker that fails to load or does not match its hash is silent, and the
 * first page view is stored all the same.
 */
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { startCollector, type CollectorServer } from './fixtures/collectorServer.js'
import { startSite } from './fixtures/site.js'
import { waitFor } from './fixtures/waitFor.js'

const SECRET = 'ghp_abcdefghijklmnopqrstuvwx1234'

describe('the hosted script and the complete tracker in Chromium', () => {
  let collector: CollectorServer
  let site: { url: string; close(): Promise<void> }
  let browser: Browser

  beforeAll(async () => {
    collector = await startCollector()
    const page = `<!doctype html><title>Install</title>
<script src="${collector.url}/tracker.js"></script>
<script nonce="n0nce">
  addEventListener('securitypolicyviolation', (e) => (window.violations ||= []).push(e.violatedDirective + ' ' + e.blockedURI))
  Devtrail.init({ clientID: '${collector.clientId}' })
  Devtrail.identify({ username: 'ada@example.com', type: 'email' })
</script>
<div><pre><code class="language-sh">export GITHUB_TOKEN=${SECRET}</code></pre><button>Copy</button></div>`
    const csp = `default-src 'none'; script-src ${collector.url} 'nonce-n0nce'; connect-src ${collector.url}`
    site = await startSite({ '/': { body: page, type: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp } } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await collector?.close()
  })

  /** Every activity stored for visits of `path`, once `done` says they are complete. */
  async function activitiesOf(path: string, done: (types: string[]) => boolean) {
    const read = () =>
      collector.store.db
        .selectFrom('activities')
        .select(['activity_type', 'page', 'copied_text', 'developer_id'])
        .where('page', 'like', `${site.url}${path}%`)
        .orderBy('occurred_at')
        .execute()
    let rows: Awaited<ReturnType<typeof read>> = []
    await waitFor(
      async () => {
        rows = await read()
        return done(rows.map((row) => row.activity_type))
      },
      { timeout: 10_000, interval: 100, what: `the activities of ${path}` },
    )
    return rows
  }

  /** Opens `path` in a fresh first-visit context; `complete` decides what the request for full.js gets. */
  async function visit(path: string, complete: 'late' | 'held' | 'fails' | 'tampered', held?: Promise<unknown>) {
    const context = await browser.newContext({ userAgent: DESKTOP_UA })
    const messages: string[] = []
    const requests: string[] = []
    context.on('request', (request: Request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
    await context.route('**/full.js', async (route) => {
      if (complete == 'fails') return route.abort('connectionrefused')
      await held
      const answer = await route.fetch()
      const body = await answer.text()
      return route.fulfill({ response: answer, body: complete == 'tampered' ? `${body};window.tampered=1` : body })
    })
    const page: Page = await context.newPage()
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
    await page.goto(`${site.url}${path}`)
    return { context, page, messages, requests }
  }

  it('sends the first page view in one request from the hosted script; the complete tracker, pinned by its hash, does the rest', async () => {
    const { context, page, messages, requests } = await visit('/docs', 'late')
    await activitiesOf('/docs', (types) => types.includes('PAGE_VISIT'))
    await page.waitForFunction(() => Symbol.for('devtrail.tracker') in window)
    const integrity = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src$="/full.js"]')?.integrity)
    expect(integrity).toMatch(/^sha384-/)
    await page.evaluate(() => {
      const code = document.querySelector('code')!
      getSelection()!.selectAllChildren(code)
      document.execCommand('copy')
      history.pushState(null, '', '/docs/next')
      document.title = 'Next'
    })
    const rows = await activitiesOf(
      '/docs',
      (types) => types.filter((type) => type == 'PAGE_VISIT').length == 2 && types.some((type) => type.startsWith('COPY_')),
    )
    expect(rows.find((row) => row.activity_type.startsWith('COPY_'))!.copied_text).toBe('export GITHUB_TOKEN=[REDACTED]')
    // identify, called before the complete tracker loaded, linked the visitor
    await expect.poll(async () => (await activitiesOf('/docs', () => true)).every((row) => row.developer_id !== null), { timeout: 10_000 }).toBe(true)
    // the page view left before the complete tracker was requested, and in one request
    const order = requests.filter((request) => /\/v1\/events|\.js$/.test(request))
    expect(order.slice(0, 3)).toEqual(['GET /tracker.js', 'POST /v1/events', expect.stringMatching(/^GET \/tracker\/\d+\.\d+\.\d+\/full\.js$/)])
    expect(requests.filter((request) => request.endsWith('/full.js'))).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations)).toBeUndefined()
    expect(messages).toEqual([])
    await context.close()
  })

  it('sends an SPA page view without waiting for a title that does not change, and a late title after it, both taken by the collector', async () => {
    const { context, page, messages } = await visit('/spa', 'late')
    await page.waitForFunction(() => Symbol.for('devtrail.tracker') in window)
    const answers: { body: string; status: number }[] = []
    page.on('requestfinished', async (request) => {
      if (request.url().endsWith('/v1/events')) answers.push({ body: request.postData() ?? '', status: (await request.response())!.status() })
    })
    // the router pushes the new URL and sets no title: the visit leaves well before the 300 ms it used to wait
    const waitedMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const pushedAt = performance.now()
          new PerformanceObserver((list) => {
            if (list.getEntries().some((entry) => entry.name.endsWith('/v1/events') && entry.startTime >= pushedAt)) resolve(performance.now() - pushedAt)
          }).observe({ type: 'resource' })
          history.pushState(null, '', '/spa/next')
        }),
    )
    expect(waitedMs).toBeLessThan(250)
    await expect.poll(() => answers.find((answer) => answer.body.includes('/spa/next'))).toBeDefined()
    const [visited] = JSON.parse(answers.find((answer) => answer.body.includes('/spa/next'))!.body).events
    expect(visited).toMatchObject({ type: 'PAGE_VISIT', title: 'Install' })
    // the router renders the title later: it follows for that visit, and the collector takes it
    await page.evaluate(() => (document.title = 'Next | Install'))
    await expect.poll(() => answers.find((answer) => answer.body.includes('PAGE_TITLE')), { timeout: 5000 }).toBeDefined()
    const titled = answers.find((answer) => answer.body.includes('PAGE_TITLE'))!
    expect(JSON.parse(titled.body).events).toEqual([expect.objectContaining({ type: 'PAGE_TITLE', visit: visited.id, title: 'Next | Install' })])
    expect(titled.status).toBe(200)
    expect(messages).toEqual([])
    await context.close()
  })

  it('keeps a copy made before the complete tracker arrived, and sends it redacted once it has', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { context, page, messages } = await visit('/held', 'held', held)
    await activitiesOf('/held', (types) => types.includes('PAGE_VISIT'))
    expect(await page.evaluate(() => Symbol.for('devtrail.tracker') in window)).toBe(false)
    await page.evaluate(() => {
      getSelection()!.selectAllChildren(document.querySelector('code')!)
      document.execCommand('copy')
    })
    release()
    const rows = await activitiesOf('/held', (types) => types.some((type) => type.startsWith('COPY_')))
    expect(rows.find((row) => row.activity_type.startsWith('COPY_'))!.copied_text).toBe('export GITHUB_TOKEN=[REDACTED]')
    expect(messages).toEqual([])
    await context.close()
  })

  for (const failure of ['fails', 'tampered'] as const) {
    it(`is silent when the complete tracker ${failure == 'fails' ? 'fails to load' : 'does not match its hash'}; the first page view is stored`, async () => {
      const path = `/${failure}`
      const { context, page, messages, requests } = await visit(path, failure)
      await activitiesOf(path, (types) => types.includes('PAGE_VISIT'))
      // the page asked for the complete tracker and gave it up (its tag is removed on error)
      await expect.poll(() => requests.some((request) => request.endsWith('/full.js'))).toBe(true)
      await page.waitForFunction(() => !document.querySelector('script[src$="/full.js"]'))
      const rows = await activitiesOf(path, () => true)
      expect(rows.map((row) => row.activity_type)).toEqual(['PAGE_VISIT'])
      expect(await page.evaluate(() => 'tampered' in window)).toBe(false)
      expect(await page.evaluate(() => document.querySelector('script[src$="/full.js"]'))).toBeNull()
      // calls keep working (recorded), nothing thrown into the page
      await page.evaluate(() =>
        (window as unknown as { Devtrail: { identify(i: object): void } }).Devtrail.identify({ username: 'x@example.com', type: 'email' }),
      )
      // only the browser's own report of the failed request, never the tracker's
      expect(messages.filter((message) => !/ERR_CONNECTION_REFUSED|integrity/.test(message))).toEqual([])
      await context.close()
    })
  }
})
