/**
 * The dashboard's Alerts tab in real Chromium against the real server (in-process, SQLite, a real
 * port) and a local webhook receiver that verifies Standard Webhooks signatures: a webhook
 * destination created in the page (its secret shown once), a rule created with every filter and
 * edited, a test delivery the receiver verifies and the delivery log shows, a rotated secret that
 * signs the next one, a paused destination with its reason resumed by a test, a read-only session
 * with no control (the server refuses its change anyway), and axe-core on each state. One browser.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiKey } from '../packages/server/src/admin/apiKeys.js'
import { recordDestinationFailure } from '../packages/server/src/alerts/alertDestinations.js'
import { createApp } from '../packages/server/src/app.js'
import { SecretBox } from '../packages/server/src/secrets/secretBox.js'
import { createSegment } from '../packages/server/src/segments/segment.js'
import { openStore, type Store } from '../packages/server/src/store/store.js'
import { type AlertReceiver, startAlertReceiver } from '../packages/server/test/alertReceivers.js'
import { seedWorkspace } from '../packages/server/test/seed.js'
import { DESKTOP_UA, launchChromium } from './fixtures/chromium.js'
import { seriousViolations } from './fixtures/axe.js'

interface RuleAnswer {
  id: string
  name: string
  trigger: string
  pattern: string | null
  filters: Record<string, unknown>
  destination_ids: string[]
  quiet_window_ms: number
  digest_above: number | null
  enabled: boolean
}

describe('dashboard alerts in Chromium', () => {
  let dir: string
  let store: Store
  let app: FastifyInstance
  let receiver: AlertReceiver
  let browser: Browser
  let admin: Page
  let base: string
  let workspaceId: string
  let segmentId: string
  let adminKey: string
  let readKey: string
  let destinationId: string
  let firstSecret: string
  const pageErrors: string[] = []

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: { 'x-api-key': adminKey } })
    expect(response.status, path).toBe(200)
    return ((await response.json()) as { data: T }).data
  }
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
  const destinationRow = (page: Page) => page.locator(`table[data-table="alert-destinations"] tr[data-row="${destinationId}"]`)
  const deliveryRows = (page: Page) => page.locator('table[data-table="alert-deliveries"] tbody tr')

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'devtrail-alerts-e2e-'))
    store = await openStore(`sqlite:${join(dir, 'devtrail.db')}`)
    workspaceId = (await seedWorkspace(store, 'Alerting')).workspaceId
    segmentId = (await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'Hot accounts', filter: {} })).id
    adminKey = (await createApiKey(store, workspaceId, 'dashboard admin', 'admin')).key
    readKey = (await createApiKey(store, workspaceId, 'dashboard reader', 'read')).key
    receiver = await startAlertReceiver()
    app = await createApp({
      store,
      tokenSecret: 'alerts-test-secret-0123456789abcdef',
      secretBox: new SecretBox(randomBytes(32)),
      jobs: { pollMs: 20, leaseMs: 5000 },
      alerts: { policy: { allowPrivate: true } },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    browser = await launchChromium()
    admin = await newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
    await receiver?.close()
    await store?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('creates a webhook destination and shows its secret once', async () => {
    await signIn(admin, adminKey)
    await admin.goto(`${base}/dashboard/#/settings/alerts`)
    await admin.getByRole('heading', { name: 'Settings: Alerts', level: 1 }).waitFor()
    await admin.getByLabel('Destination name').fill('Ops hook')
    await admin.getByLabel('Kind').selectOption('webhook')
    await admin.getByLabel('Webhook URL (public https)').fill(receiver.url)
    await admin.getByRole('button', { name: 'Create destination' }).click()
    firstSecret = (await admin.locator('[data-secret="Webhook secret"]').textContent()) ?? ''
    expect(firstSecret).toMatch(/^whsec_/)
    const [destination] = await api<{ id: string; name: string; url: string | null }[]>('/alerts/destinations')
    expect(destination).toMatchObject({ name: 'Ops hook', url: receiver.url })
    destinationId = destination!.id
    await destinationRow(admin).waitFor()
    expect(await seriousViolations(admin)).toEqual([])
  })

  it('creates a rule with every filter, then edits it', async () => {
    const form = admin.getByRole('form', { name: 'New alert rule' })
    await form.getByLabel('Rule name').fill('Copied our install')
    await form.getByLabel('Trigger').selectOption('command_copy')
    await form.getByLabel(/^Pattern/).fill('npm install *devtrail*')
    await form.getByLabel('Only in segment').selectOption(segmentId)
    await form.getByRole('checkbox', { name: 'docs' }).check()
    await form.getByRole('checkbox', { name: 'strong' }).check()
    await form.getByLabel(/^Only countries/).fill('us, de')
    await form.getByRole('checkbox', { name: 'Ops hook (webhook)' }).check()
    await form.getByLabel(/^Quiet window/).fill('2')
    await form.getByLabel(/^Digest past/).fill('10')
    expect(await seriousViolations(admin)).toEqual([])
    await form.getByRole('button', { name: 'Create rule' }).click()
    await expect.poll(async () => (await api<RuleAnswer[]>('/alerts/rules')).length).toBe(1)
    const [rule] = await api<RuleAnswer[]>('/alerts/rules')
    expect(rule).toMatchObject({
      name: 'Copied our install',
      trigger: 'command_copy',
      pattern: 'npm install *devtrail*',
      filters: { segmentId, sources: ['DOCS'], customerFits: ['STRONG'], countries: ['US', 'DE'] },
      destination_ids: [destinationId],
      quiet_window_ms: 7_200_000,
      digest_above: 10,
      enabled: true,
    })
    const row = admin.locator(`table[data-table="alert-rules"] tr[data-row="${rule!.id}"]`)
    expect(await row.textContent()).toContain('matching npm install *devtrail*; segment Hot accounts; sources DOCS; fit STRONG; countries US, DE')
    await admin.getByRole('button', { name: 'Edit Copied our install' }).click()
    const edit = admin.getByRole('form', { name: 'Alert rule Copied our install' })
    await edit.getByLabel('Trigger').selectOption('level_high')
    await edit.getByRole('checkbox', { name: 'Enabled' }).uncheck()
    await edit.getByRole('button', { name: 'Save rule' }).click()
    await expect.poll(async () => (await api<RuleAnswer[]>('/alerts/rules'))[0]?.enabled).toBe(false)
    expect((await api<RuleAnswer[]>('/alerts/rules'))[0]).toMatchObject({ trigger: 'level_high', pattern: null })
    await expect.poll(() => row.textContent()).toContain('Activity level rose to HIGH')
  })

  it('sends a test the receiver verifies, logs it, and signs the next one with a rotated secret', async () => {
    receiver.setSecrets([firstSecret])
    await admin.getByRole('button', { name: 'Test Ops hook' }).click()
    await admin.getByText('Test to Ops hook: delivered (204)').waitFor()
    expect(receiver.received.map((hook) => hook.verified)).toEqual([true])
    // the log reloads after the test answer: until then its only row may say there is nothing yet
    await expect
      .poll(async () => (await deliveryRows(admin).first().locator('td').allTextContents()).slice(1, 5), { timeout: 15_000 })
      .toEqual(['(test)', 'delivered', '1', '204'])
    expect(await seriousViolations(admin)).toEqual([])
    await admin.getByRole('button', { name: 'Rotate secret of Ops hook' }).click()
    await expect.poll(() => admin.locator('[data-secret="Webhook secret"]').textContent()).not.toBe(firstSecret)
    const rotated = (await admin.locator('[data-secret="Webhook secret"]').textContent()) ?? ''
    expect(rotated).toMatch(/^whsec_/)
    receiver.setSecrets([rotated])
    await admin.getByRole('button', { name: 'Test Ops hook' }).click()
    await expect.poll(() => deliveryRows(admin).count()).toBe(2)
    expect(receiver.received.map((hook) => hook.verified)).toEqual([true, true])
  })

  it('shows a paused destination with its reason, and a successful test resumes it', async () => {
    // deliveries failing for longer than the pause delay pause a destination; the server's own module records it
    await recordDestinationFailure(store.db, destinationId, 'the receiver answered 500 for 24 hours', 0)
    await admin.reload()
    await expect.poll(() => destinationRow(admin).textContent()).toMatch(/paused \d{4}-\d\d-\d\d \d\d:\d\d: the receiver answered 500 for 24 hours/)
    expect(await seriousViolations(admin)).toEqual([])
    await admin.getByRole('button', { name: 'Test Ops hook' }).click()
    await admin.getByText('Test to Ops hook: delivered (204); the destination is resumed').waitFor()
    await expect.poll(() => destinationRow(admin).textContent()).toContain('active')
  })

  it('shows a read-only session the rules, destinations and log without any control', async () => {
    const reader = await newPage()
    await signIn(reader, readKey)
    const sections = reader.getByRole('navigation', { name: 'Sections' })
    expect(await sections.getByRole('link', { name: 'Settings' }).count()).toBe(0)
    await sections.getByRole('link', { name: 'Alerts' }).click()
    await reader.locator('table[data-table="alert-rules"] tbody', { hasText: 'Copied our install' }).waitFor()
    await destinationRow(reader).getByRole('button', { name: 'Delivery log of Ops hook' }).click()
    await expect.poll(() => deliveryRows(reader).count()).toBe(3)
    expect(await reader.locator('main').locator('input, select, textarea, form').count()).toBe(0)
    expect(await reader.locator('main button').allTextContents()).toEqual(['Delivery log of Ops hook'])
    const refused = await reader.evaluate(async () => {
      // the session's own CSRF token: the scope alone refuses the change
      const csrf = (await (await fetch('/dashboard/session')).json()).data.csrf_token
      const response = await fetch('/alerts/destinations', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ name: 'sneaky', kind: 'webhook', url: 'https://example.com/hook' }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(refused).toEqual({ status: 403, body: { error: { message: expect.stringContaining('admin scope'), type: 'forbidden' } } })
    expect(await seriousViolations(reader)).toEqual([])
    await reader.context().close()
  })

  it('deletes the rule and the destination', async () => {
    await admin.getByRole('button', { name: 'Edit Copied our install' }).click()
    await admin.getByRole('button', { name: 'Delete rule' }).click()
    await expect.poll(() => api<unknown[]>('/alerts/rules')).toEqual([])
    await admin.getByRole('button', { name: 'Delete Ops hook' }).click()
    await expect.poll(() => api<unknown[]>('/alerts/destinations')).toEqual([])
    await admin.getByText('No destination yet.').waitFor()
    expect(pageErrors).toEqual([])
  })
})
