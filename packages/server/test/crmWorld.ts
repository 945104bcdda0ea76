/**
 * A workspace for CRM sync tests: accounts (one chosen, one not), developers, buyers in an
 * audience, their activity, and a job runner with the CRM handlers over short intervals.
 */
import { randomBytes } from 'node:crypto'
import { createAudience } from '../src/audiences/audience.js'
import { type CrmConnection, saveConnection } from '../src/crm/crmConnections.js'
import { latestRuns } from '../src/crm/crmRuns.js'
import { registerCrmJobHandlers, requestSyncNow } from '../src/crm/crmSyncJobs.js'
import { type CrmWriterTuning, createCrmWriters } from '../src/crm/crmWriters.js'
import type { CrmCredentials, CrmSelection, CrmSettings } from '../src/crm/crmSettings.js'
import { createJobRunner, type JobRunner } from '../src/jobs/jobRunner.js'
import { type JobRecord, listJobs } from '../src/jobs/jobRows.js'
import { SecretBox } from '../src/secrets/secretBox.js'
import { createSegment } from '../src/segments/segment.js'
import type { Store } from '../src/store/store.js'
import { waitFor } from '../../../test/fixtures/waitFor.js'
import { insertAccount, insertActivity, insertContact, insertDeveloper, seedWorkspace } from './seed.js'

/** The dashboard's public URL in CRM links. */
export const PUBLIC_URL = 'https://devtrail.example.com'

/** Seeds the world and answers what the tests name. */
export async function seedCrmWorld(store: Store) {
  const { workspaceId } = await seedWorkspace(store, `CRM ${randomBytes(4).toString('hex')}`)
  const now = Date.now()
  const acme = await insertAccount(store, workspaceId, {
    domain: 'acme.com',
    name: 'Acme',
    latest_activity: now,
    first_activity: now - 86_400_000,
    developer_activity: 'HIGH',
    customer_fit: 'STRONG',
    active_developers_count: 4,
    tags: 'crm',
  })
  const globex = await insertAccount(store, workspaceId, {
    domain: 'globex.com',
    name: 'Globex',
    latest_activity: now - 1000,
    developer_activity: 'LOW',
    customer_fit: 'WEAK',
    tags: 'crm',
  })
  const hidden = await insertAccount(store, workspaceId, { domain: 'hidden.com', name: 'Hidden', tags: 'other' })
  const ada = await insertDeveloper(store, workspaceId, { account_id: acme.id, name: 'Ada Lovelace', email: 'ada@acme.com', latest_activity: now })
  await insertDeveloper(store, workspaceId, { account_id: acme.id, name: 'Nameless', email: null })
  await insertActivity(store, workspaceId, {
    account_id: acme.id,
    developer_id: ada.id,
    activity_type: 'COPY_COMMAND',
    copied_text: 'npm install acme-sdk',
    activity_source: 'DOCS',
    occurred_at: now - 5000,
  })
  await insertActivity(store, workspaceId, {
    account_id: acme.id,
    developer_id: ada.id,
    activity_source: 'WEBSITE',
    source_type: 'WEBSITE_JS',
    occurred_at: now - 4000,
  })
  const buyers = []
  for (let index = 0; index < 5; index++) {
    buyers.push(
      await insertContact(store, workspaceId, {
        email: `buyer${index}@globex.com`,
        full_name: `Buyer Number${index}`,
        country: 'US',
        account_id: globex.id,
        latest_activity: now - index,
      }),
    )
  }
  const accountSegment = await createSegment(store, { workspaceId, type: 'ACCOUNT', name: 'Tagged', filter: { tags: ['crm'] } })
  const developerSegment = await createSegment(store, { workspaceId, type: 'DEVELOPER', name: 'Everyone', filter: {} })
  const buyerSegment = await createSegment(store, { workspaceId, type: 'BUYER', name: 'Buyers', filter: {} })
  const audience = await createAudience(store, { workspaceId, name: 'Globex buyers', segmentId: buyerSegment.id, createdBy: 'ops@acme.com' })
  const selection: CrmSelection = { segments: [accountSegment.id], audiences: [audience.id] }
  return { workspaceId, acme, globex, hidden, ada, buyers, audience, selection, developerSegment }
}

/** A job runner with the CRM handlers, polling every 10 ms (Salesforce Bulk jobs too). */
export function startCrmRunner(store: Store, box: SecretBox, pageSize = 100, tuning: CrmWriterTuning = { bulkPollMs: 10 }): JobRunner {
  const writers = createCrmWriters(box, { allowPrivate: true }, tuning)
  const runner = createJobRunner(store, { pollMs: 10, leaseMs: 5000, stopGraceMs: 200 })
  registerCrmJobHandlers(runner, store, { writers, publicUrl: PUBLIC_URL, pageSize, companyPageSize: pageSize })
  runner.start()
  return runner
}

/** A secret box with a random key. */
export const testSecretBox = () => new SecretBox(randomBytes(32))

/** Saves a connection. */
export function connect(
  store: Store,
  box: SecretBox,
  workspaceId: string,
  settings: CrmSettings,
  credentials: CrmCredentials,
  selection: CrmSelection,
): Promise<CrmConnection> {
  return saveConnection(store, box, { workspaceId, crm: settings.crm, credentials, settings, selection })
}

/** Resolves once `check` holds (polling every 10 ms); fails after `timeoutMs`. */
export function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  return waitFor(check, { timeout: timeoutMs, interval: 10 })
}

/**
 * Resolves once a paused connection's CRM jobs are at rest: none running, each one still pending
 * waits for the reconnect (due no sooner than half an hour) or queues behind one that does, so no
 * request to the CRM can follow.
 */
export async function crmJobsWaitForReconnect(store: Store, workspaceId: string): Promise<void> {
  await waitFor(
    async () => {
      const jobs = (await listJobs(store.db, { workspaceId })).filter((job) => job.kind.startsWith('crm.'))
      const soon = Date.now() + 30 * 60_000
      const waiting = jobs.filter((job) => job.state === 'pending' && job.runAt > soon && job.lastError?.startsWith('paused') === true)
      const queuedBehindWaiting = (job: JobRecord) =>
        waiting.some((wait) => wait.orderingKey !== null && wait.orderingKey === job.orderingKey && wait.createdAt <= job.createdAt)
      return (
        waiting.length > 0 &&
        jobs.every((job) => job.state === 'done' || job.state === 'dead' || (job.state === 'pending' && (job.runAt > soon || queuedBehindWaiting(job))))
      )
    },
    { what: "the paused connection's jobs to wait for the reconnect" },
  )
}

/** Runs the connection now and waits for the run to finish; answers its summary. */
export async function syncNow(store: Store, connection: CrmConnection) {
  const before = (await latestRuns(store, connection.id))[0]?.id
  await requestSyncNow(store, connection)
  let run = (await latestRuns(store, connection.id))[0]
  await eventually(async () => {
    run = (await latestRuns(store, connection.id))[0]
    return run !== undefined && run.id !== before && run.finishedAt !== null
  })
  return run!
}
