/**
 * A sync run on the job engine: a `crm.sync` job plans the run (puts the CRM's properties in
 * place, lists the chosen records, enqueues one `crm.page` job per 500 people or companies in the same
 * transaction that records the run), and each page job sends the records of its page whose values
 * changed since they were last sent (a hash per record), records each record's result, and counts
 * its page once. The last page finishes the run and schedules the next. All jobs of a connection
 * share one ordering key, so they run one at a time in order whatever the number of processes;
 * a crash redoes at most the page that was running.
 */
import { createHash, randomUUID } from 'node:crypto'
import { enqueueJob, enqueueJobs, wakeJobs } from '../jobs/jobRows.js'
import type { JobHandler, JobRegistry, RunningJob } from '../jobs/jobRunner.js'
import { RetryJobLater } from '../jobs/retryPolicy.js'
import type { Database } from '../store/schema.js'
import type { Store } from '../store/store.js'
import type { Kysely, Transaction } from 'kysely'
import { type CrmConnection, connectionById, pauseConnection, recordLastRun, recordRunSuccess } from './crmConnections.js'
import { type CompanyValues, companyValues, type PersonRef, type PersonValues, personValues } from './crmRecordValues.js'
import { audienceListsHandler, CRM_LISTS_JOB, mirrorsLists } from './crmAudienceLists.js'
import { BULK_PAGE_SIZE, BULK_THRESHOLD, type BulkPagePayload, sendBulkPage } from './crmBulkPage.js'
import { type CrmObject, hasRecords, recordResults, sentRecords } from './crmRecords.js'
import { finishPage, insertRun } from './crmRuns.js'
import { chunks, selectedRecords } from './crmSelection.js'
import { CrmBulkPending, CrmCredentialRefused, CrmRateLimited, CrmSetupMissing, type CrmWriter, type RecordResult } from './crmWriter.js'
import type { CrmWriters } from './crmWriters.js'

/** Job kinds. */
export const CRM_SYNC_JOB = 'crm.sync'
export const CRM_PAGE_JOB = 'crm.page'
/** People per page job: five HubSpot batches (or three Salesforce collections), sent together. */
export const CRM_PAGE_SIZE = 500
/** Companies per page job: one HubSpot search (5 groups of 100 domains) finds the duplicates of a whole page. */
export const CRM_COMPANY_PAGE_SIZE = 500
/** How often a paused connection's jobs look again (a reconnect wakes them at once). */
const PAUSED_RECHECK_MS = 60 * 60 * 1000

interface SyncPayload {
  connectionId: string
  runId: string
}

interface PagePayload extends SyncPayload, BulkPagePayload {
  page: number
  accountIds?: string[]
  people?: PersonRef[]
}

/** What the CRM jobs need. */
export interface CrmJobOptions {
  writers: CrmWriters
  /** The server's public URL: dashboard links in the CRM start with it (null: no links). */
  publicUrl: string | null
  /** People per page (default 500). */
  pageSize?: number
  /** Companies per page (default 500). */
  companyPageSize?: number
  /** More records of one object than this in a first sync go through bulk jobs when the CRM has them (default 2,000). */
  bulkThreshold?: number
  /** Records per bulk page (default 10,000). */
  bulkPageSize?: number
  now?: () => number
}

/** The ordering key shared by every job of a connection. */
export const orderingKeyOf = (connectionId: string) => `crm:${connectionId}`

/** Enqueues a run of the connection at `runAt` (in `db`, which may be a transaction). */
export function enqueueSyncRun(
  db: Kysely<Database> | Transaction<Database>,
  connection: Pick<CrmConnection, 'id' | 'workspaceId'>,
  runAt: number,
): Promise<string | null> {
  const runId = randomUUID()
  return enqueueJob(db, {
    kind: CRM_SYNC_JOB,
    workspaceId: connection.workspaceId,
    payload: { connectionId: connection.id, runId } satisfies SyncPayload,
    dedupeKey: `crm-sync:${runId}`,
    orderingKey: orderingKeyOf(connection.id),
    runAt,
  })
}

/** Runs the connection now: wakes its scheduled run, or enqueues one when none is waiting. */
export async function requestSyncNow(store: Store, connection: Pick<CrmConnection, 'id' | 'workspaceId'>, now = Date.now()): Promise<void> {
  await wakeJobs(store.db, { orderingKey: orderingKeyOf(connection.id) }, now)
  const waiting = await store.db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', CRM_SYNC_JOB)
    .where('ordering_key', '=', orderingKeyOf(connection.id))
    .where('state', 'in', ['pending', 'running'])
    .executeTakeFirst()
  if (!waiting) await enqueueSyncRun(store.db, connection, now)
}

/** SHA-256 of what is sent for one record. */
const hashOf = (values: unknown) => createHash('sha256').update(JSON.stringify(values)).digest('hex')

/** Runs `work`, turning the CRM's refusals into a paused connection or a later retry. */
async function guarded<T>(store: Store, connection: CrmConnection, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof CrmCredentialRefused || error instanceof CrmSetupMissing) {
      await pauseConnection(store, connection.id, error.message)
      throw new RetryJobLater(`paused: ${error.message}`, PAUSED_RECHECK_MS, { countAttempt: false })
    }
    if (error instanceof CrmRateLimited || error instanceof CrmBulkPending) throw new RetryJobLater(error.message, error.retryAfterMs, { countAttempt: false })
    throw error
  }
}

/** The connection of a job, or null when it was disconnected; a paused one retries later. */
async function activeConnection(store: Store, connectionId: string): Promise<CrmConnection | null> {
  const connection = await connectionById(store, connectionId)
  if (connection?.status === 'paused')
    throw new RetryJobLater(`paused: ${connection.statusReason ?? 'credential refused'}`, PAUSED_RECHECK_MS, { countAttempt: false })
  return connection
}

/** Marks the run's connection synced and schedules its next run, in the transaction that finished the run. */
async function finishRun(trx: Transaction<Database>, connection: CrmConnection, now: number): Promise<void> {
  const nextRunAt = now + connection.syncIntervalMs
  await recordRunSuccess(trx, connection.id, now, nextRunAt)
  await enqueueSyncRun(trx, connection, nextRunAt)
}

/** Registers the handlers of the CRM job kinds (plan, page, lists) over `store` on `jobs`. */
export function registerCrmJobHandlers(jobs: JobRegistry, store: Store, options: CrmJobOptions): void {
  const pageSize = options.pageSize ?? CRM_PAGE_SIZE
  const companyPageSize = options.companyPageSize ?? CRM_COMPANY_PAGE_SIZE
  const clock = options.now ?? Date.now
  const bulkThreshold = options.bulkThreshold ?? BULK_THRESHOLD
  const bulkPageSize = options.bulkPageSize ?? BULK_PAGE_SIZE

  /** A first sync (nothing of `object` written yet) of more than the threshold, to a CRM with bulk jobs. */
  async function goesInBulk(writer: CrmWriter, connection: CrmConnection, object: CrmObject, count: number): Promise<boolean> {
    return writer.bulk !== undefined && count > bulkThreshold && !(await hasRecords(store, connection.id, object))
  }
  // a paused connection waits for its admin, not for a retry budget
  const retry = { giveUpAfterMs: 30 * 24 * 60 * 60 * 1000, maxAttempts: 20 }

  const plan: JobHandler<SyncPayload> = {
    retry,
    async run(job: RunningJob<SyncPayload>) {
      const connection = await activeConnection(store, job.payload.connectionId)
      if (!connection) return
      const writer = await options.writers.writerFor(connection)
      await guarded(store, connection, () => writer.prepare(job.signal))
      const selected = await selectedRecords(store, connection.workspaceId, connection.selection, clock())
      const bulkCompanies = await goesInBulk(writer, connection, 'company', selected.accounts.length)
      const bulkPeople = await goesInBulk(writer, connection, 'person', selected.people.length)
      const pages: Omit<PagePayload, 'connectionId' | 'runId' | 'page'>[] = [
        ...chunks(selected.accounts, bulkCompanies ? bulkPageSize : companyPageSize).map((accountIds) => ({
          object: 'company' as const,
          accountIds,
          ...(bulkCompanies ? { bulk: true } : {}),
        })),
        ...chunks(selected.people, bulkPeople ? bulkPageSize : pageSize).map((people) => ({
          object: 'person' as const,
          people,
          ...(bulkPeople ? { bulk: true } : {}),
        })),
      ]
      const { runId } = job.payload
      await store.db.transaction().execute(async (trx) => {
        const now = clock()
        if (!(await insertRun(trx, { id: runId, connectionId: connection.id, pagesTotal: pages.length, now }))) return
        await recordLastRun(trx, connection.id, runId)
        await enqueueJobs(
          trx,
          pages.map((page, index) => ({
            kind: CRM_PAGE_JOB,
            workspaceId: connection.workspaceId,
            payload: { connectionId: connection.id, runId, page: index, ...page } satisfies PagePayload,
            dedupeKey: `crm-page:${runId}:${index}`,
            orderingKey: orderingKeyOf(connection.id),
          })),
          now,
        )
        // after the pages (same ordering key): the audiences' lists take the contacts just written
        if (mirrorsLists(writer, connection))
          await enqueueJob(
            trx,
            {
              kind: CRM_LISTS_JOB,
              workspaceId: connection.workspaceId,
              payload: { connectionId: connection.id, runId },
              dedupeKey: `crm-lists:${runId}`,
              orderingKey: orderingKeyOf(connection.id),
            },
            now,
          )
        if (pages.length === 0) return finishRun(trx, connection, now)
      })
    },
  }

  const page: JobHandler<PagePayload> = {
    retry,
    async run(job: RunningJob<PagePayload>) {
      const connection = await activeConnection(store, job.payload.connectionId)
      if (!connection) return
      const { object } = job.payload
      const values = await valuesOfPage(store, connection, job.payload, options.publicUrl)
      const hashes = new Map([...values].map(([key, value]) => [key, hashOf([connection.crm, value])]))
      const sent = await sentRecords(store, connection.id, object, [...values.keys()])
      const changed = [...values].filter(([key]) => sent.get(key)?.sentHash !== hashes.get(key) || sent.get(key)?.error).map(([, value]) => value)
      let results: RecordResult[] = []
      let sentHashes = hashes
      const writer = await options.writers.writerFor(connection)
      if (job.payload.bulk && writer.bulk) {
        const bulk = writer.bulk
        ;({ results, hashes: sentHashes } = await guarded(store, connection, () => sendBulkPage(store, job, bulk, changed, hashes)))
      } else if (changed.length) {
        results = await guarded(store, connection, () =>
          object === 'company' ? writer.upsertCompanies(changed as CompanyValues[], job.signal) : writer.upsertPeople(changed as PersonValues[], job.signal),
        )
      }
      const failed = results.filter((result) => !result.ok).length
      await store.db.transaction().execute(async (trx) => {
        const now = clock()
        await recordResults(trx, connection, object, results, sentHashes, now)
        const counts = { sent: results.length - failed, unchanged: values.size - results.length, failed }
        if (await finishPage(trx, job.payload.runId, job.payload.page, counts, now)) await finishRun(trx, connection, now)
      })
    },
  }

  const lists = audienceListsHandler(store, {
    writers: options.writers,
    retry,
    activeConnection: (connectionId) => activeConnection(store, connectionId),
    guarded: (connection, work) => guarded(store, connection, work),
  })

  jobs.registerJobHandler(CRM_SYNC_JOB, plan)
  jobs.registerJobHandler(CRM_PAGE_JOB, page)
  jobs.registerJobHandler(CRM_LISTS_JOB, lists)
}

/** The values of a page's records, keyed by domain or e-mail. */
async function valuesOfPage(
  store: Store,
  connection: CrmConnection,
  payload: PagePayload,
  publicUrl: string | null,
): Promise<Map<string, CompanyValues | PersonValues>> {
  const byKey = new Map<string, CompanyValues | PersonValues>()
  if (payload.object === 'company') {
    for (const company of (await companyValues(store, connection.workspaceId, payload.accountIds ?? [], publicUrl)).values()) byKey.set(company.domain, company)
  } else {
    for (const person of (await personValues(store, connection.workspaceId, payload.people ?? [], publicUrl)).values())
      if (!byKey.has(person.email)) byKey.set(person.email, person)
  }
  return byKey
}
