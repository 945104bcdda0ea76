/**
 * The demo, end to end in real Chromium: `devtrail start --demo` in a child process, the hosted
 * tracker on the demo pages, copies by keyboard and by copy button, an SPA navigation, a sign-in,
 * and what the collector stored (and the data service answers) afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStore, type Store } from '../packages/server/src/store/store.js'
import { freePort } from '../packages/server/test/freePort.js'
import { startDevtrailCli, type StartedCli } from './fixtures/devtrailCli.js'
import { waitFor as waitForCondition } from './fixtures/waitFor.js'

const CHROMIUM = '/usr/bin/chromium'
const root = fileURLToPath(new URL('..', import.meta.url))
const trackerScript = join(root, 'packages/core/dist/tracker.js')

interface DemoStart {
  url: string
  demo: { workspaceId: string; apiKey: string; clientIds: Record<'website' | 'docs' | 'product', string> }
}

/** Polls `probe` until it answers a value; on timeout the error shows what `seen` last reported. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seen: () => unknown = () => undefined, timeoutMs = 20_000): Promise<T> {
  let value: T | undefined
  await waitForCondition(
    async () => {
      value = await probe()
      return value !== undefined
    },
    { timeout: timeoutMs, interval: 250, what },
  ).catch(() => {
    throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(seen())}`)
  })
  return value as T
}

describe('demo pages in Chromium', () => {
  let dir: string
  let demo: StartedCli<DemoStart> | undefined
  let started: DemoStart
  let base: string
  let browser: Browser | undefined
  let context: BrowserContext
  let store: Store
  const consoleErrors: string[] = []

  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
    return page
  }

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the end-to-end tests need Debian's chromium package (apt-get install chromium)`)
    if (!existsSync(trackerScript)) throw new Error(`${trackerScript} is missing: build the tracker first (npx rollup -c, or npm run e2e)`)
    dir = mkdtempSync(join(tmpdir(), 'devtrail-e2e-'))
    const port = await freePort()
    demo = await startDevtrailCli<DemoStart>(
      ['--demo', '--without-history'],
      { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'devtrail.db')}`, LOG_LEVEL: 'warn' },
      root,
    )
    started = demo.started
    base = `http://127.0.0.1:${port}`
    store = await openStore(`sqlite:${join(dir, 'devtrail.db')}`)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    // headless Chromium announces itself as HeadlessChrome, which the collector rightly drops as a bot
    context = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  })

  afterAll(async () => {
    await browser?.close()
    await store?.close()
    await demo?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('records page visits, copies and the sign-in, and attributes the anonymous visits to the developer', async () => {
    const docs = watch(await context.newPage())
    await docs.goto(`${base}/demo/docs`)
    expect(await docs.locator('body').getAttribute('data-client-id')).toBe(started.demo.clientIds.docs)
    await docs.waitForFunction(() => 'Devtrail' in window)
    // the first visit reaches the panel through the tracker's timer flush (and the demo feed)
    await docs.locator('#activity li', { hasText: 'PAGE_VISIT · DOCS' }).waitFor({ timeout: 20_000 })

    // a selection copied with the keyboard
    await docs.evaluate(() => {
      const code = document.querySelector('section:not([hidden]) pre code.language-bash')!
      const range = document.createRange()
      range.selectNodeContents(code)
      const selection = getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
    })
    await docs.keyboard.press('Control+C')
    expect(await docs.evaluate(() => navigator.clipboard.readText())).toBe('npm install @devtrail/core')

    // an SPA navigation, then a copy button on a snippet holding a (fake) secret key
    await docs.getByRole('link', { name: 'Identify users' }).click()
    await docs.waitForURL(`${base}/demo/docs/identify`)
    await docs.locator('section[data-path="/demo/docs/identify"] button.copy').click()
    await expect.poll(() => docs.evaluate(() => navigator.clipboard.readText())).toContain('sk_live_4eC39HqLyjWDarjtT1zdp7dc')
    // the copies and the SPA visit leave on pagehide
    await docs.close({ runBeforeUnload: true })

    // sign in on the product page
    const product = watch(await context.newPage())
    await product.goto(`${base}/demo/app`)
    await product.waitForFunction(() => 'Devtrail' in window)
    await product.locator('input[name=email]').fill('grace@hopper-labs.dev')
    await product.locator('input[name=firstname]').fill('Grace')
    await product.locator('input[name=lastname]').fill('Hopper')
    await product.getByRole('button', { name: 'Sign in' }).click()
    expect(await product.locator('#user-name').textContent()).toBe('Grace Hopper (grace@hopper-labs.dev)')
    expect(await product.locator('#sign-in').isVisible()).toBe(false)
    // the activity panel shows the sign-in once the tracker has flushed (about a second)
    await product.locator('#activity li', { hasText: 'PRODUCT_LOGIN' }).waitFor({ timeout: 20_000 })
    await product.getByRole('button', { name: 'Sign out' }).click()
    expect(await product.locator('#sign-in').isVisible()).toBe(true)
    expect(await product.locator('#signed-in').isVisible()).toBe(false)
    await product.close({ runBeforeUnload: true })

    const workspaceId = started.demo.workspaceId
    const developer = await waitFor('the identified developer', async () =>
      store.db
        .selectFrom('developer_identities')
        .innerJoin('developers', 'developers.id', 'developer_identities.developer_id')
        .select(['developers.id', 'developers.name', 'developers.account_id'])
        .where('developer_identities.workspace_id', '=', workspaceId)
        .where('developer_identities.type', '=', 'email')
        .where('developer_identities.username', '=', 'grace@hopper-labs.dev')
        .executeTakeFirst(),
    )
    expect(developer.name).toBe('Grace Hopper')
    let rows: unknown[] = []
    const activities = await waitFor(
      'every activity',
      async () => {
        const found = await store.db
          .selectFrom('activities')
          .select(['activity_type', 'activity_source', 'source_type', 'page', 'copied_text', 'developer_id'])
          .where('workspace_id', '=', workspaceId)
          .orderBy('occurred_at')
          .execute()
        rows = found
        const types = found.map((row) => row.activity_type)
        return types.includes('PRODUCT_LOGIN') && types.filter((type) => type === 'PAGE_VISIT').length >= 3 && types.includes('COPY_CODE') ? found : undefined
      },
      () => rows,
    )

    const visits = activities.filter((row) => row.activity_type === 'PAGE_VISIT')
    expect(visits.map((row) => new URL(row.page).pathname)).toEqual(['/demo/docs', '/demo/docs/identify', '/demo/app'])
    expect(visits.map((row) => row.activity_source)).toEqual(['DOCS', 'DOCS', 'PRODUCT'])
    const command = activities.find((row) => row.activity_type === 'COPY_COMMAND')
    expect(command).toMatchObject({ activity_source: 'DOCS', source_type: 'DOCS_JS', copied_text: 'npm install @devtrail/core' })
    const code = activities.find((row) => row.activity_type === 'COPY_CODE')
    expect(code?.copied_text).toContain('[REDACTED]')
    expect(code?.copied_text).not.toContain('4eC39HqLyjWDarjtT1zdp7dc')
    expect(code?.copied_text).toContain('tracker.identify(')
    expect(activities.find((row) => row.activity_type === 'PRODUCT_LOGIN')).toMatchObject({ activity_source: 'PRODUCT', source_type: 'PRODUCT_JS' })
    // everything this browser did, the anonymous docs visits and copies included, is the developer's now
    expect(activities.every((row) => row.developer_id === developer.id)).toBe(true)

    // and the data service answers it to the demo key
    const response = await fetch(`${base}/developer/${developer.id}/activities`, { headers: { 'x-api-key': started.demo.apiKey } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { activity_type: string; copied_text: string }[] }
    expect(body.data.map((row) => row.activity_type).sort()).toEqual(activities.map((row) => row.activity_type).sort())

    expect(consoleErrors).toEqual([])
  })
})
