/**
 * The evaluation mark survives a crash: a real server process commits activities and is killed
 * before it evaluates them (its evaluator gathers for ten minutes), and the server started next on
 * the same store evaluates them from the mark and delivers the alert. A clean stop and start
 * after that hands nothing over again: no alert is evaluated or sent twice.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAsset } from '../../admin/assets.js'
import { createWorkspace } from '../../admin/workspaces.js'
import { createAlertDestination } from '../../alerts/alertDestinations.js'
import { createAlertRule } from '../../alerts/alertRules.js'
import { SecretBox } from '../../secrets/secretBox.js'
import { openStore, type Store } from '../../store/store.js'
import { identifiedVisits, startAlertReceiver } from '../../../test/alertReceivers.js'
import { killServerProcesses, startServerProcess, UNLIMITED } from '../../../test/serverProcess.js'
import { createTestDatabase, dialects } from '../../../test/stores.js'

afterAll(killServerProcesses)

const RESUMED = /alert evaluation resumed for (\d+) activities/

async function storedPages(store: Store): Promise<string[]> {
  const rows = await store.db.selectFrom('activities').select('page').where('page', 'like', '%/resume/%').execute()
  return rows.map((row) => row.page).sort()
}

async function deliveryCount(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('alert_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe.each(dialects)('the alert evaluation mark on %s', (dialect) => {
  it('evaluates after a restart what a killed server committed but never evaluated, and nothing twice after a clean restart', async () => {
    const { url: databaseUrl, drop } = await createTestDatabase(dialect)
    const key = randomBytes(32)
    const receiver = await startAlertReceiver({ answer: () => ({ status: 200 }) })
    const env = { ...UNLIMITED, DEVTRAIL_SECRET_KEY: key.toString('hex'), DEVTRAIL_ALLOW_PRIVATE_DESTINATIONS: '1', JOB_POLL_MS: '50', IP_NETWORK_DATA: 'off' }
    const store = await openStore(databaseUrl)
    try {
      const workspaceId = (await createWorkspace(store, 'Resume')).id
      const clientId = (await createAsset(store, { workspaceId, kind: 'website', origins: ['*'] })).client_id
      const created = await createAlertDestination(store, new SecretBox(key), { allowPrivate: true }, workspaceId, {
        name: 'resume',
        kind: 'webhook',
        url: receiver.url,
      })
      receiver.setSecrets([created.secret!])
      await createAlertRule(store, workspaceId, {
        name: 'resume',
        trigger: 'page_visit',
        pattern: '/resume/',
        quietWindowMs: 0,
        destinationIds: [created.destination.id],
      })

      // committed, then killed while the evaluator still gathers
      const crashing = await startServerProcess(databaseUrl, { ...env, DEVTRAIL_ALERT_GATHER_MS: '600000' })
      await identifiedVisits(crashing.url, clientId, 'dev@resume-crash.com', ['https://acme-tools.dev/resume/1', 'https://acme-tools.dev/resume/2'])
      await vi.waitFor(async () => expect(await storedPages(store)).toHaveLength(2), { timeout: 10_000, interval: 20 })
      crashing.child.kill('SIGKILL')
      await crashing.exited
      expect(await deliveryCount(store)).toBe(0)

      const restarted = await startServerProcess(databaseUrl, env)
      await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 15_000, interval: 25 })
      expect(restarted.output()).toMatch(RESUMED)
      expect(restarted.output().match(RESUMED)![1]).toBe('2')
      const pages = receiver.received.map((hook) => (hook.payload as { data: { activity: { page: string } } }).data.activity.page).sort()
      expect(pages).toEqual(['https://acme-tools.dev/resume/1', 'https://acme-tools.dev/resume/2'])
      await vi.waitFor(async () => expect(await markOf(store, workspaceId)).toBe(await newestSeq(store, dialect, workspaceId)), {
        timeout: 5_000,
        interval: 25,
      })
      restarted.child.kill('SIGTERM')
      await restarted.exited

      // a clean stop left the mark at the newest activity: the next start hands nothing over
      const clean = await startServerProcess(databaseUrl, env)
      expect(clean.output()).not.toMatch(RESUMED)
      await identifiedVisits(clean.url, clientId, 'dev@resume-crash.com', ['https://acme-tools.dev/resume/3'])
      await vi.waitFor(() => expect(receiver.received).toHaveLength(3), { timeout: 15_000, interval: 25 })
      clean.child.kill('SIGTERM')
      await clean.exited
      expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(3)
      expect(receiver.received.every((hook) => hook.verified)).toBe(true)
      expect(await deliveryCount(store)).toBe(3)
    } finally {
      await store.close()
      await receiver.close()
      await drop()
    }
  }, 60_000)
})

async function markOf(store: Store, workspaceId: string): Promise<number | null> {
  const row = await store.db.selectFrom('alert_evaluation_marks').select('evaluated_seq').where('workspace_id', '=', workspaceId).executeTakeFirst()
  return row ? Number(row.evaluated_seq) : null
}

async function newestSeq(store: Store, dialect: string, workspaceId: string): Promise<number> {
  const seq = dialect === 'postgres' ? sql<number>`max(seq)` : sql<number>`max(rowid)`
  const row = await store.db.selectFrom('activities').select(seq.as('seq')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow()
  return Number(row.seq)
}
