/**
 * A burst of 1,000 alerts survives a SIGKILL of the server process: a real server (`server.ts`
 * in a child process) decides the alerts from collector events, is killed while delivering them,
 * and once restarted on the same store delivers every alert to a real receiver that verifies each
 * with `standardwebhooks`. Every alert keeps one `webhook-id` across attempts, so the only
 * repeats are the few deliveries in flight at the kill (at-least-once; receivers deduplicate by id).
 */
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createAlertDestination } from '../../alerts/alertDestinations.js'
import { createAlertRule } from '../../alerts/alertRules.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore } from '../../store/store.js'
import { identifiedVisits, startAlertReceiver } from '../../../test/alertReceivers.js'
import { killServerProcesses, startServerProcess, UNLIMITED } from '../../../test/serverProcess.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

afterAll(killServerProcesses)

const ACCOUNTS = 50
const VISITS = 20
/** Job runs at once in the server (the runner's default): at most this many deliveries are in flight at the kill. */
const IN_FLIGHT = 4

describe.each(dialects)('a SIGKILL during a burst of alerts on %s', (dialect) => {
  it('delivers all 1,000 alerts after a restart, each under one webhook-id', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase(dialect)
    const key = randomBytes(32)
    const receiver = await startAlertReceiver({ answer: () => ({ status: 200 }) })
    const env = {
      ...UNLIMITED,
      DEVTRAIL_SECRET_KEY: key.toString('hex'),
      DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1',
      JOB_LEASE_MS: '1500',
      JOB_POLL_MS: '50',
      DEVTRAIL_ALERT_RETRY_BASE_MS: '50',
      IP_NETWORK_DATA: 'off',
    }
    const store = await openStore(databaseUrl)
    try {
      const workspaceId = (await createWorkspace(store, 'Burst')).id
      const clientId = (await createAsset(store, { workspaceId, kind: 'website', origins: ['*'] })).client_id
      const created = await createAlertDestination(store, new SecretBox(key), { allowPrivate: true }, workspaceId, {
        name: 'burst',
        kind: 'webhook',
        url: receiver.url,
      })
      receiver.setSecrets([created.secret!])
      await createAlertRule(store, workspaceId, {
        name: 'burst',
        trigger: 'page_visit',
        pattern: '/burst/',
        quietWindowMs: 0,
        destinationIds: [created.destination.id],
      })

      let server = await startServerProcess(databaseUrl, env)
      const pages = Array.from({ length: VISITS }, (_, index) => `https://acme-tools.dev/burst/${index}`)
      for (let start = 0; start < ACCOUNTS; start += 10) {
        await Promise.all(Array.from({ length: 10 }, (_, index) => identifiedVisits(server.url, clientId, `dev@burst-${start + index}.com`, pages)))
      }
      // every alert decided (in the outbox), and some delivered: kill in the middle of the deliveries
      await vi.waitFor(
        async () =>
          expect(
            Number(
              (
                await store.db
                  .selectFrom('alert_deliveries')
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ).toBe(1000),
        {
          timeout: 30_000,
          interval: 50,
        },
      )
      await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(100), { timeout: 30_000, interval: 5 })
      server.child.kill('SIGKILL')
      await server.exited
      const beforeRestart = receiver.received.length
      expect(beforeRestart).toBeLessThan(1000)

      server = await startServerProcess(databaseUrl, env)
      await vi.waitFor(() => expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(1000), { timeout: 60_000, interval: 100 })
      server.child.kill('SIGTERM')
      await server.exited

      expect(receiver.received.every((hook) => hook.verified)).toBe(true)
      const ids = (await store.db.selectFrom('alert_deliveries').select(['id', 'status']).execute()).map((row) => [row.id, row.status])
      expect(new Set(receiver.received.map((hook) => hook.id))).toEqual(new Set(ids.map(([id]) => id)))
      expect(ids.every(([, status]) => status === 'delivered')).toBe(true)
      const repeats = receiver.received.length - 1000
      // the only alerts received twice were in flight at the kill: received before it, again after
      expect(repeats).toBeLessThanOrEqual(IN_FLIGHT)
      const firstSeen = new Map<string, number>()
      receiver.received.forEach((hook, index) => {
        if (firstSeen.has(hook.id)) expect(firstSeen.get(hook.id)!).toBeLessThan(beforeRestart)
        else firstSeen.set(hook.id, index)
      })
      console.log(`alerts crash on ${dialect}: 1000 alerts, ${beforeRestart} received before the kill, ${repeats} repeated after the restart`)
    } finally {
      await store.close()
      await receiver.close()
      await drop()
    }
  }, 120_000)
})
