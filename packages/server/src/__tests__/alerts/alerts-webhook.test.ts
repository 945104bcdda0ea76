/**
 * Alerts end to end on both stores: events posted to the collector fire a rule after their
 * commit, the alert is delivered to a real receiver on a local port that verifies it with the
 * `standardwebhooks` library, the quiet window holds back a second alert about the same account,
 * a rotated secret signs with both secrets during its overlap, and a receiver answering 500 for
 * a while then recovering gets every alert, in order per account.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createAlertDestination, getAlertDestination, rotateDestinationSecret } from '../../alerts/alertDestinations.js'
import { listDeliveries } from '../../alerts/alertDeliveries.js'
import type { AlertFired } from '../../alerts/alertEvent.js'
import { ALERT_DELIVERY_JOB } from '../../alerts/alertJobKinds.js'
import { createAlertRule } from '../../alerts/alertRules.js'
import { createApp } from '../../app.js'
import { listJobs } from '../../jobs/jobRows.js'
import { SecretBox } from '../../secrets/secretBox.js'
import type { Store } from '../../store/store.js'
import { identifiedVisits, startAlertReceiver, type AlertReceiver } from '../../../test/alertReceivers.js'
import { createTestStore, dialects } from '../../../test/stores.js'

const policy = { allowPrivate: true }

describe.each(dialects)('webhook alerts on %s', (dialect) => {
  let store: Store
  let app: FastifyInstance
  let serverUrl: string
  let clientId: string
  let workspaceId: string
  const box = new SecretBox(randomBytes(32))

  beforeAll(async () => {
    store = await createTestStore(dialect)
    workspaceId = (await createWorkspace(store, 'Alerts')).id
    clientId = (await createAsset(store, { workspaceId, kind: 'website', origins: ['*'] })).client_id
    app = await createApp({
      store,
      tokenSecret: 'alerts-test-secret',
      secretBox: box,
      activitySweepMs: 0,
      jobs: { pollMs: 25 },
      alerts: { policy, publicUrl: 'https://devtrail.example.com', retry: { baseMs: 40, maxMs: 200 }, ruleCacheMs: 0 },
    })
    serverUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    await store.close()
  })

  /** Waits until every alert decided so far has left the outbox. */
  async function settled(): Promise<void> {
    await app.alerts.idle()
    await vi.waitFor(async () => expect(await listJobs(store.db, { kind: ALERT_DELIVERY_JOB, states: ['pending', 'running'] })).toEqual([]), {
      timeout: 15_000,
      interval: 25,
    })
  }

  it('delivers a verified, documented alert once per account per quiet window', async () => {
    let receiver: AlertReceiver | null = null
    try {
      receiver = await startAlertReceiver()
      const created = await createAlertDestination(store, box, policy, workspaceId, { name: 'hooks', kind: 'webhook', url: receiver.url })
      receiver.setSecrets([created.secret!])
      const rule = await createAlertRule(store, workspaceId, {
        name: 'pricing',
        trigger: 'page_visit',
        pattern: '/pricing',
        destinationIds: [created.destination.id],
      })

      await identifiedVisits(serverUrl, clientId, 'ann@northwind-labs.com', ['https://acme-tools.dev/docs', 'https://acme-tools.dev/pricing?plan=team'])
      await vi.waitFor(() => expect(receiver!.accepted()).toHaveLength(1), { timeout: 10_000, interval: 25 })
      const [hook] = receiver.accepted()
      expect(hook!.verified).toBe(true)
      expect(hook!.id).toMatch(/^msg_[0-9a-f]{32}$/)
      const event = hook!.payload as { type: string; timestamp: string; data: AlertFired }
      expect(event.type).toBe('alert.fired')
      expect(event.data.rule).toEqual({ id: rule.id, name: 'pricing', trigger: 'page_visit' })
      expect(event.data.account?.account_domain).toBe('northwind-labs.com')
      expect(event.data.account?.dashboard_url).toBe(`https://devtrail.example.com/dashboard/#/accounts/${event.data.account!.id}`)
      expect(event.data.developer?.developer_business_email).toBe('ann@northwind-labs.com')
      expect(event.data.activity?.page).toBe('https://acme-tools.dev/pricing?plan=team')
      expect(event.data.recent_activities.map((activity) => activity.page)).toContain('https://acme-tools.dev/docs')

      // the same account again within the window: held back; another account: alerted
      await identifiedVisits(serverUrl, clientId, 'bob@northwind-labs.com', ['https://acme-tools.dev/pricing'])
      await identifiedVisits(serverUrl, clientId, 'cy@contoso-cloud.io', ['https://acme-tools.dev/enterprise', 'https://acme-tools.dev/pricing'])
      await settled()
      expect(receiver.accepted().map((received) => (received.payload as { data: AlertFired }).data.account?.account_domain)).toEqual([
        'northwind-labs.com',
        'contoso-cloud.io',
      ])

      const log = await listDeliveries(store.db, workspaceId, created.destination.id)
      expect(log.map((delivery) => [delivery.status, delivery.attempts, delivery.response_code, delivery.rule_id])).toEqual([
        ['delivered', 1, 204, rule.id],
        ['delivered', 1, 204, rule.id],
      ])
    } finally {
      await receiver?.close()
    }
  }, 30_000)

  it('signs with the old and the new secret during a rotation overlap', async () => {
    const created = await createAlertDestination(store, box, policy, workspaceId, { name: 'rotating', kind: 'webhook', url: 'http://127.0.0.1:9/placeholder' })
    const oldSecret = created.secret!
    const rotated = await rotateDestinationSecret(store, box, workspaceId, created.destination.id, 60_000)
    const onlyOld = await startAlertReceiver({ secrets: [oldSecret] })
    const onlyNew = await startAlertReceiver({ secrets: [rotated.secret] })
    try {
      for (const receiver of [onlyOld, onlyNew]) {
        await store.db.updateTable('alert_destinations').set({ url: receiver.url }).where('id', '=', created.destination.id).execute()
        const rule = await createAlertRule(store, workspaceId, {
          name: `copy ${receiver.url}`,
          trigger: 'command_copy',
          pattern: 'npm install *acme',
          destinationIds: [created.destination.id],
        })
        await identifiedVisits(
          serverUrl,
          clientId,
          `dev@rotation-${receiver === onlyOld ? 'old' : 'new'}.com`,
          [],
          [
            {
              type: 'COPY',
              id: randomUUID(),
              time: Date.now(),
              url: 'https://acme-tools.dev/docs',
              text: 'npm install @acme/cli',
              method: 'button',
              language: 'bash',
            },
          ],
        )
        await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000, interval: 25 })
        expect(receiver.received[0]!.verified).toBe(true)
        expect(String(receiver.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2)
        await store.db.updateTable('alert_rules').set({ enabled: 0 }).where('id', '=', rule.id).execute()
      }
      expect((await getAlertDestination(store.db, workspaceId, created.destination.id)).previous_secret_expires_at).toBeGreaterThan(Date.now())
    } finally {
      await onlyOld.close()
      await onlyNew.close()
    }
  }, 30_000)

  it('delivers everything, in order per account, to a receiver that answers 500 and 429 for a while then recovers', async () => {
    // the outage lasts 1.5 s here (the 2 minutes, shortened with the backoff: 40 ms doubling to 200 ms)
    const outageEnds = Date.now() + 1500
    const receiver = await startAlertReceiver({
      answer: ({ index }) =>
        Date.now() < outageEnds ? (index % 3 === 0 ? { status: 429, headers: { 'retry-after': '0' } } : { status: 500 }) : { status: 204 },
    })
    try {
      const created = await createAlertDestination(store, box, policy, workspaceId, { name: 'flaky', kind: 'webhook', url: receiver.url })
      receiver.setSecrets([created.secret!])
      await createAlertRule(store, workspaceId, {
        name: 'every docs visit',
        trigger: 'page_visit',
        pattern: '/outage/*',
        quietWindowMs: 0,
        destinationIds: [created.destination.id],
      })
      const domains = ['outage-one.com', 'outage-two.com', 'outage-three.com']
      const pages = Array.from({ length: 6 }, (_, index) => `https://acme-tools.dev/outage/${index}`)
      await Promise.all(domains.map((domain) => identifiedVisits(serverUrl, clientId, `dev@${domain}`, pages)))
      await vi.waitFor(() => expect(new Set(receiver.accepted().map((hook) => hook.id)).size).toBe(18), { timeout: 20_000, interval: 50 })
      expect(receiver.received.some((hook) => hook.status === 500)).toBe(true)
      expect(receiver.accepted().every((hook) => hook.verified)).toBe(true)
      for (const domain of domains) {
        const seen = receiver
          .accepted()
          .map((hook) => (hook.payload as { data: AlertFired }).data)
          .filter((data) => data.account?.account_domain === domain)
          .map((data) => data.activity!.page)
        expect(seen).toEqual(pages)
      }
      const log = await listDeliveries(store.db, workspaceId, created.destination.id)
      expect(log.every((delivery) => delivery.status === 'delivered')).toBe(true)
      expect(log.some((delivery) => delivery.attempts > 1)).toBe(true)
    } finally {
      await receiver.close()
    }
  }, 30_000)

  it('records a final 4xx at once, keeps 1 KB of the answer, and follows no redirect', async () => {
    const receiver = await startAlertReceiver({
      answer: ({ index }) => (index === 0 ? { status: 400, body: 'x'.repeat(5000) } : { status: 302, headers: { location: 'http://127.0.0.1:9/' } }),
    })
    try {
      const created = await createAlertDestination(store, box, policy, workspaceId, { name: 'refusing', kind: 'webhook', url: receiver.url })
      await createAlertRule(store, workspaceId, {
        name: 'refused',
        trigger: 'page_visit',
        pattern: '/refused',
        quietWindowMs: 0,
        destinationIds: [created.destination.id],
      })
      await identifiedVisits(serverUrl, clientId, 'dev@refused-one.com', ['https://acme-tools.dev/refused'])
      await identifiedVisits(serverUrl, clientId, 'dev@refused-two.com', ['https://acme-tools.dev/refused'])
      await settled()
      const log = await listDeliveries(store.db, workspaceId, created.destination.id)
      expect(log.map((delivery) => [delivery.status, delivery.attempts]).sort()).toEqual([
        ['failed', 1],
        ['failed', 1],
      ])
      expect(log.map((delivery) => delivery.response_code).sort()).toEqual([302, 400])
      expect(log.find((delivery) => delivery.response_code === 400)!.response_body).toHaveLength(1024)
      expect(receiver.received).toHaveLength(2)
    } finally {
      await receiver.close()
    }
  }, 30_000)

  it('pauses a destination that keeps failing, and a successful test resumes it and sends what waited', async () => {
    let healthy = false
    const receiver = await startAlertReceiver({ answer: () => ({ status: healthy ? 204 : 503 }) })
    const paused = await createApp({
      store,
      tokenSecret: 'alerts-test-secret',
      secretBox: box,
      activitySweepMs: 0,
      jobs: { pollMs: 25 },
      alerts: { policy, retry: { baseMs: 40, maxMs: 100 }, pauseAfterMs: 300, pausedRecheckMs: 60_000, ruleCacheMs: 0 },
    })
    const pausedUrl = await paused.listen({ port: 0, host: '127.0.0.1' })
    try {
      const created = await createAlertDestination(store, box, policy, workspaceId, { name: 'pausing', kind: 'webhook', url: receiver.url })
      receiver.setSecrets([created.secret!])
      await createAlertRule(store, workspaceId, { name: 'pause me', trigger: 'page_visit', pattern: '/pause', destinationIds: [created.destination.id] })
      await identifiedVisits(pausedUrl, clientId, 'dev@paused-corp.com', ['https://acme-tools.dev/pause'])
      await vi.waitFor(async () => expect((await getAlertDestination(store.db, workspaceId, created.destination.id)).paused_reason).toBe('HTTP 503'), {
        timeout: 10_000,
        interval: 25,
      })
      const attemptsWhenPaused = receiver.received.length
      healthy = true
      const { testAlertDestination } = await import('../../alerts/testDestination.js')
      const tested = await testAlertDestination(store, { box, policy, mailer: null }, workspaceId, created.destination.id)
      expect(tested.resumed).toBe(true)
      expect(tested.delivery).toMatchObject({ kind: 'test', status: 'delivered', response_code: 204 })
      expect(receiver.received.length).toBeGreaterThan(attemptsWhenPaused)
      await vi.waitFor(
        () => expect(receiver.accepted().filter((hook) => (hook.payload as { data: AlertFired }).data.rule.trigger === 'page_visit')).toHaveLength(1),
        { timeout: 10_000, interval: 25 },
      )
      expect((await getAlertDestination(store.db, workspaceId, created.destination.id)).paused_at).toBeNull()
    } finally {
      await paused.close()
      await receiver.close()
    }
  }, 30_000)
})
