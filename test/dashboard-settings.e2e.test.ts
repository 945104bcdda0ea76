/**
 * The dashboard's settings pages in real Chromium against the real server (`devtrail start
 * --demo`, SQLite; the server tests cover both stores): every tab round-trips through the data
 * service (an asset created, renamed, its origins set and identify secret made; a key created
 * and one revoked; a segment edited; a network mapped and removed; all of it in the audit log and
 * its CSV), axe-core on each tab, and a read-only session that shows no settings control.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer, type DemoServer } from './dashboard/dashboardServer.js'
import { seriousViolations } from './fixtures/axe.js'

const CHROMIUM = '/usr/bin/chromium'
const root = fileURLToPath(new URL('..', import.meta.url))

describe('dashboard settings in Chromium', () => {
  let server: DemoServer
  let browser: Browser
  let page: Page
  let readKey: string
  const pageErrors: string[] = []
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.base}${path}`, { headers: { 'x-api-key': server.started.demo.apiKey } })
    expect(response.status, path).toBe(200)
    return ((await response.json()) as { data: T }).data
  }
  const openTab = async (label: string) => {
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: label }).click()
    await page.getByRole('heading', { name: `Settings: ${label}`, level: 1 }).waitFor()
  }
  const signIn = async (key: string) => {
    await page.goto(`${server.base}/dashboard/`)
    await page.getByLabel('API key').fill(key)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor()
  }

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the end-to-end tests need Debian's chromium package`)
    if (!existsSync(join(root, 'packages/dashboard/dist/index.html'))) throw new Error('the dashboard is not built: npm run build')
    server = await startDemoServer('sqlite')
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('creates an asset, renames it, sets its origins and makes its identify secret', async () => {
    await signIn(server.started.demo.apiKey)
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('heading', { name: 'Settings: Assets', level: 1 }).waitFor()
    await page.getByLabel('Kind').selectOption('DOCS')
    await page.getByLabel('Name', { exact: true }).fill('Handbook')
    await page.getByLabel('Allowed origins (one per line; * allows any)').fill('https://handbook.acme.io')
    await page.getByRole('button', { name: 'Create asset' }).click()
    await page.getByRole('button', { name: 'Manage Handbook' }).click()
    await page.getByLabel('Name', { exact: true }).first().fill('Handbook v2')
    await page.getByLabel('Allowed origins (one per line)', { exact: true }).fill('https://handbook.acme.io\nhttps://acme.io')
    await page.getByRole('button', { name: 'Save asset' }).click()
    await expect
      .poll(async () => (await api<{ name: string; allowed_origins: string[] }[]>('/assets')).find((asset) => asset.name === 'Handbook v2')?.allowed_origins)
      .toEqual(['https://handbook.acme.io', 'https://acme.io'])
    await page.getByRole('button', { name: 'Create identify secret' }).click()
    await expect.poll(() => page.locator('[data-secret="Identify secret"]').textContent()).toMatch(/^dtis_/)
    const asset = (await api<{ name: string; identify_secret_created_at: number | null }[]>('/assets')).find((row) => row.name === 'Handbook v2')
    expect(asset?.identify_secret_created_at).toEqual(expect.any(Number))
    await expect.poll(() => page.locator('code.snippet').textContent()).toContain('integrity="sha384-')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('creates API keys (shown once) and revokes one', async () => {
    await openTab('API keys')
    await page.getByLabel('Name').fill('ci reader')
    await page.getByRole('button', { name: 'Create key' }).click()
    readKey = (await page.locator('[data-secret="API key"]').textContent()) ?? ''
    expect(readKey).toMatch(/^dtk_/)
    await page.getByLabel('Name').fill('temporary')
    await page.getByLabel('Scope').selectOption('write')
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.getByRole('button', { name: 'Revoke temporary' }).click()
    await expect
      .poll(async () => (await api<{ name: string; revoked_at: number | null }[]>('/keys')).find((key) => key.name === 'temporary')?.revoked_at)
      .toEqual(expect.any(Number))
    const reader = (await api<{ name: string; scope: string }[]>('/keys')).find((key) => key.name === 'ci reader')
    expect(reader?.scope).toBe('read')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('edits a segment', async () => {
    await openTab('Segments & audiences')
    const [segment] = await api<{ segment_id: string; name: string }[]>('/segments')
    await page.getByRole('button', { name: `Edit ${segment!.name}` }).click()
    await page.getByLabel('Description').fill('Edited in the dashboard')
    await page.getByRole('button', { name: 'Save segment' }).click()
    await expect.poll(async () => (await api<{ description: string }>(`/segment/${segment!.segment_id}`)).description).toBe('Edited in the dashboard')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('maps a network and removes it; the GitHub tab passes axe', async () => {
    await openTab('Networks')
    await page.getByLabel('Network (a CIDR such as 192.0.2.0/24, or AS64500)').fill('140.82.112.0/20')
    await page.getByLabel('Company domain').fill('github.com')
    await page.getByRole('button', { name: 'Map network' }).click()
    await page.locator('table[data-table="networks"] tr[data-row="140.82.112.0/20"]').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Remove 140.82.112.0/20' }).click()
    await expect.poll(() => api<unknown[]>('/networks')).toEqual([])
    await openTab('GitHub')
    await page.getByRole('button', { name: 'Connect a GitHub webhook' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('shows every change in the audit log and downloads it as CSV', async () => {
    await openTab('Audit log')
    const actions = [
      'asset.create',
      'asset.update',
      'asset.identify_secret.rotate',
      'api_key.create',
      'api_key.revoke',
      'segment.update',
      'network.add',
      'network.remove',
    ]
    await expect
      .poll(() => page.locator('table[data-table="audit"] tbody').textContent())
      .toSatisfy((text: string | null) => actions.every((action) => text?.includes(action)))
    expect(await seriousViolations(page)).toEqual([])
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV of Audit log' }).click()])
    const rows = parse(readFileSync((await download.path())!, 'utf8'), { columns: true }) as Record<string, string>[]
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(actions))
    expect(readFileSync((await download.path())!, 'utf8')).not.toContain(readKey)
  })

  it('shows a read-only session no settings control, and the server refuses it anyway', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn(readKey)
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).count()).toBe(0)
    await page.goto(`${server.base}/dashboard/#/settings/assets`)
    await page.getByText('sign in with an API key that has the admin scope').waitFor()
    expect(await page.locator('main').locator('button, input, select, textarea, form').count()).toBe(0)
    const refused = await page.evaluate(async () => {
      // the session's own CSRF token: the scope alone refuses the change
      const csrf = (await (await fetch('/dashboard/session')).json()).data.csrf_token
      const response = await fetch('/assets', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ kind: 'DOCS', allowed_origins: ['*'] }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(refused).toEqual({ status: 403, body: { error: { message: expect.stringContaining('admin scope'), type: 'forbidden' } } })
    expect(await seriousViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
