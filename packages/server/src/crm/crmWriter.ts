/** What the sync needs of a CRM: its properties in place, and upserts with a result per record. */
import type { CompanyValues, PersonValues } from './crmRecordValues.js'
import type { CrmObject } from './crmRecords.js'

/** The outcome of one record's upsert. */
export type RecordResult = { key: string; ok: true; crmId: string; note: string | null } | { key: string; ok: false; error: string }

/** Writes to one CRM through one connection. */
export interface CrmWriter {
  /** Checks the credentials and puts the `devtrail` properties in place (or checks the fields the admin added). */
  prepare(signal?: AbortSignal): Promise<void>
  /** Upserts companies by domain; a result for each (key: the domain). */
  upsertCompanies(companies: CompanyValues[], signal?: AbortSignal): Promise<RecordResult[]>
  /** Upserts people by e-mail; a result for each (key: the e-mail). */
  upsertPeople(people: PersonValues[], signal?: AbortSignal): Promise<RecordResult[]>
  /** Makes the CRM list named `name` hold exactly these contacts (CRM record ids); absent when the CRM has no lists Devtrail mirrors. */
  mirrorList?(name: string, contactIds: string[], signal?: AbortSignal): Promise<{ listId: string; added: number; removed: number }>
  /** An asynchronous bulk upsert for a large first sync (Salesforce Bulk API 2.0); absent when the CRM has none. */
  bulk?: CrmBulkWriter
}

/** Either kind of record values. */
export type CrmValues = CompanyValues | PersonValues

/**
 * A bulk upsert in steps, so that the job's id can be kept between them: a process that takes the
 * page over after a crash polls the same job instead of creating another one.
 */
export interface CrmBulkWriter {
  /** Writes by id the records the CRM holds but Devtrail never wrote (no duplicate is created); answers their results and the records left. */
  claimExisting(object: CrmObject, records: CrmValues[], signal?: AbortSignal): Promise<{ claimed: RecordResult[]; rest: CrmValues[] }>
  /** Creates an upsert job for `object`; answers its id. */
  openJob(object: CrmObject, signal?: AbortSignal): Promise<string>
  /** Uploads the records to the open job and marks its upload complete. */
  uploadJob(object: CrmObject, jobId: string, records: CrmValues[], signal?: AbortSignal): Promise<void>
  /**
   * Waits for the job and answers one result per key; null when its upload was never completed
   * (the job is aborted: start again). Throws CrmBulkPending when it is still running after the wait.
   */
  jobResults(object: CrmObject, jobId: string, keys: string[], signal?: AbortSignal): Promise<RecordResult[] | null>
}

/** The CRM asks to be called again later: after `retryAfterMs`. */
export abstract class CrmRetryLater extends Error {
  /** How long to wait, ms. */
  readonly retryAfterMs: number
  constructor(message: string, retryAfterMs: number) {
    super(message)
    this.retryAfterMs = retryAfterMs
  }
}

/** The bulk job is still running: look again after `retryAfterMs`. */
export class CrmBulkPending extends CrmRetryLater {
  override name = 'CrmBulkPending'
}

/** The CRM refused the credential (401, revoked or expired token, bad client secret): the connection pauses. */
export class CrmCredentialRefused extends Error {
  override name = 'CrmCredentialRefused'
}

/** The CRM kept answering 429: try the page again after `retryAfterMs`. */
export class CrmRateLimited extends CrmRetryLater {
  override name = 'CrmRateLimited'
}

/** The CRM is missing something the admin must set up (Salesforce custom fields): the message says what. */
export class CrmSetupMissing extends Error {
  override name = 'CrmSetupMissing'
}
