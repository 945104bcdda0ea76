/**
 * The dashboard's Integrations tab in real Chromium against the real server (in-process, SQLite, a
 * real port, its own job runner) and a real HubSpot test server: a connection made through the
 * server's connect module shows its first run and the record HubSpot refused with the reason (and the
 * audience page which members are in the CRM); the
 * choice of what is sent is edited with checkboxes and reaches HubSpot on "Sync now"; a revoked token
 * shows as paused with its reason; a read-only session sees the status without any control (and
 * the server refuses its change); "Disconnect" asks first, then the page shows the CLI command to
 * connect again. axe-core on each state. One browser for the file.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../packages/server/src/admin/apiKeys.js'
import { createApp } from '../packages/server/src/app.js'
import { connectCrm } from '../packages/server/src/crm/connectCrm.js'
import { connectionsOfWorkspace } from '../packages/server/src/crm/crmConnections.js'
import { latestRuns } from '../packages/server/src/crm/crmRuns.js'
import { defaultSettings, type HubspotSettings } from '../packages/server/src/crm/crmSettings.js'
import { SecretBox } from '../packages/server/src/secrets/secretBox.js'
import { openStore, type Store } from '../packages/server/src/store/store.js'
import { eventually, PUBLIC_URL, seedCrmWorld } from '../packages/server/test/crmWorld.js'
import { type HubspotFake, startHubspotFake } from '../packages/server/test/fakes/hubspot.js'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { seriousViolations } from './fixtures/axe.js'

describe('dashboard integrations in Chromium', () => {
  let dir: string
  let store: Store
  let app: FastifyInstance
  let fake: HubspotFake
  let browser: Browser
  let admin: Page
  let base: string
  let world: Awaited<ReturnType<typeof seedCrmWorld>>
  let adminKey: string
  let readKey: string
  const pageErrors: string[] = []
  const box = new SecretBox(randomBytes(32))

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    return page
  }
  const signIn = async (page: Page, key: string) => {
    await page.goto(`${base}/dashboard/`)
    await page.getByLabel('API key').fill(key)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor()
  }
  const hubspotCard = (page: Page) => page.getByRole('region', { name: 'HubSpot connection' })
  const fact = (page: Page, name: string) => hubspotCard(page).locator(`[data-fact="${name}"]`).textContent()
  const lastRunId = async () => (await latestRuns(store, (await connectionsOfWorkspace(store, world.workspaceId))[0]!.id))[0]?.id

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'devtrail-integrations-e2e-'))
    store = await openStore(`sqlite:${join(dir, 'devtrail.db')}`)
    fake = await startHubspotFake()
    world = await seedCrmWorld(store)
    adminKey = (await createApiKey(store, world.workspaceId, 'dashboard admin', 'admin')).key
    readKey = (await createApiKey(store, world.workspaceId, 'dashboard reader', 'read')).key
    app = await createApp({
      store,
      tokenSecret: 'integrations-test-secret-0123456789',
      secretBox: box,
      jobs: { pollMs: 20, leaseMs: 5000 },
      crm: { publicUrl: PUBLIC_URL, outbound: { allowPrivate: true } },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    // HubSpot refuses one buyer: the page must show it with HubSpot's reason
    fake.state.failKeys.add('buyer2@globex.com')
    const settings: HubspotSettings = { ...(defaultSettings('hubspot') as HubspotSettings), apiUrl: fake.url }
    await connectCrm(
      store,
      box,
      { allowPrivate: true },
      { workspaceId: world.workspaceId, crm: 'hubspot', credentials: { crm: 'hubspot', token: fake.token }, settings, selection: world.selection },
    )
    // the app's own runner makes the first run
    await eventually(async () => (await latestRuns(store, (await connectionsOfWorkspace(store, world.workspaceId))[0]!.id))[0]?.finishedAt != null)
    browser = await launchChromium()
    admin = await newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
    await fake?.close()
    await store?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("shows the connection's status, what it sends, its last run and the record HubSpot refused", async () => {
    await signIn(admin, adminKey)
    await admin.goto(`${base}/dashboard/#/settings/integrations`)
    await admin.getByRole('heading', { name: 'Settings: Integrations', level: 1 }).waitFor()
    await hubspotCard(admin).waitFor()
    expect(await fact(admin, 'status')).toBe('active')
    expect(await fact(admin, 'segments')).toBe('Tagged')
    expect(await fact(admin, 'audiences')).toBe('Globex buyers')
    expect(await fact(admin, 'last-run')).toMatch(/finished .*; 6 sent, 0 unchanged, 1 failed$/)
    expect(await fact(admin, 'next-run')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    const failing = admin.locator('table[data-table="crm-errors-hubspot"] tbody')
    expect(await failing.textContent()).toContain('buyer2@globex.com')
    expect(await failing.textContent()).toContain('Property values were not valid for buyer2@globex.com')
    expect(await seriousViolations(admin)).toEqual([])
    // the audience page says which members are in the CRM
    await admin.goto(`${base}/dashboard/#/audiences/${world.audience.id}`)
    const members = admin.locator('table[data-table="audience-members"] tbody')
    await expect.poll(() => members.locator('tr').count()).toBe(5)
    expect(await members.locator('tr', { hasText: 'buyer0@globex.com' }).textContent()).toMatch(/synced \d{4}-\d\d-\d\d \d\d:\d\d$/)
    expect(await members.locator('tr', { hasText: 'buyer2@globex.com' }).textContent()).toMatch(/not synced$/)
    await admin.goto(`${base}/dashboard/#/settings/integrations`)
    await hubspotCard(admin).waitFor()
  })

  it('sends a segment ticked in the page on "Sync now", and the refused record once HubSpot takes it', async () => {
    fake.state.failKeys.clear()
    await admin.getByRole('checkbox', { name: /Everyone/ }).check()
    await admin.getByRole('button', { name: 'Save what HubSpot is sent' }).click()
    await expect.poll(() => fact(admin, 'segments')).toBe('Tagged, Everyone')
    expect((await connectionsOfWorkspace(store, world.workspaceId))[0]?.selection.segments).toEqual([world.selection.segments[0], world.developerSegment.id])
    const before = await lastRunId()
    await admin.getByRole('button', { name: 'Sync now HubSpot' }).click()
    await expect.poll(lastRunId).not.toBe(before)
    await expect.poll(() => fact(admin, 'last-run'), { timeout: 10_000 }).toMatch(/finished .*, 0 failed$/)
    expect(await admin.locator('table[data-table="crm-errors-hubspot"] tbody').textContent()).toBe('No record is failing.')
    // the developer segment's contact reached HubSpot
    expect(fake.recordsOf('contacts', 'ada@acme.com')).toHaveLength(1)
  })

  it('shows a connection HubSpot refused as paused, with the reason', async () => {
    fake.state.revoked = true
    await admin.getByRole('button', { name: 'Sync now HubSpot' }).click()
    await expect.poll(() => fact(admin, 'status'), { timeout: 10_000 }).toBe('paused: HubSpot refused the private app token (401): revoked or expired')
    expect(await fact(admin, 'next-run')).toBe('none while paused')
    expect(await seriousViolations(admin)).toEqual([])
  })

  it('shows a read-only session the status without any control, and the server refuses its change', async () => {
    const reader = await newPage()
    await signIn(reader, readKey)
    const sections = reader.getByRole('navigation', { name: 'Sections' })
    expect(await sections.getByRole('link', { name: 'Settings' }).count()).toBe(0)
    await sections.getByRole('link', { name: 'Integrations' }).click()
    await hubspotCard(reader).waitFor()
    expect(await fact(reader, 'status')).toMatch(/^paused: HubSpot refused/)
    expect(await fact(reader, 'segments')).toBe('Tagged, Everyone')
    expect(await reader.locator('main').locator('button, input, select, textarea, form').count()).toBe(0)
    const refused = await reader.evaluate(async () => {
      // the session's own CSRF token: the scope alone refuses the change
      const csrf = (await (await fetch('/dashboard/session')).json()).data.csrf_token
      const response = await fetch('/crm/connections/hubspot/sync', { method: 'POST', headers: { 'x-csrf-token': csrf } })
      return { status: response.status, body: await response.json() }
    })
    expect(refused).toEqual({ status: 403, body: { error: { message: expect.stringContaining('admin scope'), type: 'forbidden' } } })
    expect(await seriousViolations(reader)).toEqual([])
    await reader.context().close()
  })

  it('disconnects only once confirmed, then shows the command that connects again', async () => {
    await admin.getByRole('button', { name: 'Disconnect HubSpot' }).click()
    const confirm = admin.getByRole('alertdialog', { name: 'Disconnect HubSpot?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await connectionsOfWorkspace(store, world.workspaceId)).toHaveLength(1)
    await admin.getByRole('button', { name: 'Disconnect HubSpot' }).click()
    expect(await seriousViolations(admin)).toEqual([])
    await confirm.getByRole('button', { name: 'Yes, disconnect HubSpot' }).click()
    await admin.getByText('No CRM is connected to this workspace.').waitFor()
    expect(await connectionsOfWorkspace(store, world.workspaceId)).toEqual([])
    expect(await admin.locator('[data-command="hubspot"]').textContent()).toContain(
      `devtrail crm connect hubspot --workspace ${world.workspaceId} --token-env HUBSPOT_TOKEN`,
    )
    expect(await seriousViolations(admin)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
