/**
 * Several tabs of one site share localStorage, where each keeps the events the collector has not
 * taken yet. In real Chromium against the real collector: 4 tabs send 50 page visits each while
 * the network comes and goes, two of them are closed with events still queued, and a tab opened
 * later takes those over. Every visit must be stored exactly once: 0 lost, 0 duplicated, in each
 * of 20 runs.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { startCollector, type CollectorServer } from './fixtures/collectorServer.js'
import { startSite } from './fixtures/site.js'

const RUNS = 20
const TABS = 4
const VISITS = 50

describe('several tabs of one site', () => {
  let collector: CollectorServer
  let site: { url: string; close(): Promise<void> }
  let browser: Browser

  beforeAll(async () => {
    collector = await startCollector()
    const page = `<!doctype html><title>Start</title><script src="${collector.url}/tracker.js"></script>
<script>Devtrail.init({ clientID: '${collector.clientId}' })</script>`
    site = await startSite({ '/': page })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await collector?.close()
  })

  /** The pages stored for this run, each with how many times it was stored. */
  const storedPages = async (run: number) => {
    const rows = await collector.store.db.selectFrom('activities').select('page').where('page', 'like', `${site.url}/r${run}/%`).execute()
    const counts = new Map<string, number>()
    for (const { page } of rows) counts.set(page, (counts.get(page) ?? 0) + 1)
    return counts
  }

  it(`stores every visit of ${TABS} tabs x ${VISITS} exactly once, through network loss and closed tabs, ${RUNS} runs in a row`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ userAgent: DESKTOP_UA })
      let online = false
      await context.route('**/v1/events', (route) => (online ? route.continue() : route.abort('internetdisconnected')))
      const tabs: Page[] = []
      for (let tab = 0; tab < TABS; tab++) {
        const page = await context.newPage()
        await page.goto(`${site.url}/r${run}/t${tab}/start`)
        tabs.push(page)
      }
      const expected = tabs.map((_, tab) => `${site.url}/r${run}/t${tab}/start`)
      // the network comes back for a moment in the middle of the bursts, then goes again
      const flicker = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150))
        online = true
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200))
        online = false
      })()
      await Promise.all(
        tabs.map((page, tab) =>
          page.evaluate(
            async ({ run, tab, visits }) => {
              for (let i = 0; i < visits; i++) {
                history.pushState(null, '', `/r${run}/t${tab}/p${i}`)
                document.title = `Page ${i}`
                await new Promise((resolve) => setTimeout(resolve, Math.random() * 12))
              }
            },
            { run, tab, visits: VISITS },
          ),
        ),
      )
      await flicker
      for (let tab = 0; tab < TABS; tab++) for (let i = 0; i < VISITS; i++) expected.push(`${site.url}/r${run}/t${tab}/p${i}`)
      // two tabs are left while offline: their queues stay behind, marked closed
      await tabs[0]!.goto('about:blank')
      await tabs[1]!.close({ runBeforeUnload: true })
      online = true
      // the other two get the browser's online event; a tab opened now takes the closed queues over
      for (const page of tabs.slice(2)) await page.evaluate(() => dispatchEvent(new Event('online')))
      const later = await context.newPage()
      await later.goto(`${site.url}/r${run}/later`)
      expected.push(`${site.url}/r${run}/later`)

      const deadline = Date.now() + 30_000
      let stored = await storedPages(run)
      while (expected.some((page) => !stored.has(page)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        stored = await storedPages(run)
      }
      const lost = expected.filter((page) => !stored.has(page))
      const duplicated = [...stored].filter(([, count]) => count > 1).map(([page]) => page)
      expect({ run, lost, duplicated, stored: stored.size }).toEqual({ run, lost: [], duplicated: [], stored: expected.length })
      await context.close()
    }
  }, 600_000)
})
