/**
 * E-mail alerts through a real SMTP server in the test (smtp-server, with a password), parsed back
 * with mailparser: a single alert (first activity of a new account) and the digests: a busy rule's
 * hourly digest and a destination's daily digest of the accounts with the most activity, each with
 * its subject, recipients, plain-text and HTML parts.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createAlertDestination } from '../../alerts/alertDestinations.js'
import { listDeliveries } from '../../alerts/alertDeliveries.js'
import { ALERT_DIGEST_JOB, SCHEDULED_DIGEST_JOB } from '../../alerts/alertJobKinds.js'
import { createAlertRule, updateAlertRule } from '../../alerts/alertRules.js'
import { createApp } from '../../app.js'
import { mailerSettingsOf } from '../../config/mailerSettingsOf.js'
import { createMailer } from '../../email/createMailer.js'
import { type Received, startSmtpServer } from '../../../test/smtpServer.js'
import { enqueueJob, listJobs, wakeJobs } from '../../jobs/jobRows.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { identifiedVisits } from '../../../test/alertReceivers.js'
import { createTestStore, dialects } from '../../../test/stores.js'

describe('SMTP settings from the environment', () => {
  it('reads SMTP_URL or the SMTP_HOST family, and wants SMTP_FROM', () => {
    expect(mailerSettingsOf({})).toBeNull()
    expect(mailerSettingsOf({ SMTP_URL: 'smtps://u:p@mail.example.com', SMTP_FROM: 'a@example.com' })).toEqual({
      url: 'smtps://u:p@mail.example.com',
      from: 'a@example.com',
    })
    expect(
      mailerSettingsOf({
        SMTP_HOST: 'mail.example.com',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        SMTP_FROM: 'a@example.com',
      }),
    ).toEqual({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
      from: 'a@example.com',
    })
    expect(() => mailerSettingsOf({ SMTP_HOST: 'mail.example.com' })).toThrow(/SMTP_FROM/)
    expect(() => mailerSettingsOf({ SMTP_HOST: 'mail.example.com', SMTP_PORT: 'x', SMTP_FROM: 'a@example.com' })).toThrow(/SMTP_PORT/)
  })
})

describe.each(dialects)('e-mail alerts on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let serverUrl: string
  let clientId: string
  let workspaceId: string
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  const box = new SecretBox(randomBytes(32))

  beforeAll(async () => {
    store = await createTestStore(dialect)
    smtp = await startSmtpServer()
    workspaceId = (await createWorkspace(store, 'Mail')).id
    clientId = (await createAsset(store, { workspaceId, kind: 'docs', origins: ['*'] })).client_id
    const mailer = createMailer({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'alerts',
      password: 's3cret',
      from: 'Devtrail <alerts@devtrail.example.com>',
    })
    app = await createApp({
      store,
      tokenSecret: 'mail-test-secret',
      secretBox: box,
      activitySweepMs: 0,
      jobs: { pollMs: 25 },
      alerts: { policy: { allowPrivate: true }, mailer, publicUrl: 'https://devtrail.example.com', ruleCacheMs: 0 },
    })
    serverUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    await smtp.close()
    await store.close()
  })

  it('mails a single alert with a text and an HTML part', async () => {
    const { destination } = await createAlertDestination(store, box, { allowPrivate: false }, workspaceId, {
      name: 'sales',
      kind: 'email',
      recipients: ['Sales@Example.com', 'cto@example.com'],
    })
    const rule = await createAlertRule(store, workspaceId, { name: 'new accounts', trigger: 'first_seen', destinationIds: [destination.id] })
    await identifiedVisits(serverUrl, clientId, 'ann@fabrikam-data.com', ['https://docs.acme-tools.dev/quickstart'])
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 25 })
    const [{ from, to, mail }] = smtp.received as [Received]
    expect(from).toBe('alerts@devtrail.example.com')
    expect(to.sort()).toEqual(['cto@example.com', 'sales@example.com'])
    expect(mail.subject).toBe('[Devtrail] First activity from a new account: Fabrikam Data')
    expect(mail.text).toContain('Account: Fabrikam Data (fabrikam-data.com)')
    expect(mail.text).toContain('Developer: ann@fabrikam-data.com')
    expect(mail.text).toContain('https://docs.acme-tools.dev/quickstart')
    expect(mail.text).toMatch(/Open the account: https:\/\/devtrail\.example\.com\/dashboard\/#\/accounts\/[0-9a-f-]{36}/)
    expect(mail.html).toContain('<h2>First activity from a new account</h2>')
    expect(mail.html).toContain('href="https://devtrail.example.com/dashboard/#/accounts/')
    const [logged] = await listDeliveries(store.db, workspaceId, destination.id)
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, response_code: null })
    expect(logged!.response_body).toMatch(/^250/)
    await updateAlertRule(store, workspaceId, rule.id, { enabled: false })
  }, 20_000)

  it('gathers alerts past the hourly rate into one digest, and mails the daily digest of the busiest accounts', async () => {
    smtp.received.length = 0
    const { destination } = await createAlertDestination(store, box, { allowPrivate: false }, workspaceId, {
      name: 'digest',
      kind: 'email',
      recipients: ['team@example.com'],
      digest: 'daily',
    })
    expect(await listJobs(store.db, { kind: SCHEDULED_DIGEST_JOB })).toHaveLength(1)
    await createAlertRule(store, workspaceId, { name: 'busy docs', trigger: 'page_visit', pattern: '/busy', digestAbove: 1, destinationIds: [destination.id] })
    await identifiedVisits(serverUrl, clientId, 'a@busy-one.com', ['https://docs.acme-tools.dev/busy'])
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 25 })
    await identifiedVisits(serverUrl, clientId, 'b@busy-two.com', ['https://docs.acme-tools.dev/busy', 'https://docs.acme-tools.dev/busy/2'])
    await identifiedVisits(serverUrl, clientId, 'c@busy-three.com', ['https://docs.acme-tools.dev/busy'])
    await app.alerts.idle()
    // the digest waits for the end of the hour; make it due now
    await wakeJobs(store.db, { workspaceId, kind: ALERT_DIGEST_JOB })
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000, interval: 25 })
    const digest = smtp.received[1]!.mail
    expect(digest.subject).toBe('[Devtrail] 2 alerts of "busy docs" in one hour')
    expect(digest.text).toContain('Busy Two (busy-two.com): 1')
    expect(digest.text).toContain('Busy Three (busy-three.com): 1')
    expect(digest.html).toContain('<td>busy-two.com</td>')

    // the daily digest of yesterday-to-now: the accounts with the most activity first
    const now = Date.now()
    await enqueueJob(store.db, {
      kind: SCHEDULED_DIGEST_JOB,
      workspaceId,
      payload: { destinationId: destination.id, periodStart: now - 86_400_000, periodEnd: now },
      dedupeKey: `test:${now}`,
    })
    app.jobs.wake()
    await vi.waitFor(() => expect(smtp.received).toHaveLength(3), { timeout: 10_000, interval: 25 })
    const daily = smtp.received[2]!
    expect(daily.to).toEqual(['team@example.com'])
    expect(daily.mail.subject).toBe('[Devtrail] Your daily digest: the accounts with the most activity')
    const lines = daily.mail.text!.split('\n').filter((line) => line.includes('.com)'))
    expect(lines[0]).toMatch(/^Busy Two \(busy-two\.com\): 2, LOW/)
    expect(lines.map((line) => /\(([^)]+)\)/.exec(line)![1])).toEqual(expect.arrayContaining(['busy-one.com', 'busy-three.com', 'fabrikam-data.com']))
    expect(daily.mail.html).toContain('<th>Account</th>')
  }, 30_000)
})
