/**
 * The dashboard in real Chromium against the real server (`devtrail start --demo`) on SQLite and
 * on PostgreSQL: sign-in (wrong key, API key, one-time link), the overview against the API,
 * drill-down account -> developer -> timeline, the live feed, CSV export, sign-out, axe-core,
 * and screenshots at 390 px and 1440 px (written to .devtrail-tmp/screenshots/).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type DemoServer } from './dashboard/dashboardServer.js'
import { seriousViolations } from './fixtures/axe.js'

const CHROMIUM = '/usr/bin/chromium'
const root = fileURLToPath(new URL('..', import.meta.url))
const screenshots = join(root, '.devtrail-tmp', 'screenshots')
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const WIDE = { width: 1440, height: 900 }
const NARROW = { width: 390, height: 844 }

/** The day `days` before today, UTC, as the dashboard's range picker computes it. */
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The text of a CSV cell as the export writes it (a formula-like text starts with a quote mark). */
const csvText = (value: unknown) => (value === null || value === undefined ? '' : /^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value))

describe.each(['sqlite', 'postgres'] as const)('dashboard in Chromium on %s', (dialect) => {
  let server: DemoServer
  let browser: Browser
  let context: BrowserContext
  let page: Page
  const consoleErrors: string[] = []
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.base}${path}`, { headers: { 'x-api-key': server.started.demo.apiKey } })
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }
  const shoot = async (name: string) => {
    mkdirSync(screenshots, { recursive: true })
    await page.screenshot({ path: join(screenshots, `${dialect}-${name}.png`), fullPage: true })
  }

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the end-to-end tests need Debian's chromium package`)
    if (!existsSync(join(root, 'packages/dashboard/dist/index.html'))) throw new Error('the dashboard is not built: npm run build')
    server = await startDemoServer(dialect)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    context = await browser.newContext({ userAgent: USER_AGENT, viewport: WIDE, acceptDownloads: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base })
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('refuses a wrong key with a clear message and signs in with the API key, which never reaches page storage', async () => {
    await page.goto(`${server.base}/dashboard/`)
    await page.getByLabel('API key').fill('dtk_wrong')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This API key is not valid: it is unknown or has been revoked.')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('API key').fill(server.started.demo.apiKey)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor()
    const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }))
    expect(storage).not.toContain(server.started.demo.apiKey)
    expect(storage).not.toContain('dts_')
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'devtrail_session')
    expect(cookie).toMatchObject({ name: 'devtrail_session', httpOnly: true, sameSite: 'Lax' })
  })

  it('shows overview totals equal to the API sums for the range, every chart drawn', async () => {
    const from = dayBefore(29)
    const to = dayBefore(0)
    const { data } = await api<{ data: { series: Record<string, number | string>[]; totals: Record<string, number>; previous: Record<string, number> } }>(
      `/stats/overview?from=${from}&to=${to}`,
    )
    for (const metric of ['page_visits', 'copies', 'sign_ins']) {
      const summed = data.series.reduce((sum, point) => sum + Number(point[metric]), 0)
      expect(summed).toBe(data.totals[metric])
      expect(summed).toBeGreaterThan(0)
    }
    for (const metric of ['page_visits', 'copies', 'sign_ins', 'developers']) {
      const shown = page.locator(`[data-total="${metric}"] .total-value`)
      await expect.poll(() => shown.textContent()).toBe(new Intl.NumberFormat('en-US').format(data.totals[metric]!))
    }
    await expect.poll(() => page.locator('figure.chart canvas').count()).toBe(4)
    for (const table of ['pages', 'copies', 'referrers', 'countries']) {
      await expect.poll(() => page.locator(`table[data-table="${table}"] tbody tr td.numeric`).count()).toBeGreaterThan(0)
    }
    await page.getByRole('button', { name: '90 days' }).click()
    const wide = await api<{ data: { totals: Record<string, number> } }>(`/stats/overview?from=${dayBefore(89)}&to=${to}`)
    await expect
      .poll(() => page.locator('[data-total="page_visits"] .total-value').textContent())
      .toBe(new Intl.NumberFormat('en-US').format(wide.data.totals.page_visits!))
    await page.getByRole('button', { name: '30 days' }).click()
    await expect
      .poll(() => page.locator('[data-total="page_visits"] .total-value').textContent())
      .toBe(new Intl.NumberFormat('en-US').format(data.totals.page_visits!))
    expect(await seriousViolations(page)).toEqual([])
    await shoot('overview-1440')
  })

  it('exports a table as a CSV whose rows equal the API answer', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV of Top pages' }).click()])
    const csv = readFileSync((await download.path())!, 'utf8')
    const rows = parse(csv, { columns: true }) as Record<string, string>[]
    const { data } = await api<{ data: Record<string, unknown>[] }>(`/stats/pages?from=${dayBefore(29)}&to=${dayBefore(0)}&limit=10`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows).toEqual(data.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, csvText(value)]))))
  })

  it('drills down from an account to a developer and their timeline, with search', async () => {
    await page.getByRole('link', { name: 'Accounts', exact: true }).click()
    await page.getByLabel('Search by name or domain').fill('bitforge')
    await expect.poll(() => page.locator('table[data-table="accounts"] tbody tr').allTextContents()).toEqual([expect.stringContaining('bitforge.io')])
    await page.getByLabel('Search by name or domain').fill('')
    const accounts = await api<{ data: { id: string; account_name: string }[] }>('/stats/accounts')
    await expect.poll(() => page.locator('table[data-table="accounts"] tbody tr').count()).toBe(accounts.data.length)
    await shoot('accounts-1440')
    const account = accounts.data.find((candidate) => candidate.account_name.toLowerCase().includes('northwind')) ?? accounts.data[0]!
    await page.getByRole('link', { name: account.account_name, exact: true }).click()
    await page.getByRole('heading', { name: account.account_name, level: 1 }).waitFor()
    const developers = await api<{ data: { id: string; developer_name: string }[] }>(`/account/${account.id}/developers`)
    expect(developers.data.length).toBeGreaterThan(0)
    await expect.poll(() => page.locator('table[data-table="account-developers"] tbody tr').count()).toBe(developers.data.length)
    const developer = developers.data[0]!
    await page.locator('table[data-table="account-developers"]').getByRole('link', { name: developer.developer_name, exact: true }).click()
    await page.getByRole('heading', { name: developer.developer_name, level: 1 }).waitFor()
    const timeline = await api<{ data: { activity_type: string }[] }>(`/stats/developers/${developer.id}/activities`)
    await expect.poll(() => page.locator('table[data-table="developer-timeline"] tbody tr').count()).toBe(timeline.data.length)
    expect(await page.locator('.identities li').allTextContents()).toEqual([expect.stringMatching(/^email: .+@northwind\.tech$|^email: /)])
    expect(await seriousViolations(page)).toEqual([])
    await shoot('developer-1440')
  })

  it('shows a copy made on the demo docs page in the live feed within 5 s', async () => {
    await page.getByRole('link', { name: 'Live' }).click()
    await page.locator('table[data-table="live"] tbody tr[data-row]').first().waitFor()
    const docs = await context.newPage()
    await docs.goto(`${server.base}/demo/docs`)
    await docs.waitForFunction(() => 'Devtrail' in window)
    const copiedAt = Date.now()
    await docs.locator('section:not([hidden]) button.copy').first().click()
    // the activity the collector stored for this copy, found through the API
    let id: string | undefined
    await expect
      .poll(
        async () => {
          const { data } = await api<{ data: { id: string; activity_type: string; received_time: number }[] }>('/stats/live?limit=10')
          id = data.find((activity) => activity.activity_type.startsWith('COPY_') && activity.received_time >= copiedAt)?.id
          return id
        },
        { timeout: 5000, interval: 100 },
      )
      .toBeDefined()
    await page.locator(`table[data-table="live"] tr[data-row="${id}"]`).waitFor({ timeout: Math.max(1, copiedAt + 5000 - Date.now()) })
    await docs.close()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('shows the stored web vitals and is usable by keyboard', async () => {
    await page.getByRole('link', { name: 'Web vitals' }).click()
    const { data } = await api<{ data: { page: string; lcp: number | null }[] }>(`/stats/vitals?from=${dayBefore(29)}&to=${dayBefore(0)}&limit=100`)
    expect(data.length).toBeGreaterThan(0)
    await expect.poll(() => page.locator('table[data-table="vitals"] tbody tr').count()).toBe(data.length)
    // the table's rows replace its loading row: wait for the data, not for a row count
    await expect.poll(() => page.locator('table[data-table="vitals"] tbody tr').first().textContent()).toContain(`${Math.round(data[0]!.lcp!)} ms`)

    // from the top of the page: the skip link, the header's button, then the sections
    await page.reload()
    await page.getByRole('heading', { name: 'Web vitals', level: 1 }).waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
    let focused = ''
    for (let presses = 0; presses < 6 && focused !== 'Accounts'; presses++) {
      await page.keyboard.press('Tab')
      focused = (await page.evaluate(() => document.activeElement?.textContent)) ?? ''
    }
    expect(focused).toBe('Accounts')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor()
  })

  it('works at 390 px wide', async () => {
    await page.setViewportSize(NARROW)
    await page.getByRole('link', { name: 'Overview' }).click()
    await page.locator('[data-total="page_visits"] .total-value').filter({ hasText: /\d/ }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    await shoot('overview-390')
    await page.getByRole('link', { name: 'Accounts', exact: true }).click()
    await page.locator('table[data-table="accounts"] tbody tr a').first().waitFor()
    await shoot('accounts-390')
    await page.setViewportSize(WIDE)
  })

  it("signs out and the old cookie is refused by the server; a one-time link signs in once, from its page's button", async () => {
    const session = async () => (await context.cookies()).find((candidate) => candidate.name === 'devtrail_session')
    const cookie = await session()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByLabel('API key').waitFor()
    const refused = await fetch(`${server.base}/stats/overview`, { headers: { cookie: `devtrail_session=${cookie!.value}` } })
    expect(refused.status).toBe(401)
    expect(await session()).toBeUndefined()

    const link = server.started.demo.dashboardLink.replace(/^http:\/\/localhost:\d+/, server.base)
    // the link's page (what a chat app's preview also fetches) spends nothing: its button does
    await page.goto(link)
    await page.goto(link)
    await page.getByRole('button', { name: /^Sign in to / }).click()
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.goto(link)
    await expect.poll(() => page.locator('.notice').textContent()).toContain('already used or has expired')
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([])
  })
})
