/**
 * A large first sync to Salesforce through Bulk API 2.0 with jsforce's `conn.bulk2`: an ingest job
 * (`operation: 'upsert'` by Devtrail's external id), one CSV upload, UploadComplete, polling of the
 * job's state, then its successful, failed and unprocessed records, so that each record still gets
 * its own result (a failed row's `sf__Error` is its reason). Records the org holds without the
 * external id are claimed by Id first (sObject Collections), as in an incremental run.
 * Docs: https://developer.salesforce.com/docs/atlas.en-us.api_asynch.meta/api_asynch/create_job.htm,
 * .../upload_job_data.htm, .../close_job.htm, .../get_job_info.htm, .../get_job_successful_results.htm,
 * .../get_job_failed_results.htm, .../get_job_unprocessed_results.htm, .../datafiles_prepare_csv.htm
 */
import type { Connection } from 'jsforce'
import type { CrmObject } from './crmRecords.js'
import { CrmBulkPending, type CrmBulkWriter, type CrmValues, type RecordResult } from './crmWriter.js'
import { delay } from './requestWindow.js'

/** How often a job's state is read. */
export const BULK_POLL_MS = 5000
/** How long one attempt waits for a job before the page is handed back for later. */
export const BULK_WAIT_MS = 10 * 60 * 1000

/** One record as Salesforce fields, with its key (domain or e-mail). */
export interface Row {
  key: string
  fields: Record<string, string | number | null>
}

/** Where records of one object go and how they match. */
export interface Target {
  object: string
  keyField: string
  matchField: string
  formsOf: (key: string) => string[]
  keyOf: (value: string) => string
  rowOf: (values: CrmValues) => Row
}

/** What the bulk steps borrow from the writer. */
export interface SalesforceBulkOptions {
  pollMs: number
  waitMs: number
  guarded: <T>(work: (conn: Connection) => Promise<T>) => Promise<T>
  targetOf: (object: CrmObject) => Target
  claimExisting: (target: Target, rows: Row[]) => Promise<{ claimed: RecordResult[]; rest: Row[] }>
}

/** Bulk API 2.0 sets a field to null with `#N/A`; an empty value leaves it as it is. */
const NULL_VALUE = '#N/A'

/** One CSV value: quoted when it holds a comma, a quote or a line break (quotes doubled). */
function csvValue(value: string | number | null | undefined): string {
  if (value === undefined) return ''
  if (value === null) return NULL_VALUE
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The rows as CSV with LF line endings: the external id first, then every field any row has. */
export function bulkCsv(keyField: string, rows: Row[]): string {
  const columns = [keyField, ...new Set(rows.flatMap((row) => Object.keys(row.fields)))]
  const lines = [columns.join(',')]
  for (const row of rows) {
    const values: Record<string, string | number | null> = { ...row.fields, [keyField]: row.key }
    lines.push(columns.map((column) => csvValue(values[column])).join(','))
  }
  return `${lines.join('\n')}\n`
}

type ResultRow = Record<string, string>

/** The Bulk API 2.0 steps of a Salesforce writer. */
export function createSalesforceBulk(options: SalesforceBulkOptions): CrmBulkWriter {
  const { guarded, targetOf } = options
  const rowsOf = (object: CrmObject, records: CrmValues[]) => records.map(targetOf(object).rowOf)

  return {
    async claimExisting(object, records) {
      const target = targetOf(object)
      const byKey = new Map(records.map((record) => [target.rowOf(record).key, record]))
      const { claimed, rest } = await options.claimExisting(target, rowsOf(object, records))
      return { claimed, rest: rest.map((row) => byKey.get(row.key)!) }
    },

    async openJob(object) {
      const target = targetOf(object)
      return guarded(async (conn) => {
        const job = conn.bulk2.createJob({
          object: target.object,
          operation: 'upsert',
          externalIdFieldName: target.keyField,
          contentType: 'CSV',
          lineEnding: 'LF',
        })
        await job.open()
        return job.id
      })
    },

    async uploadJob(object, jobId, records) {
      const target = targetOf(object)
      await guarded(async (conn) => {
        const job = conn.bulk2.job('ingest', { id: jobId })
        await job.check()
        await job.uploadData(bulkCsv(target.keyField, rowsOf(object, records)))
        await job.close()
      })
    },

    async jobResults(object, jobId, keys, signal) {
      const target = targetOf(object)
      const deadline = Date.now() + options.waitMs
      return guarded(async (conn) => {
        const job = conn.bulk2.job('ingest', { id: jobId })
        for (;;) {
          const info = await job.check()
          if (info.state === 'Open') {
            // the upload never completed (the process stopped in between): nothing was processed
            await job.abort()
            return null
          }
          if (info.state === 'JobComplete' || info.state === 'Failed' || info.state === 'Aborted') break
          if (Date.now() + options.pollMs > deadline) throw new CrmBulkPending(`Salesforce Bulk job ${jobId} is still ${info.state}`, options.pollMs)
          await delay(options.pollMs, signal)
        }
        const info = job.getInfo()
        const { successfulResults, failedResults, unprocessedRecords } = await job.getAllResults()
        // jsforce answers the raw text when a result file is not CSV it can read
        if (!Array.isArray(successfulResults) || !Array.isArray(failedResults))
          throw new Error(`Salesforce Bulk job ${jobId}: its results could not be read as CSV`)
        const byKey = new Map(keys.map((key) => [key.toLowerCase(), key]))
        const results = new Map<string, RecordResult>()
        const keyOfRow = (row: ResultRow) => byKey.get(String(row[target.keyField] ?? '').toLowerCase())
        for (const row of successfulResults as unknown as ResultRow[]) {
          const key = keyOfRow(row)
          if (key && row.sf__Id) results.set(key, { key, ok: true, crmId: row.sf__Id, note: null })
        }
        for (const row of failedResults as unknown as ResultRow[]) {
          const key = keyOfRow(row)
          if (key) results.set(key, { key, ok: false, error: row.sf__Error || 'Salesforce gave no reason' })
        }
        const unprocessed = Array.isArray(unprocessedRecords) ? (unprocessedRecords as unknown as ResultRow[]) : []
        const why = `not processed: the Salesforce Bulk job ended ${info.state}${info.errorMessage ? ` (${info.errorMessage})` : ''}`
        for (const row of unprocessed) {
          const key = keyOfRow(row)
          if (key) results.set(key, { key, ok: false, error: why })
        }
        return keys.map((key) => results.get(key) ?? { key, ok: false, error: `Salesforce Bulk job ${jobId} returned no result for this record` })
      })
    },
  }
}
