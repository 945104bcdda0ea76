/**
 * A page of a large first sync sent as one bulk job (Salesforce Bulk API 2.0). The job's id is
 * kept in the page job's payload (a checkpoint) as soon as the job exists, with the hashes of what
 * it carries and the results of the records claimed before it: a process that takes the page over
 * after a crash or a stop polls that job instead of creating a second one.
 */
import { checkpointJob } from '../jobs/jobRows.js'
import type { RunningJob } from '../jobs/jobRunner.js'
import type { Store } from '../store/store.js'
import type { CrmObject } from './crmRecords.js'
import type { CrmBulkWriter, CrmValues, RecordResult } from './crmWriter.js'

/** Records a run sends through a bulk job instead of sObject Collections: more than this many of one object in a first sync. */
export const BULK_THRESHOLD = 2000
/** Records per bulk page job (one Bulk API 2.0 job each). */
export const BULK_PAGE_SIZE = 10_000

/** What a bulk page keeps once its job exists. */
export interface BulkCheckpoint {
  /** The CRM's bulk job id. */
  id: string
  /** Hash of the values sent, per record key (claimed records and the job's). */
  hashes: Record<string, string>
  /** Results of the records claimed by id before the job was created. */
  claimed: RecordResult[]
}

/** The part of a page payload the bulk path reads and writes. */
export interface BulkPagePayload {
  object: CrmObject
  bulk?: boolean
  bulkJob?: BulkCheckpoint
}

/** What a bulk page sent: a result per record, and the hashes to record with them. */
export interface BulkPageOutcome {
  results: RecordResult[]
  hashes: Map<string, string>
}

const keyOf = (values: CrmValues) => ('domain' in values ? values.domain : values.email)

/**
 * Sends `changed` through a bulk job, or resumes the job of the page's checkpoint. Throws what the
 * writer throws (CrmBulkPending while the job runs: the page looks again later, same job).
 */
export async function sendBulkPage<Payload extends BulkPagePayload>(
  store: Store,
  job: RunningJob<Payload>,
  bulk: CrmBulkWriter,
  changed: CrmValues[],
  hashes: Map<string, string>,
): Promise<BulkPageOutcome> {
  const { object } = job.payload
  const checkpoint = job.payload.bulkJob
  if (checkpoint) {
    const claimedKeys = new Set(checkpoint.claimed.map((result) => result.key))
    const jobKeys = Object.keys(checkpoint.hashes).filter((key) => !claimedKeys.has(key))
    const results = await bulk.jobResults(object, checkpoint.id, jobKeys, job.signal)
    // null: the job never got its data; it was aborted and the page starts again
    if (results) return { results: [...checkpoint.claimed, ...results], hashes: new Map(Object.entries(checkpoint.hashes)) }
  }
  if (changed.length === 0) return { results: [], hashes }
  const { claimed, rest } = await bulk.claimExisting(object, changed, job.signal)
  if (rest.length === 0) return { results: claimed, hashes }
  const id = await bulk.openJob(object, job.signal)
  const sent: BulkCheckpoint = { id, hashes: Object.fromEntries(changed.map((values) => [keyOf(values), hashes.get(keyOf(values))!])), claimed }
  await checkpointJob(store.db, job.id, { ...job.payload, bulkJob: sent })
  await bulk.uploadJob(object, id, rest, job.signal)
  const results = await bulk.jobResults(object, id, rest.map(keyOf), job.signal)
  if (!results) throw new Error(`Salesforce Bulk job ${id} was still open after its upload completed`)
  return { results: [...claimed, ...results], hashes }
}
