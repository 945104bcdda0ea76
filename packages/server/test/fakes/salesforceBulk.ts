/**
 * Bulk API 2.0 ingest jobs for the Salesforce test server, with the shapes of Salesforce's public
 * Bulk API 2.0 guide (https://developer.salesforce.com/docs/atlas.en-us.api_asynch.meta/api_asynch/):
 * - create_job.htm: `POST /services/data/vXX.X/jobs/ingest` (41.0 or later), JSON `{object,
 *   operation, externalIdFieldName (required for upsert: an External ID field), contentType: 'CSV',
 *   lineEnding: 'LF' | 'CRLF', columnDelimiter}`; answers the job info, state `Open`.
 * - upload_job_data.htm: `PUT .../jobs/ingest/{id}/batches`, `Content-Type: text/csv`, on an Open
 *   job; answers 201 with no body.
 * - close_job.htm: `PATCH .../jobs/ingest/{id}` with `{state: 'UploadComplete'}` (or `Aborted`).
 * - get_job_info.htm: `GET .../jobs/ingest/{id}`: state Open, UploadComplete, InProgress,
 *   JobComplete, Failed or Aborted, numberRecordsProcessed, numberRecordsFailed.
 * - get_job_successful_results.htm, get_job_failed_results.htm, get_job_unprocessed_results.htm:
 *   `GET .../successfulResults/`, `failedResults/`, `unprocessedrecords/`, CSV with `sf__Id` and
 *   `sf__Created`, or `sf__Id` and `sf__Error`, before the uploaded columns.
 * - datafiles_prepare_csv.htm: a header row of field names, one record per line ending as the job
 *   says, values with a comma, quote or line break in double quotes (quotes doubled), `#N/A`
 *   sets null, an empty value leaves the field as it is.
 * A job reports InProgress on its first read after UploadComplete (and while `hold` is set), then
 * processes its rows as the collections upsert does.
 */
import { isObject, type FakeAnswer, type FakeRequest } from './fakeServer.js'

/** What the bulk endpoints borrow from the Salesforce fake. */
export interface BulkHost {
  violation(message: string): FakeAnswer
  /** Describe fields of an object, or none. */
  fieldsOf(object: string): { name: string; type: string; externalId?: boolean }[]
  valueProblem(object: string, name: string, value: unknown): string | null
  upsertOne(
    object: string,
    keyField: string,
    key: string,
    values: Record<string, unknown>,
  ): { id?: string; success: boolean; errors: unknown[]; created?: boolean }
}

/** A Bulk API 2.0 ingest job as the fake holds it. */
export interface BulkJob {
  id: string
  object: string
  externalIdFieldName: string
  lineEnding: 'LF' | 'CRLF'
  state: 'Open' | 'UploadComplete' | 'InProgress' | 'JobComplete' | 'Failed' | 'Aborted'
  apiVersion: number
  header: string[]
  rows: string[][]
  successful: string[][]
  failed: string[][]
  reads: number
}

/** RFC 4180 rows of `text` (quoted values may hold commas, quotes and line breaks); null when malformed. */
export function parseCsv(text: string, lineEnding: string): string[][] | null {
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let at = 0
  while (at < text.length) {
    if (text[at] === '"' && value === '') {
      let quoted = ''
      let cursor = at + 1
      for (;;) {
        const close = text.indexOf('"', cursor)
        if (close < 0) return null
        quoted += text.slice(cursor, close)
        if (text[close + 1] === '"') {
          quoted += '"'
          cursor = close + 2
          continue
        }
        at = close + 1
        break
      }
      value = quoted
      if (at < text.length && text[at] !== ',' && !text.startsWith(lineEnding, at)) return null
      continue
    }
    if (text[at] === ',') {
      row.push(value)
      value = ''
      at++
    } else if (text.startsWith(lineEnding, at)) {
      row.push(value)
      rows.push(row)
      row = []
      value = ''
      at += lineEnding.length
    } else {
      value += text[at]
      at++
    }
  }
  if (value !== '' || row.length) rows.push([...row, value])
  return rows
}

/** A results line: Salesforce quotes every value of its result files (see the samples of the results pages). */
const csvLine = (values: string[]) => values.map((value) => `"${value.replace(/"/g, '""')}"`).join(',')

/** The Bulk API 2.0 ingest endpoints over `host`. */
export function createBulkIngest(host: BulkHost) {
  const jobs = new Map<string, BulkJob>()
  const control = { hold: false, created: 0 }
  const { violation } = host

  const info = (job: BulkJob) => ({
    id: job.id,
    operation: 'upsert',
    object: job.object,
    externalIdFieldName: job.externalIdFieldName,
    createdById: '005000000000001',
    createdDate: '2026-01-01T00:00:00.000+0000',
    systemModstamp: '2026-01-01T00:00:00.000+0000',
    state: job.state,
    concurrencyMode: 'Parallel',
    contentType: 'CSV',
    apiVersion: job.apiVersion,
    jobType: 'V2Ingest',
    lineEnding: job.lineEnding,
    columnDelimiter: 'COMMA',
    contentUrl: `services/data/v${job.apiVersion.toFixed(1)}/jobs/ingest/${job.id}/batches`,
    numberRecordsProcessed: job.state === 'JobComplete' ? job.rows.length : 0,
    numberRecordsFailed: job.failed.length,
    retries: 0,
    totalProcessingTime: 0,
    apiActiveProcessingTime: 0,
    apexProcessingTime: 0,
  })

  function create(body: unknown, version: number): FakeAnswer {
    if (!isObject(body)) return violation('create job: a JSON body')
    const { object, operation, externalIdFieldName, contentType, lineEnding, columnDelimiter, ...others } = body
    if (Object.keys(others).length) return violation(`create job: unknown properties ${Object.keys(others).join(', ')}`)
    if (typeof object !== 'string' || host.fieldsOf(object).length === 0) return violation(`create job: unknown object ${String(object)}`)
    if (operation !== 'upsert') return violation(`create job: the sync upserts (got ${String(operation)})`)
    if (typeof externalIdFieldName !== 'string' || !host.fieldsOf(object).some((field) => field.name === externalIdFieldName && field.externalId))
      return violation(`create job: upsert needs externalIdFieldName, an External ID field of ${object} (got ${String(externalIdFieldName)})`)
    if (contentType !== undefined && contentType !== 'CSV') return violation('create job: contentType is CSV')
    if (lineEnding !== undefined && lineEnding !== 'LF' && lineEnding !== 'CRLF') return violation('create job: lineEnding is LF or CRLF')
    if (columnDelimiter !== undefined && columnDelimiter !== 'COMMA') return violation('create job: the fake reads COMMA only')
    control.created++
    const id = `750${String(control.created).padStart(15, '0')}`
    const job: BulkJob = {
      id,
      object,
      externalIdFieldName,
      lineEnding: (lineEnding as 'LF' | 'CRLF' | undefined) ?? 'LF',
      state: 'Open',
      apiVersion: version,
      header: [],
      rows: [],
      successful: [],
      failed: [],
      reads: 0,
    }
    jobs.set(id, job)
    return { status: 200, body: info(job) }
  }

  function upload(job: BulkJob, request: FakeRequest): FakeAnswer {
    if (!/^text\/csv/.test(request.headers['content-type'] ?? '')) return violation('upload: Content-Type text/csv')
    if (job.state !== 'Open') return violation(`upload: job ${job.id} is ${job.state}, not Open`)
    if (job.header.length) return violation(`upload: job ${job.id} already has its data`)
    const ending = job.lineEnding === 'LF' ? '\n' : '\r\n'
    if (job.lineEnding === 'LF' && request.text.includes('\r')) return violation('upload: the job says LF line endings')
    const rows = parseCsv(request.text, ending)
    if (!rows || rows.length < 2) return violation('upload: a header row and at least one record')
    const [header, ...records] = rows as [string[], ...string[][]]
    for (const name of header) if (!host.fieldsOf(job.object).some((field) => field.name === name)) return violation(`upload: no field ${job.object}.${name}`)
    if (!header.includes(job.externalIdFieldName)) return violation(`upload: the external id column ${job.externalIdFieldName} is missing`)
    for (const record of records) {
      if (record.length !== header.length) return violation(`upload: a row of ${record.length} values under ${header.length} columns`)
      for (const [index, name] of header.entries()) {
        const value = record[index]!
        if (value === '' || value === '#N/A') continue
        const field = host.fieldsOf(job.object).find((candidate) => candidate.name === name)!
        const typed = field.type === 'double' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
        const problem = host.valueProblem(job.object, name, typed)
        if (problem) return violation(`upload: ${problem}`)
      }
      if (!record[header.indexOf(job.externalIdFieldName)]) return violation('upload: a row without its external id')
    }
    job.header = header
    job.rows = records
    return { status: 201 }
  }

  function process(job: BulkJob): void {
    const keyIndex = job.header.indexOf(job.externalIdFieldName)
    for (const record of job.rows) {
      const values: Record<string, unknown> = {}
      for (const [index, name] of job.header.entries()) {
        const value = record[index]!
        if (value === '') continue
        const field = host.fieldsOf(job.object).find((candidate) => candidate.name === name)!
        values[name] = value === '#N/A' ? null : field.type === 'double' ? Number(value) : value
      }
      const result = host.upsertOne(job.object, job.externalIdFieldName, record[keyIndex]!, values)
      if (result.success) job.successful.push([result.id!, String(result.created), ...record])
      else {
        const errors = result.errors as { statusCode: string; message: string; fields: string[] }[]
        const reason = errors.map((error) => `${error.statusCode}:${error.message}:${error.fields.join(',')} --`).join(' ')
        job.failed.push(['', reason, ...record])
      }
    }
    job.state = 'JobComplete'
  }

  function results(job: BulkJob, which: string): FakeAnswer {
    if (job.state !== 'JobComplete' && job.state !== 'Failed' && job.state !== 'Aborted') return violation(`${which}: job ${job.id} is ${job.state}`)
    const lines =
      which === 'successfulResults'
        ? [['sf__Id', 'sf__Created', ...job.header], ...job.successful]
        : which === 'failedResults'
          ? [['sf__Id', 'sf__Error', ...job.header], ...job.failed]
          : [job.header, ...(job.state === 'JobComplete' ? [] : job.rows)]
    return { status: 200, text: `${lines.map(csvLine).join('\n')}\n` }
  }

  /** Answers a request under `jobs/ingest` (auth already checked). */
  function handle(request: FakeRequest, rest: string, version: number): FakeAnswer {
    if (version < 41) return violation('Bulk API 2.0 needs API version 41.0 or later')
    if (rest === 'jobs/ingest' && request.method === 'POST') {
      if (!/^application\/json/.test(request.headers['content-type'] ?? '')) return violation('create job: Content-Type application/json')
      return create(request.body, version)
    }
    const path = /^jobs\/ingest\/(\w+)(?:\/(batches|successfulResults|failedResults|unprocessedrecords)\/?)?$/.exec(rest)
    const job = path ? jobs.get(path[1]!) : undefined
    if (!path || !job) return { status: 404, body: [{ errorCode: 'NOT_FOUND', message: `no such job: ${rest}` }] }
    const part = path[2]
    if (part === 'batches' && request.method === 'PUT') return upload(job, request)
    if (!part && request.method === 'PATCH') {
      const state = isObject(request.body) ? request.body.state : undefined
      if (state === 'UploadComplete') {
        if (job.state !== 'Open' || job.rows.length === 0) return violation(`close: job ${job.id} is ${job.state} with ${job.rows.length} rows`)
        job.state = 'UploadComplete'
      } else if (state === 'Aborted') {
        if (job.state === 'JobComplete' || job.state === 'Failed') return violation(`abort: job ${job.id} is ${job.state}`)
        job.state = 'Aborted'
      } else return violation(`PATCH job: state UploadComplete or Aborted (got ${String(state)})`)
      return { status: 200, body: info(job) }
    }
    if (!part && request.method === 'GET') {
      if (job.state === 'UploadComplete' || job.state === 'InProgress') {
        job.reads++
        if (control.hold || job.reads < 2) job.state = 'InProgress'
        else process(job)
      }
      return { status: 200, body: info(job) }
    }
    if (part && part !== 'batches' && request.method === 'GET') return results(job, part)
    return violation(`no such Bulk API 2.0 endpoint: ${request.method} ${request.path}`)
  }

  return { jobs, control, handle }
}
