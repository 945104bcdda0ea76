/**
 * @devtrail/client in a real browser: the built ESM file and openapi-fetch's, loaded by Chromium
 * through an import map from the data service's own origin, call the real server, iterate pages,
 * get typed errors and wait out a 429.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_COUNT, type ClientWorld, listeningApp, seedClientWorld } from '../packages/client/src/__tests__/clientWorld.js'
import { seedWorkspace } from '../packages/server/test/seed.js'
import { openStore, type Store } from '../packages/server/src/store/store.js'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'

const file = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const PAGE = `<!doctype html><title>client</title>
<script type="importmap">{ "imports": { "openapi-fetch": "/__client/openapi-fetch.mjs" } }</script>
<script type="module">import * as client from '/__client/index.mjs'; window.devtrailClient = client</script>`

/** What the page puts on window: the module as published. */
type ClientWindow = { devtrailClient: typeof import('../packages/client/src/index.js') }

/** A page on `baseUrl`'s origin (so no CORS is involved) that can import the built client. */
async function clientPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ userAgent: DESKTOP_UA })
  const page = await context.newPage()
  const files: Record<string, { body: string; contentType: string }> = {
    '/__client/page.html': { body: PAGE, contentType: 'text/html; charset=utf-8' },
    '/__client/index.mjs': { body: file('../packages/client/dist/index.mjs'), contentType: 'text/javascript' },
    '/__client/openapi-fetch.mjs': { body: file('../node_modules/openapi-fetch/dist/index.mjs'), contentType: 'text/javascript' },
  }
  await page.route(`${baseUrl}/__client/**`, (route) => route.fulfill({ status: 200, ...files[new URL(route.request().url()).pathname]! }))
  await page.goto(`${baseUrl}/__client/page.html`)
  await page.waitForFunction(() => 'devtrailClient' in window)
  return page
}

describe('@devtrail/client in Chromium', () => {
  let store: Store
  let app: FastifyInstance
  let baseUrl: string
  let world: ClientWorld
  let browser: Browser
  let folder: string

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'devtrail-client-e2e-'))
    store = await openStore(`sqlite:${join(folder, 'devtrail.db')}`)
    world = await seedClientWorld(store)
    ;({ app, baseUrl } = await listeningApp(store))
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
    await store?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('calls, iterates and reports errors with fetch alone', async () => {
    const page = await clientPage(browser, baseUrl)
    const result = await page.evaluate(
      async ({ baseUrl, key, segmentId }) => {
        const { createDevtrailClient, DevtrailApiError } = (window as unknown as ClientWindow).devtrailClient
        const devtrail = createDevtrailClient({ baseUrl, apiKey: key })
        const segments = await devtrail.listSegments()
        let accounts = 0
        for await (const _account of devtrail.all.listSegmentAccounts({ segment_id: segmentId })) accounts++
        const error = await devtrail.listSegmentAccounts({ segment_id: 'missing' }).then(
          () => null,
          (reason: unknown) => reason,
        )
        if (!(error instanceof DevtrailApiError)) return { segments: segments.data.length, accounts, error: String(error) }
        return { segments: segments.data.length, accounts, error: { status: error.status, type: error.type, request_id: error.request_id } }
      },
      { baseUrl, key: world.key, segmentId: world.accountSegmentId },
    )
    expect(result).toEqual({
      segments: 3,
      accounts: ACCOUNT_COUNT,
      error: { status: 404, type: 'not_found', request_id: expect.stringMatching(/\S/) },
    })
  })

  it('waits out Retry-After on 429 in the browser', async () => {
    const { key } = await seedWorkspace(store, 'Browser limited')
    const limited = await listeningApp(store, { rateLimit: { max: 1, timeWindowMs: 1000 } })
    try {
      const page = await clientPage(browser, limited.baseUrl)
      const answers = await page.evaluate(
        async ({ baseUrl, key }) => {
          const { createDevtrailClient } = (window as unknown as ClientWindow).devtrailClient
          const devtrail = createDevtrailClient({ baseUrl, apiKey: key })
          const started = Date.now()
          const pages = await Promise.all([devtrail.listSegments(), devtrail.listSegments()])
          return { totals: pages.map((answer) => answer.total_pages), waitedMs: Date.now() - started }
        },
        { baseUrl: limited.baseUrl, key },
      )
      expect(answers.totals).toEqual([0, 0])
      expect(answers.waitedMs).toBeGreaterThanOrEqual(500)
    } finally {
      await limited.app.close()
    }
  })
})
