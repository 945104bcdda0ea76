/**
 * The secret corpus played through the real tracker in real Chromium, as a visitor copies: each
 * snippet sits in its own `<pre><code>` block of one docs page with the hosted script, and is
 * copied by selecting it and pressing Ctrl+C, or with the block's copy button
 * (`navigator.clipboard.writeText`). What leaves the browser for the collector must hold no
 * secret of the corpus, and every look-alike must arrive byte for byte. Then two tabs of one site:
 * consent withdrawn in one stops the other from sending.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { startCollector, type CollectorServer } from './fixtures/collectorServer.js'
import { PLAIN_SNIPPETS, SECRET_SNIPPETS } from './fixtures/secretCorpus.js'
import { startSite } from './fixtures/site.js'

/** The snippets as copied, and what the collector must receive for each. */
const SNIPPETS = [
  ...SECRET_SNIPPETS.map(({ name, text, redacted }) => ({ name, text, expected: redacted })),
  ...PLAIN_SNIPPETS.map(({ name, text }) => ({ name, text, expected: text })),
]

/** An event as sent to `POST /v1/events`, with the tab that sent it. */
interface SentEvent {
  id: string
  type: string
  url: string
  text?: string
  page?: Page
}

/** The free-text fields of an event, where a secret could leave the page (ids are random and may hold any short string). */
const TEXT_FIELDS = ['url', 'referrer', 'title', 'text', 'language']

/** The events a browser context sends to the collector, by id (a batch sent again counts once), and every free text they carried. */
function recordEvents(context: BrowserContext) {
  const events = new Map<string, SentEvent>()
  const received: string[] = []
  context.on('request', (request: Request) => {
    if (request.method() != 'POST' || !request.url().endsWith('/v1/events')) return
    for (const event of (JSON.parse(request.postData() ?? '') as { events: SentEvent[] }).events) {
      events.set(event.id, { ...event, page: request.frame().page() })
      const fields = event as unknown as Record<string, unknown>
      for (const field of TEXT_FIELDS) if (typeof fields[field] == 'string') received.push(fields[field] as string)
    }
  })
  return { events: () => [...events.values()], received }
}

/** Waits until the complete tracker has taken over from the hosted script. */
const completeTrackerRuns = (page: Page) => page.waitForFunction(() => Symbol.for('devtrail.tracker') in window)

describe('the secret corpus copied in Chromium', () => {
  let collector: CollectorServer
  let site: { url: string; close(): Promise<void> }
  let browser: Browser

  beforeAll(async () => {
    collector = await startCollector()
    const page = `<!doctype html><title>Corpus</title>
<script src="${collector.url}/tracker.js"></script>
<script>
  const params = new URLSearchParams(location.search)
  Devtrail.init({ clientID: '${collector.clientId}', requireConsent: params.has('consent') })
  // a docs page: one block and copy button per snippet
  window.addBlocks = (texts) => {
    texts.forEach((text, i) => {
      const block = document.createElement('div')
      block.innerHTML = '<pre><code></code></pre><button>Copy</button>'
      block.querySelector('code').id = 'code' + i
      block.querySelector('code').textContent = text
      block.querySelector('button').id = 'copy' + i
      block.querySelector('button').onclick = () => navigator.clipboard.writeText(text).catch(() => {})
      document.body.append(block)
    })
  }
</script>`
    site = await startSite({ '/': page })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await collector?.close()
  })

  it(`sends none of the secrets of ${SECRET_SNIPPETS.length} snippets and all of ${PLAIN_SNIPPETS.length} look-alikes intact`, async () => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    const wire = recordEvents(context)
    const page = await context.newPage()
    await page.goto(`${site.url}/docs`)
    await completeTrackerRuns(page)
    await page.evaluate(
      (texts) => (window as unknown as { addBlocks(texts: string[]): void }).addBlocks(texts),
      SNIPPETS.map((s) => s.text),
    )
    for (const [i] of SNIPPETS.entries()) {
      if (i % 2) await page.click(`#copy${i}`)
      else {
        await page.evaluate((i) => getSelection()!.selectAllChildren(document.getElementById(`code${i}`)!), i)
        await page.keyboard.press('Control+C')
      }
    }
    const copies = () => wire.events().filter((event) => event.type == 'COPY')
    await expect.poll(() => copies().length, { timeout: 30_000 }).toBe(SNIPPETS.length)

    const received = copies().map((event) => event.text)
    // each snippet arrived as expected: secrets redacted, everything else byte for byte
    expect(SNIPPETS.filter(({ expected }) => !received.includes(expected)).map(({ name }) => name)).toEqual([])
    expect(received.sort()).toEqual(SNIPPETS.map(({ expected }) => expected).sort())
    // and no secret a correct output does not hold itself (`pw` is in `plink -pw`) is anywhere in what was sent
    const checked = SECRET_SNIPPETS.flatMap(({ secrets }) => secrets).filter((secret) => !SNIPPETS.some(({ expected }) => expected.includes(secret)))
    expect(checked.length).toBeGreaterThan(SECRET_SNIPPETS.length)
    expect(checked.filter((secret) => wire.received.some((text) => text.includes(secret)))).toEqual([])
    await context.close()
  }, 120_000)

  it('stops sending in one tab once consent is withdrawn in another, and resumes when it is granted again', async () => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA })
    const wire = recordEvents(context)
    const [tabA, tabB] = [await context.newPage(), await context.newPage()]
    await tabA.goto(`${site.url}/a?consent`)
    await tabB.goto(`${site.url}/b?consent`)
    await Promise.all([completeTrackerRuns(tabA), completeTrackerRuns(tabB)])
    const pagesOf = (tab: Page) => wire.events().flatMap((event) => (event.page == tab && event.type == 'PAGE_VISIT' ? [new URL(event.url).pathname] : []))
    /** Grants or withdraws consent in tab A and waits until tab B has seen its consent change (the storage event reaches every other tab). */
    const consentInTabA = async (granted: boolean) => {
      const seen = tabB.evaluate(() => new Promise((resolve) => addEventListener('storage', (e) => e.key == 'dt_consent' && resolve(e.newValue))))
      await tabA.evaluate((granted) => (window as unknown as { Devtrail: { consent(granted: boolean): void } }).Devtrail.consent(granted), granted)
      await seen
    }

    // granted in tab A: tab B sends its page view too
    await consentInTabA(true)
    await expect.poll(() => pagesOf(tabB), { timeout: 10_000 }).toEqual(['/b'])
    // withdrawn in tab A: tab B's next page views and copies are not sent
    await consentInTabA(false)
    await tabB.bringToFront()
    await tabB.evaluate(() => {
      history.pushState(null, '', '/b/withdrawn')
      ;(window as unknown as { addBlocks(texts: string[]): void }).addBlocks(['npm install @devtrail/core'])
      getSelection()!.selectAllChildren(document.getElementById('code0')!)
    })
    await tabB.keyboard.press('Control+C')
    await tabB.evaluate(() => history.pushState(null, '', '/b/withdrawn-2'))
    // granted again: tab B sends the page open now, and never what happened while it was withdrawn
    await consentInTabA(true)
    await expect.poll(() => pagesOf(tabB), { timeout: 10_000 }).toContain('/b/withdrawn-2')
    expect(pagesOf(tabB)).toEqual(['/b', '/b/withdrawn-2'])
    expect(wire.events().filter((event) => event.page == tabB && event.type != 'PAGE_VISIT')).toEqual([])
    await context.close()
  }, 60_000)
})
